import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { minifyEntryFurther } from './minify-entry';

type Handler = (code: string, chunk: Rollup.RenderedChunk) => Promise<{ code: string } | null>;

const handler = (minifyEntryFurther().renderChunk as { handler: Handler }).handler;
const chunk = (isEntry: boolean) => ({ isEntry }) as Rollup.RenderedChunk;
// What esbuild leaves: a constant condition and a long local name Terser removes and shortens.
const CODE = `import{a as b}from"./x.js";function render(longParameterName){if(true){return b(longParameterName)}return null}export{render};`;

describe('minifyEntryFurther', () => {
  it('makes the entry chunk smaller, still exporting the same names', async () => {
    const result = await handler(CODE, chunk(true));
    expect(result?.code.length).toBeLessThan(CODE.length);
    expect(result?.code).toContain('from"./x.js"');
    expect(result?.code).toMatch(/export\{\w+ as render\}|export\{render\}/);
  });

  it('leaves the other chunks as esbuild wrote them', async () => {
    expect(await handler(CODE, chunk(false))).toBeNull();
  });
});
