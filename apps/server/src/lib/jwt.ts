import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { LruMap } from './lru-map.ts';

/** Claims every token of ours carries besides its own (RFC 7519 §4.1). */
export interface RegisteredClaims {
  iss: string;
  aud: string;
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

export type JwtPayload = Record<string, unknown> & RegisteredClaims;

/**
 * HS256 JSON Web Tokens (RFC 7515/7519) with node:crypto, in the compact form jose wrote, so tokens
 * issued by either verify alike. Decision 023: jose spent ~80 µs verifying one on every request;
 * one HMAC costs a few, and a token verified before costs a map lookup. The verifier accepts only
 * what we issue: header alg HS256 (never "none" nor another algorithm, whatever the token asks),
 * canonical base64url, JSON objects, our issuer and audience, an unexpired exp; anything else is
 * null, never an exception.
 */
export interface Hs256 {
  sign(claims: Record<string, unknown> & RegisteredClaims): string;
  /**
   * A new session token of `sub` with its own `claims`: this issuer and audience, a random jti,
   * issued now and expiring `ttlSeconds` later.
   */
  issue(
    sub: string,
    claims: Record<string, unknown>,
    ttlSeconds: number,
  ): { token: string; jti: string; exp: number };
  /** The payload of a genuine, unexpired token for this issuer and audience; null otherwise. */
  verify(token: string): Readonly<JwtPayload> | null;
}

export interface Hs256Options {
  issuer: string;
  audience: string;
  /**
   * Tokens already verified, kept until they expire (a browser sends the same one all day); when
   * full, the one used longest ago is forgotten.
   */
  maxRemembered?: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** 32 bytes of HMAC-SHA256 in base64url without padding. */
const SIGNATURE_LENGTH = 43;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A base64url segment as a JSON object; null for anything else (bad characters, bad JSON, arrays). */
function jsonObject(segment: string): Record<string, unknown> | null {
  if (!BASE64URL.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Only the header we write: HS256, typ JWT or none, no critical extensions (RFC 7515 §4.1.11). */
function acceptableHeader(segment: string): boolean {
  if (segment === HEADER) return true;
  const header = jsonObject(segment);
  if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) return false;
  return header.typ === undefined || header.typ === 'JWT';
}

const audienceHolds = (aud: unknown, audience: string) =>
  aud === audience || (Array.isArray(aud) && aud.includes(audience));

export function createHs256(
  secret: string,
  { issuer, audience, maxRemembered = 10_000 }: Hs256Options,
): Hs256 {
  const key = Buffer.from(secret, 'utf8');
  const mac = (input: string) => createHmac('sha256', key).update(input).digest('base64url');
  // Only tokens that passed every check below get in, keyed by their whole text (signature
  // included), so a hit is the same token verified before: only its expiry is looked at again.
  const remembered = new LruMap<string, Readonly<JwtPayload>>(maxRemembered);
  let sweptAt = nowSeconds();
  /** Once a minute, the expired tokens nobody sent again are forgotten. */
  function sweep(now: number) {
    if (now - sweptAt < 60) return;
    sweptAt = now;
    remembered.deleteWhere((payload) => payload.exp <= now);
  }

  function check(token: string): Readonly<JwtPayload> | null {
    const firstDot = token.indexOf('.');
    const lastDot = token.lastIndexOf('.');
    if (firstDot <= 0 || lastDot === firstDot || token.indexOf('.', firstDot + 1) !== lastDot) {
      return null;
    }
    const signature = token.slice(lastDot + 1);
    if (signature.length !== SIGNATURE_LENGTH || !BASE64URL.test(signature)) return null;
    const signed = token.slice(0, lastDot);
    // Compared as text: a non-canonical encoding of the same bytes is refused too.
    if (!timingSafeEqual(Buffer.from(mac(signed)), Buffer.from(signature))) return null;
    if (!acceptableHeader(token.slice(0, firstDot))) return null;
    const payload = jsonObject(token.slice(firstDot + 1, lastDot));
    if (!payload) return null;
    const { iss, aud, sub, jti, exp, nbf, iat } = payload;
    const now = nowSeconds();
    if (
      iss !== issuer ||
      !audienceHolds(aud, audience) ||
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      typeof exp !== 'number' ||
      exp <= now ||
      (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) ||
      (iat !== undefined && typeof iat !== 'number')
    ) {
      return null;
    }
    return Object.freeze(payload as JwtPayload);
  }

  function sign(claims: Record<string, unknown> & RegisteredClaims) {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${HEADER}.${payload}.${mac(`${HEADER}.${payload}`)}`;
  }

  return {
    sign,
    issue(sub, claims, ttlSeconds) {
      const jti = randomUUID();
      const iat = nowSeconds();
      const exp = iat + ttlSeconds;
      const token = sign({ ...claims, sub, jti, iss: issuer, aud: audience, iat, exp });
      return { token, jti, exp };
    },
    verify(token) {
      const known = remembered.get(token);
      if (known) {
        if (known.exp > nowSeconds()) return known;
        remembered.delete(token);
        return null;
      }
      const payload = check(token);
      if (payload) {
        sweep(nowSeconds());
        remembered.set(token, payload);
      }
      return payload;
    },
  };
}
