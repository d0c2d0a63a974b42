import type { Db } from '../db/client.ts';
import { rowsByIndex, turnBatches } from '../db/turn-batches.ts';

/** What a student token claims, as far as its session check reads it. */
export interface SessionClaims {
  studentId: number;
  orgId: number;
  jti: string;
  tokenVersion: number;
}

/**
 * A session is valid, ended, or valid but held until the student replaces a one-time password
 * (enrolment or a staff reset): only the password change, logout and "me" pass then.
 */
export type SessionState = 'valid' | 'ended' | 'must-change-password' | 'institute-closed';

/**
 * Per token: the student still exists in the organisation, the token is not revoked (logout) and
 * was issued under the current password (token version); whether that password is one-time; and
 * whether the student's institute is still active (a deactivated one's sessions are refused on
 * any institute's site).
 * $1: the tokens, a JSON array.
 */
const SESSION_CHECK_SQL = `
select k.n,
       s.token_version = k.token_version
         and not exists (select 1 from revoked_tokens r where r.jti = k.jti) as valid,
       s.must_change_password as "mustChange",
       coalesce(i.active, true) as "instituteActive"
from jsonb_to_recordset($1::jsonb) as k(n int, student_id int, org_id int, jti text, token_version int)
join students s on s.id = k.student_id and s.org_id = k.org_id
left join institutes i on i.id = s.institute_id`;

function checksOf(db: Db) {
  return turnBatches<SessionClaims, SessionState>(async (claims) => {
    const keys = claims.map((c) => ({
      student_id: c.studentId,
      org_id: c.orgId,
      jti: c.jti,
      token_version: c.tokenVersion,
    }));
    const rows = await rowsByIndex<
      (typeof keys)[number],
      { n: number; valid: boolean; mustChange: boolean; instituteActive: boolean }
    >(db, 'session_checks', SESSION_CHECK_SQL, keys);
    return rows.map((row): SessionState => {
      if (row?.valid !== true) return 'ended';
      if (!row.instituteActive) return 'institute-closed';
      return row.mustChange ? 'must-change-password' : 'valid';
    });
  });
}

const loaders = new WeakMap<Db, ReturnType<typeof checksOf>>();

/**
 * The state of a student token's session. The checks of one turn of the event loop share
 * one statement (decision 030): in a burst of Starts every request needs one.
 */
export function checkSession(db: Db, claims: SessionClaims): Promise<SessionState> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = checksOf(db);
    loaders.set(db, loader);
  }
  return loader.load(claims);
}
