import { and, eq } from 'drizzle-orm';
import type { TForceSubmitResult } from '@exam/contracts/admin/live-force-submit';
import type { Actor } from '../../../bank/store.ts';
import { attempts, students } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { dbNowMs, measure } from '../../attempts/clock.ts';
import { notifyAttempt } from '../../attempts/events.ts';
import { attemptColumns, closeAttempt } from '../../attempts/close.ts';
import { paperOfSet, type AttemptDeps } from '../../attempts/service.ts';
import { iso, orNotFound } from '../scope.ts';
import { auditedWrite, auditOf } from '../staff-call.ts';
import { attemptInStaffScope } from '../../../content-store/attempts.ts';
import { studentsInScope } from '../schedules/scope.ts';

const ATTEMPT = 'The attempt';

/** The attempt if the caller's scope holds its student (below org-admin: their institute). */
async function findAttemptInScope(deps: AttemptDeps, staff: AuthenticatedStaff, id: number) {
  const [row] = await deps.db
    .select({ id: attempts.id, orgId: attempts.orgId, setId: attempts.setId })
    .from(attempts)
    .innerJoin(students, eq(students.id, attempts.studentId))
    .where(and(attemptInStaffScope(staff, id), studentsInScope(staff)));
  return orNotFound(row, ATTEMPT);
}

/**
 * A proctor closes an open attempt: scored and stored exactly as the student's submit
 * (routes/attempts/close.ts), ended 'force-submitted', audited with the reason. When its clock
 * had already run out it ends 'time-over', as the server would have closed it anyway.
 */
export async function forceSubmit(
  deps: AttemptDeps,
  staff: AuthenticatedStaff,
  actor: Actor,
  attemptId: number,
  reason: string,
): Promise<TForceSubmitResult> {
  const found = await findAttemptInScope(deps, staff, attemptId);
  // Loaded before the transaction (see closeAttempt).
  const paper = await paperOfSet(deps, found.orgId, found.setId);
  return auditedWrite({ db: deps.db, actor }, async (tx, log) => {
    const [row] = await tx
      .select({ ...attemptColumns, dbNow: dbNowMs })
      .from(attempts)
      .where(eq(attempts.id, found.id))
      .for('update');
    const open = orNotFound(row, ATTEMPT);
    if (open.status !== 'open') {
      throw new AppError(
        'CONFLICT',
        `Attempt ${attemptId} is already closed (${open.submitReason ?? 'submitted'}): nothing to submit.`,
      );
    }
    const clock = measure(open, open.dbNow, deps.rules);
    const submitReason = clock.over ? 'time-over' : 'force-submitted';
    const submittedAt = await closeAttempt(tx, paper, open, { ...clock, reason: submitReason });
    if (!submittedAt) throw new AppError('CONFLICT', `Attempt ${attemptId} was closed meanwhile.`);
    const [scored] = await tx
      .select({ score: attempts.score })
      .from(attempts)
      .where(eq(attempts.id, open.id));
    const score = Number(scored?.score ?? 0);
    // Its open panel is told at the commit, in whichever process holds it (decision 064).
    await notifyAttempt(tx, open.id, 'force-submitted');
    log(
      auditOf('attempt')('force-submit', open.id, {
        before: { status: 'open', timeLeftMs: clock.timeLeftMs, studentId: open.studentId },
        after: { status: 'submitted', submitReason, reason, score },
      }),
    );
    return {
      attemptId: open.id,
      status: 'submitted',
      submitReason,
      submittedAt: iso(submittedAt),
      score,
    };
  });
}
