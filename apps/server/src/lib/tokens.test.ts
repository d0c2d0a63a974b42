import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createHs256 } from './jwt.ts';
import { createTokenService } from './tokens.ts';

const SECRET = 'fixture-secret-of-the-jose-era-0123456789abcdef';
const STUDENT = { issuer: 'exam-platform', audience: 'student' };

/**
 * Written by jose 6 (SignJWT, HS256) with SECRET, as the server issued tokens before decision 023:
 * student 42 of organisation 3, institute 7, token version 2, expiring in 2100.
 */
const JOSE_STUDENT_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJvcmciOjMsImluc3QiOjcsInZlciI6Miwic3ViIjoiNDIiLCJqdGkiOiI1ZjBjNmE1Mi01ZDJiLTRhNTUtOWQ4ZS0yZjZmM2IxYzBhMTEiLCJpc3MiOiJleGFtLXBsYXRmb3JtIiwiYXVkIjoic3R1ZGVudCIsImlhdCI6MTc2NDAyODgwMCwiZXhwIjo0MTAyNDQ0ODAwfQ.1iuhIwyO3Qk-bnfrFgO5KpB-JiRKBMRR-0YfduskMTw';
const JOSE_CLAIMS = {
  org: 3,
  inst: 7,
  ver: 2,
  sub: '42',
  jti: '5f0c6a52-5d2b-4a55-9d8e-2f6f3b1c0a11',
  iss: 'exam-platform',
  aud: 'student',
  iat: 1764028800,
  exp: 4102444800,
};

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const hmac = (input: string, secret = SECRET) =>
  createHmac('sha256', secret).update(input).digest('base64url');
