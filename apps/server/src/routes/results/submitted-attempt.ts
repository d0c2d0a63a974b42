import { AppError } from '../../lib/app-error.ts';
import { assertResultReleased } from '../../schedules/release.ts';
import {
  attemptNotFound,
  closeIfTimeOver,
  type AttemptKey,
  type Student,
} from '../attempts/service.ts';
import type { ResultDeps } from './cache.ts';

export const notSubmitted = ({ attemptNo }: AttemptKey) =>
  new AppError(
    'ATTEMPT_NOT_SUBMITTED',
    `Attempt ${attemptNo} of this set is not submitted yet: its result, answer key and ` +
      'solutions are released once it is submitted.',
  );

/**
 * The caller's submitted attempt, without its stored report. An open attempt whose time is over
 * is submitted first (as every other call does); one still running answers 409.
 */
export async function submittedAttempt(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
  { staffView = false } = {},
) {
  const find = () =>
    deps.queries.attempt.execute({
      studentId: student.studentId,
      orgId: student.orgId,
      setId: key.setId,
      attemptNo: key.attemptNo,
    });
  let [row] = await find();
  if (!row) throw attemptNotFound(key);
  if (row.status === 'open') {
    const closed = await closeIfTimeOver(deps, student, key);
    if (!closed) throw notSubmitted(key);
    [row] = await find();
  }
  if (!row?.hasResult || row.score === null || !row.submittedAt) throw notSubmitted(key);
  // Staff read results before they are released to the student (that is what the wait is for).
  if (!staffView) await assertResultReleased(deps.db, row.scheduleId);
  return { ...row, score: row.score, submittedAt: row.submittedAt };
}
export type SubmittedAttempt = Awaited<ReturnType<typeof submittedAttempt>>;
