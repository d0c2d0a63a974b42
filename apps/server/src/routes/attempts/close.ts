import { and, eq, sql } from 'drizzle-orm';
import { computeResult } from '@exam/core/scoring';
import { timeAllowedMs } from '@exam/core/schedule';
import type { ActionCode } from '@exam/core/palette';
import type { PaperOrder } from '@exam/core/paper-order';
import type { TSubmitReason } from '@exam/contracts/attempts/entities';
import type { Db } from '../../db/client.ts';
import { attempts, responses } from '../../db/schema.ts';
import type { CachedPaper } from '../papers/store.ts';
import { keyOf } from '../papers/service.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The highest save seq stored: a save under the strict clock writes only its answer (decision 024),
 * so attempts.last_seq is a floor and the answers carry the rest.
 */
const lastSeqStored = sql<number>`greatest(${attempts.lastSeq}, coalesce((
  select max(${responses.seq}) from ${responses} where ${responses.attemptId} = ${attempts.id}), 0))`.mapWith(
  Number,
);

/** The columns of an attempt the calls work with. */
export const attemptColumns = {
  id: attempts.id,
  orgId: attempts.orgId,
  studentId: attempts.studentId,
  setId: attempts.setId,
  attemptNo: attempts.attemptNo,
  status: attempts.status,
  durationMs: attempts.durationMs,
  timeLeftMs: attempts.timeLeftMs,
  clockAt: attempts.clockAt,
  /** In the future while the attempt waits in its window's lobby (decision 060). */
  startedAt: attempts.startedAt,
  pausedMs: attempts.pausedMs,
  hardEndAt: attempts.hardEndAt,
  sessionId: attempts.sessionId,
  lastSeq: lastSeqStored,
  clockRule: attempts.clockRule,
  visitedQuestionIds: attempts.visitedQuestionIds,
  currentQuestionId: attempts.currentQuestionId,
  submittedAt: attempts.submittedAt,
  submitReason: attempts.submitReason,
  scheduleId: attempts.scheduleId,
  extraMs: attempts.extraMs,
};
export interface AttemptRow {
  id: number;
  orgId: number;
  setId: number;
  attemptNo: number;
  durationMs: number;
  /** Extra time granted (accessibility, staff): part of the time allowed (decision 018). */
  extraMs: number;
}

export const savedColumns = {
  questionId: responses.questionId,
  answerOptionId: responses.answerOptionId,
  answerOptionIds: responses.answerOptionIds,
  numericAnswer: responses.numericAnswer,
  textAnswer: responses.textAnswer,
  action: responses.action,
  timeLeftMs: responses.timeLeftMs,
};
export interface SavedRow {
  questionId: number;
  answerOptionId: number | null;
  answerOptionIds: number[] | null;
  numericAnswer: string | null;
  textAnswer: string | null;
  action: number;
  timeLeftMs: number;
}

/** The questions of the paper an attempt was given: of a pooled set, only those it drew. */
export function factsOfAttempt(
  paper: Pick<CachedPaper, 'facts'>,
  order: PaperOrder | null | undefined,
) {
  const all = [...paper.facts.values()];
  if (!order?.drawn) return all;
  const drawn = new Set(order.questionIds);
  return all.filter((q) => drawn.has(q.questionId));
}

/**
 * The score report of an attempt from its saved answers, by packages/core's one scoring rule:
 * at submission, and again when a key is corrected after the exam (decision 020). Of a pooled
 * set (decision 057), only the questions the attempt drew count, each as itself.
 */
export function resultOf(
  paper: Pick<CachedPaper, 'facts' | 'scoring'>,
  saved: readonly SavedRow[],
  durationMs: number,
  timeLeftMs: number,
  order?: PaperOrder | null,
) {
  return computeResult({
    questions: factsOfAttempt(paper, order).map((q) => ({
      questionId: q.questionId,
      questionNo: q.questionNo,
      sectionId: q.sectionId,
      ...keyOf(q),
      marks: q.marks,
      negativeMark: q.negativeMark,
      inheritedNegativeMark: q.inheritedNegativeMark,
      dropped: q.dropped,
      group: paper.scoring.groups.get(q.groupId) ?? null,
    })),
    sections: paper.scoring.sections,
    responses: saved.map((r) => ({
      questionId: r.questionId,
      answerId: r.answerOptionId ?? 0,
      answerIds: r.answerOptionIds,
      numericAnswer: r.numericAnswer,
      textAnswer: r.textAnswer,
      action: r.action as ActionCode,
      timeLeftMs: r.timeLeftMs,
    })),
    negativeMarks: paper.scoring.negativeMarks,
    examTotalMarks: paper.scoring.totalMarks,
    durationMs,
    timeLeftMs,
  });
}

/**
 * Closes an open attempt (its row locked by the caller) and stores its score report, computed by
 * packages/core from the answer key and the last saved state. Conditional on the attempt being
 * open, so two processes never score it twice. Returns when it was submitted, or null when another
 * caller closed it first. The paper is loaded before the transaction: PGlite has one connection,
 * and a query outside the transaction would wait for it.
 */
export async function closeAttempt(
  tx: Tx,
  paper: CachedPaper,
  attempt: AttemptRow,
  end: { now: number; timeLeftMs: number; pausedMs: number; reason: TSubmitReason },
): Promise<Date | null> {
  const saved = await tx
    .select(savedColumns)
    .from(responses)
    .where(eq(responses.attemptId, attempt.id));
  // Only a pooled set reads the attempt's draw: every other close costs what it did.
  const [drawn] = paper.pools.length
    ? await tx
        .select({ order: attempts.paperOrder })
        .from(attempts)
        .where(eq(attempts.id, attempt.id))
    : [];
  const result = resultOf(paper, saved, timeAllowedMs(attempt), end.timeLeftMs, drawn?.order);
  const submittedAt = new Date(end.now);
  const [closed] = await tx
    .update(attempts)
    .set({
      status: 'submitted',
      submittedAt,
      submitReason: end.reason,
      timeLeftMs: end.timeLeftMs,
      clockAt: submittedAt,
      pausedMs: end.pausedMs,
      score: result.score,
      result: {
        ...result,
        reason: end.reason,
        contentVersion: paper.meta.contentVersion,
        durationMs: attempt.durationMs,
        timeLeftMs: end.timeLeftMs,
        submittedAt: submittedAt.toISOString(),
      },
    })
    .where(and(eq(attempts.id, attempt.id), eq(attempts.status, 'open')))
    .returning({ submittedAt: attempts.submittedAt });
  return closed?.submittedAt ?? null;
}
