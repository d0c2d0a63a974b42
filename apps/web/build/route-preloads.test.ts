import { existsSync } from 'node:fs';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadOf, ROUTE_MODULES } from './route-preloads';

const chunk = (fileName: string, moduleIds: string[], imports: string[], css: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry: fileName.startsWith('assets/index'),
    viteMetadata: { importedCss: new Set(css) },
  }) as unknown as Rollup.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['/w/src/main.tsx'], []),
    chunk(
      'assets/result-2.js',
      ['/w/src/app/routes/result.tsx', '/w/src/features/results/components/result-view.tsx'],
      ['assets/index-1.js', 'assets/format-3.js'],
      ['assets/result-2.css'],
    ),
    chunk('assets/format-3.js', ['/w/packages/core/src/format.ts'], ['assets/safe-4.js']),
    chunk('assets/safe-4.js', ['/w/src/lib/safe-html.ts'], [], ['assets/rich-4.css']),
    chunk('assets/charts-5.js', ['/w/src/features/results/components/charts.tsx'], []),
  ].map((c) => [c.fileName, c]),
);

describe('preloadOf', () => {
  it("lists the route's chunk, what it imports at load, and their styles, not the entry", () => {
    expect(preloadOf(bundle, 'result')).toEqual({
      scripts: ['assets/result-2.js', 'assets/format-3.js', 'assets/safe-4.js'],
      styles: ['assets/result-2.css', 'assets/rich-4.css'],
    });
  });

  it('has nothing for a route module that is in no chunk', () => {
    expect(preloadOf(bundle, 'exam-panel')).toBeUndefined();
  });
});

describe('ROUTE_MODULES', () => {
  it('names route modules that exist', () => {
    for (const routeModule of new Set(Object.values(ROUTE_MODULES))) {
      expect(existsSync(new URL(`../src/app/routes/${routeModule}.tsx`, import.meta.url))).toBe(
        true,
      );
    }
  });
});
