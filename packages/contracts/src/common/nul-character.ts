/**
 * No text a client sends may hold a NUL character: PostgreSQL cannot store it in text, and no
 * name, username or answer needs one. Applied to every contract's params, query and body by the
 * server's route registration, so it is one rule rather than one check per field.
 *
 * Returns the dotted path of the first string (or object key) holding one, or null.
 */
export function findNulCharacter(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path;
      const found = findNulCharacter(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

export const NUL_CHARACTER_MESSAGE = 'must not contain a NUL character (\\u0000)';
