import { and, eq, sql } from 'drizzle-orm';
import type {
  TChallengeWindowInput,
  TDecideChallengesBody,
} from '@exam/contracts/admin/challenges';
import { examSchedules, keyChallenges } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { correctKey } from '../question-stats/key-correction.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';
import { scopedWindow } from './board.ts';

const audit = auditOf('exam_schedule');

type Window = Awaited<ReturnType<typeof scopedWindow>>;

function assertAfterExam({ window: w, now }: Window, what: string) {
  if (now < w.closesAt.getTime())
    throw new AppError('CONFLICT', `${what} waits until the exam window closes.`);
  if (w.finalKeyAt)
    throw new AppError('CONFLICT', 'The final key is published: challenges are closed.');
}

/** Opens or moves the challenge window: after the exam window, before the final key. */
export function setChallengeWindow(ctx: StaffCtx, id: number, input: TChallengeWindowInput) {
  return auditedWrite(ctx, async (tx, log) => {
    const found = await scopedWindow(tx, ctx.staff, id);
    if (found.window.finalKeyAt)
      throw new AppError('CONFLICT', 'The final key is published: challenges are closed.');
    if (Date.parse(input.opensAt) < found.window.closesAt.getTime())
      throw new AppError(
        'BAD_REQUEST',
        'body.opensAt must not be before the exam window closes: candidates challenge after the exam.',
        'body.opensAt',
      );
    const before = {
      challengeOpensAt: found.window.challengeOpensAt,
      challengeClosesAt: found.window.challengeClosesAt,
    };
    const after = {
      challengeOpensAt: new Date(input.opensAt),
      challengeClosesAt: new Date(input.closesAt),
    };
    await tx
      .update(examSchedules)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(examSchedules.id, id));
    log(audit('schedule.challenge-window', id, { before, after }));
  });
}

/**
 * Decides the pending challenges of one question together: reject with a reason, or accept
 * through the existing key correction or drop (decision 020: audited, every attempt rescored).
 */
export async function decideChallenges(
  ctx: StaffCtx,
  ids: { scheduleId: number; questionId: number },
  body: TDecideChallengesBody,
) {
  const found = await scopedWindow(ctx.db, ctx.staff, ids.scheduleId);
  assertAfterExam(found, 'Deciding challenges');
  const pending = and(
    eq(keyChallenges.scheduleId, ids.scheduleId),
    eq(keyChallenges.questionId, ids.questionId),
    eq(keyChallenges.status, 'pending'),
  );
  const [waiting] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(keyChallenges)
    .where(pending);
  if (!waiting?.n)
    throw new AppError(
      'NOT_FOUND',
      `No challenge of question ${ids.questionId} awaits a decision.`,
    );
  let reason: string;
  if (body.decision === 'reject') {
    reason = body.reason;
  } else {
    const change =
      body.decision === 'accept-key'
        ? ({ kind: 'key', body: body.key } as const)
        : ({ kind: 'drop', reason: body.reason } as const);
    await correctKey(
      ctx.db,
      ctx.staff,
      ctx.actor,
      { setId: found.window.setId, questionId: ids.questionId },
      change,
    );
    reason = body.decision === 'accept-key' ? body.key.reason : body.reason;
  }
  const status = body.decision === 'reject' ? 'rejected' : 'accepted';
  await auditedWrite(ctx, async (tx, log) => {
    const decided = await tx
      .update(keyChallenges)
      .set({
        status,
        decisionReason: reason,
        decidedBy: ctx.staff.id,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(pending)
      .returning({ id: keyChallenges.id });
    log({
      action: `challenges.${status === 'rejected' ? 'reject' : 'accept'}`,
      entity: 'question',
      entityId: ids.questionId,
      after: {
        scheduleId: ids.scheduleId,
        decision: body.decision,
        reason,
        challenges: decided.length,
      },
    });
  });
}

/** Publishes the final key: challenges closed, results released (409 while any is undecided). */
export function publishFinalKey(ctx: StaffCtx, id: number) {
  return auditedWrite(ctx, async (tx, log) => {
    const found = await scopedWindow(tx, ctx.staff, id);
    assertAfterExam(found, 'The final key');
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(keyChallenges)
      .where(and(eq(keyChallenges.scheduleId, id), eq(keyChallenges.status, 'pending')));
    if (waiting?.n)
      throw new AppError(
        'CONFLICT',
        `${waiting.n} challenge(s) await a decision: accept or reject them before the final key.`,
      );
    await tx
      .update(examSchedules)
      .set({
        finalKeyAt: sql`now()`,
        challengeClosesAt: sql`least(coalesce(${examSchedules.challengeClosesAt}, now()), now())`,
        resultsReleasedAt: sql`coalesce(${examSchedules.resultsReleasedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(examSchedules.id, id));
    log(
      audit('schedule.final-key', id, {
        before: { resultsReleasedAt: found.window.resultsReleasedAt },
      }),
    );
  });
}
