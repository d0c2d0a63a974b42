import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { LABEL_FONT } from './hindi-label-font';
import { labelFontPreload } from './label-font-preload';

const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Builds a page whose stylesheet declares the label face, as src/styles/fonts.css does. */
async function buildPage() {
  const root = await mkdtemp(join(tmpdir(), 'label-font-'));
  dirs.push(root);
  await copyFile(LABEL_FONT, join(root, 'hindi-label.woff2'));
  await writeFile(
    join(root, 'fonts.css'),
    "@font-face{font-family:'Hindi Label';src:url('./hindi-label.woff2') format('woff2')}\n",
  );
  await writeFile(join(root, 'main.js'), "import './fonts.css';\n");
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
  );
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [labelFontPreload()],
    build: { write: false },
  })) as Rollup.RollupOutput;
  const text = (name: RegExp) => {
    const file = output.output.find((f) => name.test(f.fileName));
    return file?.type === 'asset' ? String(file.source) : '';
  };
  return { html: text(/index\.html$/), css: text(/\.css$/) };
}

describe("the toggle's Hindi face in the web build", () => {
  it('is a file of its own that the page preloads, not base64 in the stylesheet', async () => {
    const { html, css } = await buildPage();
    const font =
      /<link rel="preload" href="\/(assets\/hindi-label-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin>/.exec(
        html,
      );
    expect(font).not.toBeNull();
    expect(css).toContain(`url(/${font?.[1]})`);
    expect(css).not.toContain('data:font');
  });
});
