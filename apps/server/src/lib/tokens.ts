import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { createHs256 } from './jwt.ts';

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
  issue(claims: StudentClaims): { token: string; jti: string; exp: number };
  /** The claims of a genuine, unexpired token of ours; null for anything else. */
  verify(token: string): VerifiedToken | null;
}

const ISSUER = 'exam-platform';
const AUDIENCE = 'student';
const SECRET_KEY = 'token_secret';

/** HS256 JWTs (lib/jwt.ts): sub = studentId, org, inst, ver, a random jti, exp. */
export function createTokenService(secret: string, ttlHours: number): TokenService {
  const jwt = createHs256(secret, { issuer: ISSUER, audience: AUDIENCE });
  const ttlSeconds = Math.round(ttlHours * 3600);
  return {
    issue(claims) {
      const { orgId: org, instituteId: inst, tokenVersion: ver } = claims;
      return jwt.issue(String(claims.studentId), { org, inst, ver }, ttlSeconds);
    },
    verify(token) {
      const payload = jwt.verify(token);
      if (!payload) return null;
      const studentId = Number(payload.sub);
      const { org, inst, ver } = payload;
      if (
        !Number.isSafeInteger(studentId) ||
        typeof org !== 'number' ||
        typeof inst !== 'number' ||
        typeof ver !== 'number'
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
