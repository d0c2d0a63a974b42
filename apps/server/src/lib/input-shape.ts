/**
 * Checks every input of a request before its contract validates it, in one walk:
 * - no text may hold a NUL character: PostgreSQL cannot store it in text, and no name, username or
 *   answer needs one;
 * - no JSON may nest deeper than MAX_INPUT_DEPTH: no contract needs more than a few levels, and
 *   every later recursive step (validation, logging, serialising) stays far from the stack's limit.
 *
 * The walk keeps its own stack, so a body nested thousands of levels deep is refused, not a crash.
 */

export const MAX_INPUT_DEPTH = 64;

export const NUL_CHARACTER_MESSAGE = 'must not contain a NUL character (\\u0000)';
export const TOO_DEEP_MESSAGE = `must not nest objects or lists more than ${MAX_INPUT_DEPTH} levels deep`;

export interface InputProblem {
  /** Dotted path of the string, key or container at fault, e.g. "body.options.2.textEn". */
  field: string;
  message: string;
}

interface Pending {
  value: unknown;
  path: string;
  depth: number;
}

export function findInputProblem(value: unknown, path: string): InputProblem | null {
  const pending: Pending[] = [{ value, path, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path: where, depth } = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return { field: where, message: NUL_CHARACTER_MESSAGE };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: where, message: TOO_DEEP_MESSAGE };
    const entries = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
    // Pushed in reverse so that the first problem in document order is the one reported.
    for (const [key, child] of entries.reverse()) {
      if (String(key).includes('\u0000')) return { field: where, message: NUL_CHARACTER_MESSAGE };
      pending.push({ value: child, path: `${where}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}
