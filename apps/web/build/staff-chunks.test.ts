import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkFileName } from './staff-chunks';

const chunk = (...moduleIds: string[]) => ({ moduleIds }) as unknown as Rollup.PreRenderedChunk;

describe('chunkFileName', () => {
  it('puts the console and its editor under assets/staff, out of the students’ precache', () => {
    expect(chunkFileName(chunk('/app/apps/web/src/features/admin/questions/page.tsx'))).toBe(
      'assets/staff/[name]-[hash].js',
    );
    expect(chunkFileName(chunk('/app/node_modules/@tiptap/core/dist/index.js'))).toBe(
      'assets/staff/[name]-[hash].js',
    );
  });

  it('leaves the students’ chunks where the service worker precaches them', () => {
    expect(chunkFileName(chunk('/app/apps/web/src/features/exam-panel/panel.tsx'))).toBe(
      'assets/[name]-[hash].js',
    );
    expect(chunkFileName(chunk('/app/node_modules/katex/dist/katex.mjs'))).toBe(
      'assets/[name]-[hash].js',
    );
  });
});
