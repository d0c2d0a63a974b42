import { randomInt } from 'node:crypto';

// Letters and digits that cannot be misread on paper (no 0/O, 1/l/I).
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;
const LENGTH = 10;

const pick = (from: string) => from.charAt(randomInt(from.length));

/**
 * A random initial password for a staff reset or an enrolment (about 58 bits): handed out once,
 * with a letter and a digit so it also passes the rule for chosen passwords.
 */
export function initialPassword(): string {
  const chars = [pick(LETTERS), pick(DIGITS)];
  while (chars.length < LENGTH) chars.push(pick(ALPHABET));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
