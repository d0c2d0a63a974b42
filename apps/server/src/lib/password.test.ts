import { describe, expect, it } from 'vitest';
import {
  dummyPasswordHash,
  hashOneTimePasswords,
  hashPassword,
  verifyPassword,
} from './password.ts';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh 16-byte salt and a 64-byte key', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo@1234'), hashPassword('Demo@1234')]);
    const [scheme, N, r, p, salt, key] = a.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Demo@1234');
  });

  it("hashes a roster's one-time passwords with light parameters that verify like any other", async () => {
    const hashes = await hashOneTimePasswords(['k7PqRt2mWx', 'Zz9aBcDeFg', 'k7PqRt2mWx']);
    expect(hashes.map((h) => h.split('$').slice(0, 4).join('$'))).toEqual([
      'scrypt$256$8$1',
      'scrypt$256$8$1',
      'scrypt$256$8$1',
    ]);
    expect(hashes[0]).not.toBe(hashes[2]);
    expect(await verifyPassword('k7PqRt2mWx', hashes[0] ?? '')).toBe(true);
    expect(await verifyPassword('Zz9aBcDeFg', hashes[0] ?? '')).toBe(false);
    expect(await verifyPassword('Zz9aBcDeFg', hashes[1] ?? '')).toBe(true);
  });

  it('accepts the right password and refuses any other', async () => {
    const stored = await hashPassword('Demo@1234');
    expect(await verifyPassword('Demo@1234', stored)).toBe(true);
    expect(await verifyPassword('demo@1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses a malformed or unreasonable stored hash instead of throwing', async () => {
    const stored = await hashPassword('Demo@1234');
    const parts = stored.split('$');
    for (const bad of [
      '',
      'plain-text',
      parts.slice(0, 5).join('$'),
      ['bcrypt', ...parts.slice(1)].join('$'),
      ['scrypt', '1000', ...parts.slice(2)].join('$'),
      ['scrypt', String(2 ** 24), ...parts.slice(2)].join('$'),
      [...parts.slice(0, 5), ''].join('$'),
    ]) {
      expect(await verifyPassword('Demo@1234', bad)).toBe(false);
    }
  });

  it('has a dummy hash that no password matches, for unknown usernames', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toBe(await dummyPasswordHash());
    expect(await verifyPassword('Demo@1234', dummy)).toBe(false);
  });
});
