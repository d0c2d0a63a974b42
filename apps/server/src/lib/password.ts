import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt (node:crypto, run on libuv's thread pool so the event loop keeps
 * serving) and stored as `scrypt$N$r$p$salt$hash`, salt and hash in base64. The parameters travel
 * with each hash, so they can be raised later without invalidating stored ones.
 */
const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** A stored hash with larger parameters than these is refused rather than computed. */
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, length: number, params: ScryptOptions) {
  const maxmem = 256 * (params.N ?? PARAMS.N) * (params.r ?? PARAMS.r) + 1024 * 1024;
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * For generated one-time passwords only (about 58 random bits, to be replaced at the first login;
 * decision 022): a guess costs half a millisecond, and 2^57 of them stay out of reach, while a
 * roster of 10,000 students hashes in seconds instead of minutes. Chosen passwords never use it.
 */
const ONE_TIME_PARAMS = { N: 256, r: 8, p: 1 } as const;

async function hashWith(password: string, params: { N: number; r: number; p: number }) {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export function hashPassword(password: string): Promise<string> {
  return hashWith(password, PARAMS);
}

/** True when the password matches the stored hash; false for a mismatch or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r > MAX_R || p > MAX_P) {
    return false;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of nothing anybody knows: checked against when the username is unknown, so a login takes
 * as long whether or not the account exists.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64'));
  return dummyHash;
}

/**
 * Hashes a roster's generated one-time passwords (ONE_TIME_PARAMS), a few at a time: each scrypt
 * runs on libuv's thread pool, so a bounded number in flight uses every core.
 */
export async function hashOneTimePasswords(passwords: readonly string[], concurrency = 4) {
  const hashes: string[] = new Array<string>(passwords.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < passwords.length; index = next++) {
      hashes[index] = await hashWith(passwords[index] ?? '', ONE_TIME_PARAMS);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, passwords.length) }, worker));
  return hashes;
}
