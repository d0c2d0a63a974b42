import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readEnv } from '../env.ts';
import { AppError } from '../lib/app-error.ts';
import { ttlCache } from '../lib/ttl-cache.ts';
import { createTokenService, loadTokenSecret, type TokenService } from '../lib/tokens.ts';
import { changePassword } from '@exam/contracts/students/change-password';
import { getStudentByToken } from '@exam/contracts/students/get-student-by-token';
import { logoutStudent } from '@exam/contracts/students/logout-student';
import { assertPasswordChosen } from '../lib/password-change.ts';
import { checkSession } from './session-check.ts';
import { SITE_CLOSED } from '../sites/closed-site.ts';

/** The caller of a route behind requireStudent, as its token says. */
export interface AuthenticatedStudent {
  studentId: number;
  orgId: number;
  instituteId: number;
  jti: string;
  /** When the token expires, seconds since the epoch. */
  exp: number;
}

export interface AuthOptions {
  /** Defaults to TOKEN_SECRET, else a secret generated once and kept in the database. */
  tokenSecret?: string;
  /** Defaults to TOKEN_TTL_HOURS (12). */
  tokenTtlHours?: number;
  /** Login attempts per minute per username and address; defaults to LOGIN_MAX_PER_USERNAME (10). */
  loginMaxPerUsername?: number;
  /** Login or registration attempts per minute per address; defaults to LOGIN_MAX_PER_IP (50). */
  loginMaxPerIp?: number;
  /** How long a session check is reused in this process (default 1 s; 0 checks every request). */
  sessionCheckCacheMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: {
      tokens: TokenService;
      limits: { loginMaxPerUsername: number; loginMaxPerIp: number };
      /** Recent session checks; cleared by logout and password changes in this process. */
      sessionChecks: ReturnType<typeof ttlCache>;
    };
  }
  interface FastifyRequest {
    /** Set by requireStudent; only routes behind it may read it. */
    student: AuthenticatedStudent;
  }
}

/** Tokens and their settings for the routes; requireStudent guards a route group with them. */
export const authPlugin = fp<AuthOptions>(async (app: FastifyInstance, options) => {
  const env = readEnv();
  const secret = await loadTokenSecret(app.db, options.tokenSecret ?? env.TOKEN_SECRET);
  app.decorate('auth', {
    sessionChecks: ttlCache(options.sessionCheckCacheMs ?? SESSION_CHECK_CACHE_MS),
    tokens: createTokenService(secret, options.tokenTtlHours ?? env.TOKEN_TTL_HOURS),
    limits: {
      loginMaxPerUsername: options.loginMaxPerUsername ?? env.LOGIN_MAX_PER_USERNAME,
      loginMaxPerIp: options.loginMaxPerIp ?? env.LOGIN_MAX_PER_IP,
    },
  });
  app.decorateRequest('student', null as unknown as AuthenticatedStudent);
});

/** How long a session check is reused in a process; another process sees a logout within it. */
const SESSION_CHECK_CACHE_MS = 1_000;
const PLEASE_LOG_IN = 'Please log in.';
const SESSION_ENDED = 'Your session has ended. Please log in again.';
const sessionExpired = (message = SESSION_ENDED) => new AppError('SESSION_EXPIRED', message);
/** What a student holding a one-time password may still call. */
const PASS_BEFORE_CHANGE = new Set<string>([
  changePassword.path,
  logoutStudent.path,
  getStudentByToken.path,
]);

/**
 * SPEC §7: the client sends "the stored Authorization value", with or without 'Bearer '. A value
 * of a logged-out client ('', 'null', 'undefined') counts as none.
 */
export function credential(value: string | string[] | undefined): string | undefined {
  const text = (Array.isArray(value) ? value[0] : value)
    ?.trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  if (!text || text === 'null' || text === 'undefined' || text.length > 4096) return undefined;
  return text;
}

/**
 * onRequest hook of every route group that needs a logged-in student (apply it to the group's
 * plugin, not per route). It refuses a missing token (401 UNAUTHENTICATED), and a forged, expired
 * or revoked one, one of another organisation than the tenant headers, or an X-Student-Token of
 * another student (401 SESSION_EXPIRED: the web app logs out on it). While the student holds a
 * one-time password, every call but the password change, logout and "me" is refused (403
 * PASSWORD_CHANGE_REQUIRED: the web app opens the change screen). A student of a deactivated
 * institute is refused on any site (403 INSTITUTE_CLOSED). Runs after tenancy.
 */
export async function requireStudent(request: FastifyRequest) {
  const token = credential(request.headers.authorization);
  if (!token) throw new AppError('UNAUTHENTICATED', PLEASE_LOG_IN);
  const { tokens } = request.server.auth;
  const claims = tokens.verify(token);
  if (!claims) throw sessionExpired();
  if (claims.orgId !== request.tenant.orgId) {
    throw sessionExpired('This login belongs to another organisation. Please log in again.');
  }
  const studentToken = credential(request.headers['x-student-token']);
  if (studentToken && studentToken !== token) {
    const other = tokens.verify(studentToken);
    if (!other || other.studentId !== claims.studentId) {
      throw sessionExpired('Your stored login details do not match. Please log in again.');
    }
  }
  // The student still exists, the token is not revoked (logout) and was issued under the current
  // password (token version). Its answer is reused for a second at most (decision 007): an exam
  // panel saves often, and this lookup was the cost of every save.
  const { db, auth } = request.server;
  const state = await auth.sessionChecks(`${claims.jti}:${claims.tokenVersion}`, () =>
    checkSession(db, claims),
  );
  if (state === 'ended') throw sessionExpired();
  if (state === 'institute-closed') throw new AppError('INSTITUTE_CLOSED', SITE_CLOSED);
  assertPasswordChosen(
    state === 'must-change-password',
    request.routeOptions.url,
    PASS_BEFORE_CHANGE,
  );
  request.student = {
    studentId: claims.studentId,
    orgId: claims.orgId,
    instituteId: claims.instituteId,
    jti: claims.jti,
    exp: claims.exp,
  };
}

interface OwnIds {
  studentId?: number | null;
  orgId?: number | null;
  instituteId?: number | null;
}

const OWN = {
  studentId: 'student account',
  orgId: 'organisation',
  instituteId: 'institute',
} as const;

/**
 * DESIGN.md §5: an id in a body or path that is not the caller's own is refused, never trusted.
 * Each given non-zero id must be the logged-in student's (or, before login, the tenant's);
 * 0, null and undefined mean "not given". Throws 403 otherwise.
 */
export function assertOwn(request: FastifyRequest, ids: OwnIds) {
  const student = request.student as AuthenticatedStudent | null;
  const own: OwnIds = student ?? {
    studentId: null,
    orgId: request.tenant.orgId,
    instituteId: request.tenant.instituteId,
  };
  for (const name of ['studentId', 'orgId', 'instituteId'] as const) {
    const given = ids[name];
    if (given && given !== own[name]) {
      throw new AppError(
        'FORBIDDEN',
        `You can only use your own ${OWN[name]}: ${name} ${given} is not yours.`,
      );
    }
  }
}
