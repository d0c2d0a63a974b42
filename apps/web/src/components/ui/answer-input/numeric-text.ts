import type { NUMERIC_ANSWER_MAX_LENGTH as CONTRACT_MAX } from '@exam/contracts/attempts/entities';

// The contracts' values, not imported: their module builds zod schemas, which the web app leaves
// out of its chunks (decision 004). numeric-text.test.ts checks they agree.

/** The longest number a student may type. */
export const NUMERIC_ANSWER_MAX_LENGTH: typeof CONTRACT_MAX = 20;
/** A whole decimal number: an optional sign, digits with at most one point. */
export const NUMERIC_ANSWER_PATTERN = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A number on its way to being typed: a sign, digits and one point, in any unfinished state. */
const TYPING = /^-?\d*(\.\d*)?$/;

/**
 * What a keystroke, a paste or a keypad press leaves in the field: the typographic minus becomes
 * '-', a comma a point; anything that could not become a number is refused (the old text stays).
 */
export function acceptTyped(previous: string, next: string): string {
  const normalised = next
    .replace(/[\u2212\u2013]/g, '-')
    .replace(',', '.')
    .replace(/\s/g, '');
  if (normalised.length > NUMERIC_ANSWER_MAX_LENGTH) return previous;
  return TYPING.test(normalised) ? normalised : previous;
}

/** A typed value that is a whole answer ('-', '.' and '' are not). */
export const isNumericAnswer = (value: string) => NUMERIC_ANSWER_PATTERN.test(value.trim());

export type KeypadKey =
  '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'minus' | 'backspace' | 'clear';

/** The on-screen keypad (as NTA's): digits and '.' append, '−' turns the sign, Backspace, Clear All. */
export function pressKey(value: string, key: KeypadKey): string {
  switch (key) {
    case 'clear':
      return '';
    case 'backspace':
      return value.slice(0, -1);
    case 'minus':
      return value.startsWith('-') ? value.slice(1) : acceptTyped(value, `-${value}`);
    default:
      return acceptTyped(value, value + key);
  }
}