/** A token with any header and payload, signed with HMAC-SHA256 of the real secret. */
const signedAs = (header: unknown, payload: unknown) => {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${hmac(head)}`;
};
const now = () => Math.floor(Date.now() / 1000);

describe('student tokens (HS256 with node:crypto)', () => {
  const tokens = createTokenService(SECRET, 12);

  it('still accepts a token jose issued before the change, with the same claims', () => {
    expect(tokens.verify(JOSE_STUDENT_TOKEN)).toEqual({
      studentId: 42,
      orgId: 3,
      instituteId: 7,
      tokenVersion: 2,
      jti: JOSE_CLAIMS.jti,
      exp: JOSE_CLAIMS.exp,
    });
  });

  it('writes the very bytes jose wrote for the same claims', () => {
    expect(createHs256(SECRET, STUDENT).sign(JOSE_CLAIMS)).toBe(JOSE_STUDENT_TOKEN);
  });

  it('verifies what it issues, for 12 hours', () => {
    const issued = tokens.issue({ studentId: 5, orgId: 1, instituteId: 2, tokenVersion: 0 });
    expect(tokens.verify(issued.token)).toEqual({
      studentId: 5,
      orgId: 1,
      instituteId: 2,
      tokenVersion: 0,
      jti: issued.jti,
      exp: issued.exp,
    });
    expect(issued.exp - now()).toBeGreaterThan(12 * 3600 - 5);
  });

  it('issues the claims jose wrote, in its order', () => {
    const issued = tokens.issue({ studentId: 42, orgId: 3, instituteId: 7, tokenVersion: 2 });
    const payload = JSON.parse(
      Buffer.from(issued.token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(payload)).toEqual(Object.keys(JOSE_CLAIMS));
    expect(payload).toMatchObject({ org: 3, inst: 7, ver: 2, sub: '42', jti: issued.jti });
    expect(payload.exp).toBe(issued.exp);
  });

  it('refuses a token signed with another secret', () => {
    const forged = createTokenService('another-secret-entirely-0123456789', 12).issue({
      studentId: 42,
      orgId: 3,
      instituteId: 7,
      tokenVersion: 2,
    });
    expect(tokens.verify(forged.token)).toBeNull();
  });

  it('refuses a tampered payload or signature', () => {
    const [header, payload, signature] = JOSE_STUDENT_TOKEN.split('.') as [string, string, string];
    const otherStudent = b64({ ...JOSE_CLAIMS, sub: '43' });
    expect(tokens.verify(`${header}.${otherStudent}.${signature}`)).toBeNull();
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(tokens.verify(`${header}.${payload}.`)).toBeNull();
    expect(tokens.verify(`${header}.${payload}`)).toBeNull();
  });

  it('refuses a signature written in a non-canonical base64url form of the same bytes', () => {
    const [header, payload, signature] = JOSE_STUDENT_TOKEN.split('.') as [string, string, string];
    // 43 characters carry 258 bits for 256: the last two bits are spare; setting one keeps the bytes.
    const last = signature.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spare = alphabet[alphabet.indexOf(last) | 1] ?? '';
    expect(spare).not.toBe(last);
    const sameBytes = `${signature.slice(0, -1)}${spare}`;
    expect(Buffer.from(sameBytes, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(tokens.verify(`${header}.${payload}.${sameBytes}`)).toBeNull();
  });

  it.each([
    ['"none" with no signature', { alg: 'none', typ: 'JWT' }, ''],
    ['"none" with a valid HMAC', { alg: 'none', typ: 'JWT' }, 'hmac'],
    ['RS256 over an HMAC of the secret', { alg: 'RS256', typ: 'JWT' }, 'hmac'],
    ['HS512', { alg: 'HS512', typ: 'JWT' }, 'hmac'],
    ['lower-case hs256', { alg: 'hs256', typ: 'JWT' }, 'hmac'],
    ['no alg', { typ: 'JWT' }, 'hmac'],
    ['a critical extension', { alg: 'HS256', typ: 'JWT', crit: ['exp'] }, 'hmac'],
    ['an unencoded payload', { alg: 'HS256', b64: false, crit: ['b64'] }, 'hmac'],
    ['another type', { alg: 'HS256', typ: 'at+jwt' }, 'hmac'],
  ])('refuses a header with %s', (_name, header, signature) => {
    const head = `${b64(header)}.${b64(JOSE_CLAIMS)}`;
    const token = `${head}.${signature === 'hmac' ? hmac(head) : signature}`;
    expect(tokens.verify(token)).toBeNull();
  });

  it('accepts our header written in another key order or without typ', () => {
    expect(tokens.verify(signedAs({ typ: 'JWT', alg: 'HS256' }, JOSE_CLAIMS))).not.toBeNull();
    expect(tokens.verify(signedAs({ alg: 'HS256' }, JOSE_CLAIMS))).not.toBeNull();
  });

  it('refuses an expired token, and one not valid yet', () => {
    const expired = createTokenService(SECRET, -1 / 60).issue({
      studentId: 42,
      orgId: 3,
      instituteId: 7,
      tokenVersion: 2,
    });
    expect(tokens.verify(expired.token)).toBeNull();
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(tokens.verify(signedAs(header, { ...JOSE_CLAIMS, exp: now() }))).toBeNull();
    expect(tokens.verify(signedAs(header, { ...JOSE_CLAIMS, nbf: now() + 60 }))).toBeNull();
    expect(tokens.verify(signedAs(header, { ...JOSE_CLAIMS, nbf: now() - 60 }))).not.toBeNull();
  });

  it('refuses the wrong audience (a staff token) or issuer', () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(tokens.verify(signedAs(header, { ...JOSE_CLAIMS, aud: 'staff' }))).toBeNull();
    expect(tokens.verify(signedAs(header, { ...JOSE_CLAIMS, aud: ['staff'] }))).toBeNull();
    expect(tokens.verify(signedAs(header, { ...JOSE_CLAIMS, aud: ['staff', 'student'] }))).toEqual(
      expect.objectContaining({ studentId: 42 }),
    );
    expect(tokens.verify(signedAs(header, { ...JOSE_CLAIMS, iss: 'someone-else' }))).toBeNull();
    const { aud: _aud, ...withoutAudience } = JOSE_CLAIMS;
    expect(tokens.verify(signedAs(header, withoutAudience))).toBeNull();
  });

  it.each([
    ['sub', { sub: 42 }],
    ['sub', { sub: 'forty-two' }],
    ['jti', { jti: undefined }],
    ['exp', { exp: String(JOSE_CLAIMS.exp) }],
    ['exp', { exp: undefined }],
    ['org', { org: '3' }],
    ['inst', { inst: undefined }],
    ['ver', { ver: null }],
    ['iat', { iat: 'yesterday' }],
  ])('refuses a missing or mistyped %s', (_claim, change) => {
    const token = signedAs({ alg: 'HS256', typ: 'JWT' }, { ...JOSE_CLAIMS, ...change });
    expect(tokens.verify(token)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['one segment', 'abc'],
    ['four segments', `${JOSE_STUDENT_TOKEN}.e30`],
    ['padding', JOSE_STUDENT_TOKEN.replace('.', '=.')],
    ['standard base64 characters', `${JOSE_STUDENT_TOKEN.split('.')[0]}+/.e30.${hmac('x')}`],
    ['spaces', JOSE_STUDENT_TOKEN.replace('.', ' .')],
    ['a NUL', JOSE_STUDENT_TOKEN.replace('.', '\u0000.')],
    ['non-ASCII', `ü.${JOSE_STUDENT_TOKEN}`],
    ['a long token', `${'a'.repeat(10_000)}.${'b'.repeat(10_000)}.${'c'.repeat(43)}`],
  ])('refuses a malformed token (%s) without throwing', (_name, token) => {
    expect(tokens.verify(token)).toBeNull();
  });

  it.each([
    ['header not JSON', b64('{alg:HS256'), b64(JOSE_CLAIMS)],
    ['payload not JSON', b64({ alg: 'HS256' }), b64('{"sub":')],
    ['payload an array', b64({ alg: 'HS256' }), b64([JOSE_CLAIMS])],
    ['payload null', b64({ alg: 'HS256' }), b64('null')],
    ['payload a number', b64({ alg: 'HS256' }), b64('42')],
    ['header an array', b64(['HS256']), b64(JOSE_CLAIMS)],
    [
      'payload not UTF-8',
      b64({ alg: 'HS256' }),
      Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url'),
    ],
  ])('refuses a correctly signed token whose %s', (_name, header, payload) => {
    const head = `${header}.${payload}`;
    expect(tokens.verify(`${head}.${hmac(head)}`)).toBeNull();
  });

  it('remembers a verified token only until it expires, and never a variant of it', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
      const jwt = createHs256(SECRET, STUDENT);
      const exp = now() + 60;
      const token = jwt.sign({ ...JOSE_CLAIMS, exp });
      expect(jwt.verify(token)?.sub).toBe('42');
      expect(jwt.verify(token)?.sub).toBe('42');
      const [header, , signature] = token.split('.');
      expect(
        jwt.verify(`${header}.${b64({ ...JOSE_CLAIMS, exp, sub: '43' })}.${signature}`),
      ).toBeNull();
      vi.setSystemTime(new Date((exp + 1) * 1000));
      expect(jwt.verify(token)).toBeNull();
      expect(jwt.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when full, keeps remembering the tokens in use and forgets the others (decision 034)', () => {
    const jwt = createHs256(SECRET, { ...STUDENT, maxRemembered: 10 });
    const hot = jwt.sign({ ...JOSE_CLAIMS, sub: 'hot' });
    const first = jwt.verify(hot);
    const cold = (n: number) => jwt.sign({ ...JOSE_CLAIMS, sub: `cold-${n}`, jti: `j${n}` });
    const firstCold = jwt.verify(cold(0));
    for (let n = 1; n < 100; n++) {
      expect(jwt.verify(hot)).toBe(first);
      jwt.verify(cold(n));
    }
    // A remembered token answers with the very payload verified before; a forgotten one anew.
    expect(jwt.verify(hot)).toBe(first);
    const again = jwt.verify(cold(0));
    expect(again).toEqual(firstCold);
    expect(again).not.toBe(firstCold);
  });

  it('keeps what it remembers bounded, and still verifies after forgetting', () => {
    const jwt = createHs256(SECRET, { ...STUDENT, maxRemembered: 2 });
    const tokens = [1, 2, 3, 4].map((n) => jwt.sign({ ...JOSE_CLAIMS, sub: String(n) }));
    for (const token of [...tokens, ...tokens]) expect(jwt.verify(token)).not.toBeNull();
  });
});
