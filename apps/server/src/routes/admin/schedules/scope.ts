import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { examSchedules, students } from '../../../db/schema.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';

/**
 * Exam windows a staff member reads and changes (issue 12): an org-admin every window of the
 * organisation; below it, only their own institute's. Others answer 404.
 */
export function schedulesInScope(staff: AuthenticatedStaff): SQL {
  const sameOrg = eq(examSchedules.orgId, staff.orgId);
  if (staff.instituteId === null) return sameOrg;
  return and(sameOrg, eq(examSchedules.instituteId, staff.instituteId)) as SQL;
}

/**
 * Exam windows a staff member may watch live: below org-admin, the institute's own windows and the
 * organisation's (whose students it sees only its own of).
 */
export function watchableSchedules(staff: AuthenticatedStaff): SQL {
  const sameOrg = eq(examSchedules.orgId, staff.orgId);
  if (staff.instituteId === null) return sameOrg;
  const ownOrOrganisations = or(
    isNull(examSchedules.instituteId),
    eq(examSchedules.instituteId, staff.instituteId),
  );
  return and(sameOrg, ownOrOrganisations) as SQL;
}

/**
 * Students (and so their attempts) a staff member may act on: the same rule; an invigilator only
 * the candidates of its centres.
 */
export function studentsInScope(staff: AuthenticatedStaff): SQL {
  const sameOrg = eq(students.orgId, staff.orgId);
  if (staff.instituteId === null) return sameOrg;
  const sameInstitute = and(sameOrg, eq(students.instituteId, staff.instituteId)) as SQL;
  if (staff.role !== 'invigilator') return sameInstitute;
  return and(sameInstitute, ofCentres(staff.centreIds)) as SQL;
}

/** Students of these centres (none when the list is empty). */
const ofCentres = (centreIds: number[]): SQL =>
  centreIds.length === 0 ? sql`false` : inArray(students.centreId, centreIds);
