import { and, eq, type Column, type Placeholder } from 'drizzle-orm';
import { attempts, students } from '../db/schema.ts';

/** A value of a lookup: a number, or a prepared statement's placeholder. */
type Param = number | Placeholder;

/** The columns every attempt table has (exam attempts and quiz attempts). */
interface AttemptTable {
  studentId: Column;
  orgId: Column;
  setId: Column;
  attemptNo: Column;
}

/**
 * The caller's own attempt number `attemptNo` of a set: every lookup of a student's attempt, in the
 * exam panel, the quiz player and the results, goes by this condition.
 */
export const ownAttempt = (
  table: AttemptTable,
  student: { studentId: Param; orgId: Param },
  key: { setId: Param; attemptNo: Param },
) =>
  and(
    eq(table.studentId, student.studentId),
    eq(table.orgId, student.orgId),
    eq(table.setId, key.setId),
    eq(table.attemptNo, key.attemptNo),
  );

/**
 * Attempt `attemptId` if its student is in the staff member's scope (below org-admin: their
 * institute's students); the query joins the attempt's student.
 */
export const attemptInStaffScope = (
  staff: { orgId: number; instituteId: number | null },
  attemptId: number,
) =>
  and(
    eq(attempts.id, attemptId),
    eq(attempts.orgId, staff.orgId),
    staff.instituteId === null ? undefined : eq(students.instituteId, staff.instituteId),
  );
