import { and, eq } from 'drizzle-orm';
import type { TExamResult } from '@exam/contracts/results/entities';
import { attempts, students } from '../../../db/schema.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { getResult, type ResultDeps } from '../../results/service.ts';
import { orNotFound } from '../scope.ts';

/**
 * A submitted attempt's report as its student reads it: the student's own result service, asked
 * on the student's behalf once the attempt is found in the caller's scope (another organisation,
 * another institute below org-admin, or not submitted: 404, nothing revealed).
 */
export async function attemptReport(
  deps: ResultDeps,
  staff: AuthenticatedStaff,
  attemptId: number,
): Promise<TExamResult> {
  const [row] = await deps.db
    .select({
      studentId: attempts.studentId,
      setId: attempts.setId,
      attemptNo: attempts.attemptNo,
      orgId: students.orgId,
      instituteId: students.instituteId,
    })
    .from(attempts)
    .innerJoin(students, eq(students.id, attempts.studentId))
    .where(
      and(
        eq(attempts.id, attemptId),
        eq(attempts.orgId, staff.orgId),
        eq(attempts.status, 'submitted'),
        staff.instituteId === null ? undefined : eq(students.instituteId, staff.instituteId),
      ),
    );
  const found = orNotFound(row, 'The submitted attempt');
  return getResult(
    deps,
    found,
    { setId: found.setId, attemptNo: found.attemptNo },
    { staffView: true },
  );
}
