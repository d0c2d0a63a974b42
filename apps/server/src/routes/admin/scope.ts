import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from '../../bank/store.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthenticatedStaff } from '../../plugins/staff-auth.ts';

/**
 * Tenancy of staff content (DESIGN.md §9a). An org-admin reads and changes everything of the
 * organisation. Teachers and institute-admins read their institute's content and the
 * organisation's shared content (institute null), and change only their institute's.
 */
export function readable(
  staff: AuthenticatedStaff,
  orgColumn: AnyColumn,
  instituteColumn: AnyColumn,
): SQL {
  const sameOrg = eq(orgColumn, staff.orgId);
  if (staff.instituteId === null) return sameOrg;
  return and(sameOrg, or(isNull(instituteColumn), eq(instituteColumn, staff.instituteId))) as SQL;
}

export const canEdit = (staff: AuthenticatedStaff, instituteId: number | null) =>
  staff.role === 'org-admin' || (instituteId !== null && instituteId === staff.instituteId);

/** Refuses a change of shared content by a caller below org-admin (it can read it, so 403). */
export function assertEditable(
  staff: AuthenticatedStaff,
  instituteId: number | null,
  what: string,
) {
  if (!canEdit(staff, instituteId)) {
    throw new AppError(
      'FORBIDDEN',
      `${what} is shared by the organisation: only an org-admin can change it. Duplicate it to adapt it.`,
    );
  }
}

/** Rows not readable by the caller answer 404 like unknown ones: their existence is not revealed. */
export const orNotFound = <T>(row: T | undefined | null, what: string): T => {
  if (row === undefined || row === null) throw notFound(what);
  return row;
};

export const actorOf = (request: FastifyRequest): Actor => ({
  orgId: request.staff.orgId,
  instituteId: request.staff.instituteId,
  staffId: request.staff.id,
});

/** Sets a larger body limit on the routes registered after it in this plugin (uploads). */
export function bodyLimitForRoutes(app: FastifyInstance, bytes: number) {
  app.addHook('onRoute', (options) => {
    options.bodyLimit = bytes;
  });
}

export const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();
