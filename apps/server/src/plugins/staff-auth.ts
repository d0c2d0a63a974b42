import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import { STAFF_ROLES, type TStaffRole } from '@exam/contracts/questions/entities';
import { institutes, revokedTokens, staff } from '../db/schema.ts';
import { SITE_CLOSED } from '../sites/closed-site.ts';
import { readEnv } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import { createHs256 } from '../lib/jwt.ts';
import { loadTokenSecret } from '../lib/tokens.ts';
import { ttlCache } from '../lib/ttl-cache.ts';
import { assertPasswordChosen } from '../lib/password-change.ts';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { credential, type AuthOptions } from './auth.ts';

/** The caller of a route behind requireStaff, as the database says now (role changes apply at once). */
export interface AuthenticatedStaff {
  id: number;
  orgId: number;
  /** null for an org-admin: the whole organisation. */
  instituteId: number | null;
  role: TStaffRole;
  /** An invigilator's centres (empty for the other roles). */
  centreIds: number[];
  name: string;
  email: string;
  jti: string;
  exp: number;
}

interface StaffClaims {
  staffId: number;
  orgId: number;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAuth: {
      issue(claims: StaffClaims): { token: string; jti: string; exp: number };
      verify(token: string): (StaffClaims & { jti: string; exp: number }) | null;
      /** Recent staff session checks; cleared by logout in this process. */
      sessionChecks: ReturnType<typeof ttlCache>;
    };
  }
  interface FastifyRequest {
    /** Set by requireStaff; only routes behind it may read it. */
    staff: AuthenticatedStaff;
  }
}

const ISSUER = 'exam-platform';
/**
 * Student tokens carry the audience 'student' (lib/tokens.ts), staff tokens 'staff': each verifier
 * demands its own, so neither kind of token ever passes as the other.
 */
const AUDIENCE = 'staff';
const SESSION_CHECK_CACHE_MS = 1_000;

/** Staff tokens (signed with the deployment's token secret) and the session check cache. */
export const staffAuthPlugin = fp<AuthOptions>(async (app: FastifyInstance, options) => {
  const env = readEnv();
  const secret = await loadTokenSecret(app.db, options.tokenSecret ?? env.TOKEN_SECRET);
  const jwt = createHs256(secret, { issuer: ISSUER, audience: AUDIENCE });
  const ttlSeconds = Math.round((options.tokenTtlHours ?? env.TOKEN_TTL_HOURS) * 3600);
  app.decorate('staffAuth', {
    sessionChecks: ttlCache(options.sessionCheckCacheMs ?? SESSION_CHECK_CACHE_MS),
    issue: (claims: StaffClaims) =>
      jwt.issue(
        String(claims.staffId),
        { org: claims.orgId, ver: claims.tokenVersion },
        ttlSeconds,
      ),
    verify(token: string) {
      const payload = jwt.verify(token);
      if (!payload) return null;
      const staffId = Number(payload.sub);
      const { org, ver, jti, exp } = payload;
      if (!Number.isSafeInteger(staffId) || typeof org !== 'number' || typeof ver !== 'number') {
        return null;
      }
      return { staffId, orgId: org, tokenVersion: ver, jti, exp };
    },
  });
  app.decorateRequest('staff', null as unknown as AuthenticatedStaff);
});

const PLEASE_LOG_IN = 'Please log in as staff.';
/** What a member holding a one-time password may still call. */
const PASS_BEFORE_CHANGE = new Set<string>([
  ADMIN_API.changeStaffPassword.path,
  ADMIN_API.logout.path,
  ADMIN_API.me.path,
]);
const SESSION_ENDED = 'Your session has ended. Please log in again.';

/** Every role: the session's own calls (me, logout) and the invigilator's live monitoring. */
export const ALL_STAFF_ROLES: readonly TStaffRole[] = STAFF_ROLES;
/**
 * The roles of the console proper. An invigilator is refused everywhere by default: only route
 * groups that name it (live monitoring, its actions) let it in (decision 041).
 */
