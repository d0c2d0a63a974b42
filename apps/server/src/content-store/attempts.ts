import { and, eq, type Column, type Placeholder } from 'drizzle-orm';

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
