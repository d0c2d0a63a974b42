import type { Plugin } from 'vite';

/** The face's source file, and the file the build emits for it (assets/hindi-label-<hash>.woff2). */
const SOURCE = /[\\/]hindi-label\.woff2$/;
const EMITTED = /^assets\/hindi-label-[\w-]+\.woff2$/;

/** The preload link of the language toggle's हिन्दी face, for the page's head. */
export function labelFontLink(fileName: string) {
  return `<link rel="preload" href="/${fileName}" as="font" type="font/woff2" crossorigin>`;
}

/**
 * The toggle's हिन्दी face (build/hindi-label-font.ts) as a file of its own, preloaded by every page,
 * instead of inlined in the stylesheet every page waits for: its 3 KB of base64 were a quarter of
 * that stylesheet (decision 036). Fetched alongside the stylesheet and the entry, it is there before
 * the app first draws the toggle, so `font-display: block` hides nothing.
 */
export function labelFontPreload(): Plugin {
  return {
    name: 'exam:label-font-preload',
    apply: 'build',
    config: () => ({
      build: { assetsInlineLimit: (file: string) => (SOURCE.test(file) ? false : undefined) },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) => EMITTED.test(name));
        if (!font) throw new Error('the build emitted no hindi-label font');
        return html.replace('</head>', `    ${labelFontLink(font)}\n  </head>`);
      },
    },
  };
}
