import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { cssSyntaxGuard } from './css-syntax-guard';

const dirs: string[] = [];

/** Builds a one-module app whose entry imports `styles/page.css` with the given content. */
async function buildWith(css: string) {
  const root = await mkdtemp(join(tmpdir(), 'css-guard-'));
  dirs.push(root);
  await writeFile(join(root, 'entry.js'), "import './page.css';\nexport const ready = true;\n");
  await writeFile(join(root, 'page.css'), css);
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [cssSyntaxGuard()],
    build: { write: false, rollupOptions: { input: join(root, 'entry.js') } },
  });
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the CSS syntax guard in the web build', () => {
  it('fails the build on an unclosed block, naming the file and the line', async () => {
    const broken = '.flow-actions {\n  display: flex;\n\n.play-screen {\n  max-width: 56rem;\n}\n';
    await expect(buildWith(broken)).rejects.toThrow(
      /CSS syntax error in page\.css:\d+:\d+: Expected "}" to go with "{"/,
    );
  });

  it('builds a well-formed stylesheet', async () => {
    const output = await buildWith('.flow-actions {\n  display: flex;\n}\n');
    const results = Array.isArray(output) ? output : [output];
    const files = results.flatMap((result) =>
      'output' in result ? result.output.map((file) => file.fileName) : [],
    );
    expect(files.some((name) => name.endsWith('.css'))).toBe(true);
  });
});