export const CONSOLE_ROLES: readonly TStaffRole[] = ['org-admin', 'institute-admin', 'teacher'];

/**
 * onRequest hook of a staff route group: no token 401; a student's token 403 (it is genuine, but
 * not a staff member's); a forged, expired or revoked token, or one of a deactivated account,
 * 401 SESSION_EXPIRED; a one-time password held, 403 PASSWORD_CHANGE_REQUIRED but for the change
 * itself, logout and "me"; a member of a deactivated institute 403 INSTITUTE_CLOSED; a role not among `roles` 403. Runs after tenancy: the token's organisation
 * must be the tenant's.
 */
export function requireStaff(roles: readonly TStaffRole[] = CONSOLE_ROLES) {
  return async function staffGuard(request: FastifyRequest) {
    const token = credential(request.headers.authorization);
    if (!token) throw new AppError('UNAUTHENTICATED', PLEASE_LOG_IN);
    const { staffAuth, auth, db } = request.server;
    const claims = staffAuth.verify(token);
    if (!claims) {
      if (auth.tokens.verify(token)) {
        throw new AppError('FORBIDDEN', 'This is a student login: staff pages need a staff login.');
      }
      throw new AppError('SESSION_EXPIRED', SESSION_ENDED);
    }
    if (claims.orgId !== request.tenant.orgId) {
      throw new AppError(
        'SESSION_EXPIRED',
        'This login belongs to another organisation. Please log in again.',
      );
    }
    const row = await staffAuth.sessionChecks(`${claims.jti}:${claims.tokenVersion}`, async () => {
      const [found] = await db
        .select({
          id: staff.id,
          orgId: staff.orgId,
          instituteId: staff.instituteId,
          role: staff.role,
          centreIds: staff.centreIds,
          name: staff.name,
          email: staff.email,
          active: staff.active,
          mustChangePassword: staff.mustChangePassword,
          tokenVersion: staff.tokenVersion,
          instituteActive: sql<boolean>`coalesce((select ${institutes.active} from ${institutes} where ${institutes.id} = ${staff.instituteId}), true)`,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
        })
        .from(staff)
        .where(and(eq(staff.id, claims.staffId), eq(staff.orgId, claims.orgId)));
      return found ?? null;
    });
    if (!row || row.revoked || !row.active || row.tokenVersion !== claims.tokenVersion) {
      throw new AppError('SESSION_EXPIRED', SESSION_ENDED);
    }
    // Below org-admin, an account without an institute would read as the whole organisation.
    if (row.role !== 'org-admin' && row.instituteId === null) {
      throw new AppError('FORBIDDEN', 'This staff account belongs to no institute.');
    }
    if (row.role !== 'org-admin' && !row.instituteActive) {
      throw new AppError('INSTITUTE_CLOSED', SITE_CLOSED);
    }
    assertPasswordChosen(row.mustChangePassword, request.routeOptions.url, PASS_BEFORE_CHANGE);
    if (!roles.includes(row.role)) {
      throw new AppError('FORBIDDEN', `This needs the role ${roles.join(' or ')}.`);
    }
    request.staff = {
      id: row.id,
      orgId: row.orgId,
      instituteId: row.role === 'org-admin' ? null : row.instituteId,
      role: row.role,
      centreIds: row.role === 'invigilator' ? row.centreIds : [],
      name: row.name,
      email: row.email,
      jti: claims.jti,
      exp: claims.exp,
    };
  };
}

/** For one route of a group already behind requireStaff(): refuses other roles with 403. */
export function requireRole(roles: readonly TStaffRole[]) {
  return async function roleGuard(request: FastifyRequest) {
    if (!roles.includes(request.staff.role)) {
      throw new AppError('FORBIDDEN', `This needs the role ${roles.join(' or ')}.`);
    }
  };
}
