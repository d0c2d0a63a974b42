import type { Rollup } from 'vite';

/** Modules only the staff console loads: its feature folder and its editor's packages. */
const STAFF_MODULE =
  /[\\/]src[\\/]features[\\/]admin[\\/]|[\\/]node_modules[\\/](@tiptap|prosemirror-)/;

/**
 * The console's chunks go under assets/staff/ so that the students' service worker can leave them
 * out of its precache: a student's phone never downloads the question editor. Rollup puts in one
 * chunk only modules loaded by the same entries, so one staff module makes the chunk staff-only.
 */
export const STAFF_CHUNK_DIR = 'assets/staff';

export function chunkFileName(chunk: Rollup.PreRenderedChunk): string {
  const staffOnly = chunk.moduleIds.some((id) => STAFF_MODULE.test(id));
  return staffOnly ? `${STAFF_CHUNK_DIR}/[name]-[hash].js` : 'assets/[name]-[hash].js';
}
