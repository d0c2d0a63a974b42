import { and, eq } from 'drizzle-orm';
import type { TExamResult, TResultReview } from '@exam/contracts/results/entities';
import { writeAudit } from '../../../bank/store.ts';
import { attempts, questionSets, students } from '../../../db/schema.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { scorecardPdf } from '../../results/pdf.ts';
import { instituteLetterheadOf } from '../../../sites/institute-name.ts';
import { mediaOfReview } from '../../results/scorecard/media.ts';
import type { ResultDeps } from '../../results/cache.ts';
import { getResult } from '../../results/report.ts';
import { getReview } from '../../results/review.ts';
import { orNotFound } from '../scope.ts';
import { attemptInStaffScope } from '../../../content-store/attempts.ts';

/**
 * A submitted attempt in the caller's scope, as the student it belongs to and its key: the
 * student's own result services are then asked on the student's behalf. Another organisation,
 * another institute below org-admin, or not submitted: 404, nothing revealed.
 */
async function attemptInScope(
  deps: ResultDeps,
  staff: AuthenticatedStaff,
  attemptId: number,
  seen: StaffSight,
) {
  const [row] = await deps.db
    .select({
      studentId: attempts.studentId,
      setId: attempts.setId,
      attemptNo: attempts.attemptNo,
      orgId: students.orgId,
      instituteId: students.instituteId,
      studentName: students.name,
      setName: questionSets.name,
    })
    .from(attempts)
    .innerJoin(students, eq(students.id, attempts.studentId))
    .innerJoin(questionSets, eq(questionSets.id, attempts.setId))
    .where(and(attemptInStaffScope(staff, attemptId), eq(attempts.status, 'submitted')));
  const { studentName, setName, ...found } = orNotFound(row, 'The submitted attempt');
  // Who read a student's report is the student's business: every view and download is audited.
  await writeAudit(
    deps.db,
    { orgId: staff.orgId, instituteId: staff.instituteId, staffId: staff.id },
    {
      action: seen,
      entity: 'attempt',
      entityId: attemptId,
      after: { student: studentName, set: setName, attemptNo: found.attemptNo },
    },
  );
  return { student: found, key: { setId: found.setId, attemptNo: found.attemptNo } };
}

type StaffSight = 'view-report' | 'view-review' | 'download-pdf';

// Staff read a result before it is released to the student (that is what the wait is for).
const STAFF_VIEW = { staffView: true };

/** The attempt's report as its student reads it. */
export async function attemptReport(
  deps: ResultDeps,
  staff: AuthenticatedStaff,
  attemptId: number,
): Promise<TExamResult> {
  const { student, key } = await attemptInScope(deps, staff, attemptId, 'view-report');
  return getResult(deps, student, key, STAFF_VIEW);
}

/** The attempt's review (answers, key, solutions) as its student reads it. */
export async function attemptReview(
  deps: ResultDeps,
  staff: AuthenticatedStaff,
  attemptId: number,
): Promise<TResultReview> {
  const { student, key } = await attemptInScope(deps, staff, attemptId, 'view-review');
  return getReview(deps, student, key, STAFF_VIEW);
}

/** The attempt's PDF scorecard as its student downloads it. */
export async function attemptPdf(
  deps: ResultDeps,
  staff: AuthenticatedStaff,
  attemptId: number,
  lang: 'en' | 'hi',
) {
  const { student, key } = await attemptInScope(deps, staff, attemptId, 'download-pdf');
  const [result, review] = await Promise.all([
    getResult(deps, student, key, STAFF_VIEW),
    getReview(deps, student, key, STAFF_VIEW),
  ]);
  const [images, institute] = await Promise.all([
    mediaOfReview(deps.db, student.orgId, review),
    instituteLetterheadOf(deps.db, student.instituteId),
  ]);
  return { result, pdf: await scorecardPdf(result, lang, { review, images }, institute) };
}
