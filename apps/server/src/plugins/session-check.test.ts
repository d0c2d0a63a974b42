import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { revokedTokens, students } from '../db/schema.ts';
import { orgFixture } from '../../test/fixtures.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { registerAndLogin } from '../../test/students.ts';
import { checkSession, type SessionClaims } from './session-check.ts';

describeEachDatabase('session checks of one turn (decision 030)', (h) => {
  beforeAll(async () => {
    await h.importContent(orgFixture());
  });

  /** What the token claims, read from its payload (the signature is not the point here). */
  const claimsOf = (token: string): SessionClaims => {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
      org: number;
      jti: string;
      ver: number;
    };
    return {
      studentId: Number(payload.sub),
      orgId: payload.org,
      jti: payload.jti,
      tokenVersion: payload.ver,
    };
  };

  it('answers each token of a shared statement for itself', async () => {
    const [valid, loggedOut, passwordChanged, other] = await Promise.all(
      Array.from({ length: 4 }, () => registerAndLogin(h)),
    );
    if (!valid || !loggedOut || !passwordChanged || !other) throw new Error('no students');
    const db = h.database.db;
    const out = claimsOf(loggedOut.token);
    await db
      .insert(revokedTokens)
      .values({ jti: out.jti, expiresAt: new Date(Date.now() + 60_000) });
    await db
      .update(students)
      .set({ tokenVersion: sql`${students.tokenVersion} + 1` })
      .where(eq(students.id, passwordChanged.student.studentId));
    const elsewhere = { ...claimsOf(other.token), orgId: claimsOf(other.token).orgId + 1000 };

    const statements = vi.spyOn(db._.session, 'prepareQuery');
    try {
      const answers = await Promise.all([
        checkSession(db, claimsOf(valid.token)),
        checkSession(db, out),
        checkSession(db, claimsOf(passwordChanged.token)),
        checkSession(db, elsewhere),
        checkSession(db, claimsOf(other.token)),
      ]);
      expect(answers).toEqual(['valid', 'ended', 'ended', 'ended', 'valid']);
      // Five requests' checks, one round trip.
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
  });
});
