import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { cssSyntaxGuard } from './build/css-syntax-guard';
import { minifyEntryFurther } from './build/minify-entry';
import { pwa } from './pwa.config';
import { chunkFileName } from './build/staff-chunks';
import { routePreloads } from './build/route-preloads';
import { unusedUtilities } from './build/unused-utilities';
import { labelFontPreload } from './build/label-font-preload';

const COMPRESSIBLE = /\.(js|css|svg|html|json|woff)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes .gz and .br siblings of the built text assets over 1 KB; the server sends them as they are. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'exam:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size <= 1024) continue;
        const content = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    cssSyntaxGuard(),
    unusedUtilities(
      fileURLToPath(new URL('./src', import.meta.url)),
      createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.css'),
    ),
    labelFontPreload(),
    minifyEntryFurther(),
    routePreloads(),
    pwa(),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./src/lib/react-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's Sass is written for @import and the global functions that Dart Sass
        // deprecates; it compiles as intended. Its notices, and those of our parts importing it
        // (src/styles/bootstrap/), are left out: every other warning still shows.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v2': 'http://localhost:3000',
      '/docs': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    // A browser without <link rel="modulepreload"> (Safari before 17) only fetches chunks a little
    // later; the polyfill is not worth its bytes in the home page's first load (decision 021).
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: { chunkFileNames: chunkFileName },
      onwarn(warning, warn) {
        // zod 4.6's own comments name `@__PURE__` in prose ("Wrapped in a @__PURE__ IIFE…");
        // Rollup reads them as misplaced annotations and drops the comments. The code is as
        // published; only that notice about zod's comments is left out.
        if (
          warning.code === 'INVALID_ANNOTATION' &&
          /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? '')
        )
          return;
        warn(warning);
      },
    },
  },
});
