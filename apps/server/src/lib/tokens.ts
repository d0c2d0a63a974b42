import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/** Who a token speaks for. */
export interface StudentClaims {
  studentId: number;
  orgId: number;
  instituteId: number;
  /** The student's token version when it was issued: a password change makes older ones invalid. */
  tokenVersion: number;
}

export interface VerifiedToken extends StudentClaims {
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenService {
  issue(claims: StudentClaims): Promise<{ token: string; jti: string; exp: number }>;
  /** The claims of a genuine, unexpired token of ours; null for anything else. */
  verify(token: string): Promise<VerifiedToken | null>;
}

const ALGORITHM = 'HS256';
const ISSUER = 'exam-platform';
const AUDIENCE = 'student';
const SECRET_KEY = 'token_secret';

/** HS256 JWTs (jose): sub = studentId, org, inst, ver, a random jti, exp. */
export function createTokenService(secret: string, ttlHours: number): TokenService {
  const raw = new TextEncoder().encode(secret);
  // Imported once: jose would import raw bytes again on every verify.
  const keyPromise = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const ttlSeconds = Math.round(ttlHours * 3600);
  return {
    async issue(claims) {
      const jti = randomUUID();
      const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
      const token = await new SignJWT({
        org: claims.orgId,
        inst: claims.instituteId,
        ver: claims.tokenVersion,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(claims.studentId))
        .setJti(jti)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(await keyPromise);
      return { token, jti, exp };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await keyPromise, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        const studentId = Number(payload.sub);
        const { org, inst, ver } = payload;
        if (
          !Number.isSafeInteger(studentId) ||
          typeof org !== 'number' ||
          typeof inst !== 'number' ||
          typeof ver !== 'number' ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          return null;
        }
        return {
          studentId,
          orgId: org,
          instituteId: inst,
          tokenVersion: ver,
          jti: payload.jti,
          exp: payload.exp,
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/**
 * The signing secret: TOKEN_SECRET when configured; otherwise one generated at random the first
 * time and kept in the settings table, so every process on the same database shares it.
 */
export async function loadTokenSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SECRET_KEY));
  if (!row) throw new Error('The token secret could not be stored in the settings table.');
  return row.value;
}
