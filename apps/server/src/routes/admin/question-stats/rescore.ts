import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { timeAllowedMs } from '@exam/core/schedule';
import type { Tx } from '../../../bank/store.ts';
import { attempts, quizAttempts, responses } from '../../../db/schema.ts';
import { resultOf, savedColumns } from '../../attempts/close.ts';
import type { PaperContent } from '../../papers/service.ts';
import { scoredAnswers } from '../../quiz/service.ts';
import { countsAsCandidate } from '../../../schedules/audience.ts';

type Scoring = Pick<PaperContent, 'facts' | 'scoring'>;
const BATCH = 500;

/**
 * Scores every submitted exam attempt of the set again from its stored answers with the corrected
 * key (the one rule of close.ts), in batches so a 10,000-candidate set never holds every response
 * in memory. Ranks and percentiles follow: they are counted from attempts.score on each request.
 */
export async function rescoreExamAttempts(
  tx: Tx,
  setId: number,
  paper: Scoring,
  contentVersion: number,
) {
  let rescored = 0;
  let after = 0;
  for (;;) {
    const batch = await tx
      .select({
        id: attempts.id,
        durationMs: attempts.durationMs,
        extraMs: attempts.extraMs,
        timeLeftMs: attempts.timeLeftMs,
        submitReason: attempts.submitReason,
        submittedAt: attempts.submittedAt,
        paperOrder: attempts.paperOrder,
      })
      .from(attempts)
      .where(
        and(
          eq(attempts.setId, setId),
          eq(attempts.status, 'submitted'),
          gt(attempts.id, after),
          countsAsCandidate(sql`"attempts"`),
        ),
      )
      .orderBy(asc(attempts.id))
      .limit(BATCH);
    if (batch.length === 0) return rescored;
    const saved = await tx
      .select({ attemptId: responses.attemptId, ...savedColumns })
      .from(responses)
      .where(
        inArray(
          responses.attemptId,
          batch.map((a) => a.id),
        ),
      );
    const savedOf = new Map<number, typeof saved>();
    for (const row of saved)
      savedOf.set(row.attemptId, [...(savedOf.get(row.attemptId) ?? []), row]);
    const updates = batch.map((attempt) => {
      const result = resultOf(
        paper,
        savedOf.get(attempt.id) ?? [],
        timeAllowedMs(attempt),
        attempt.timeLeftMs,
        attempt.paperOrder,
      );
      return {
        id: attempt.id,
        score: result.score,
        result: {
          ...result,
          reason: attempt.submitReason ?? 'submitted',
          contentVersion,
          durationMs: attempt.durationMs,
          timeLeftMs: attempt.timeLeftMs,
          submittedAt: attempt.submittedAt?.toISOString(),
        },
      };
    });
    // One statement per batch: the new reports travel as one JSON array.
    await tx.execute(sql`
      update attempts a
         set score = (u.value ->> 'score')::real, result = u.value -> 'result'
        from jsonb_array_elements(${JSON.stringify(updates)}::jsonb) as u(value)
       where a.id = (u.value ->> 'id')::bigint`);
    rescored += batch.length;
    after = batch[batch.length - 1]?.id ?? after;
  }
}

/** Quiz, practice and GK plays of the set (decision 009): their points from the stored answers. */
export async function rescoreQuizAttempts(tx: Tx, setId: number, paper: Scoring) {
  const finished = await tx
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.setId, setId), eq(quizAttempts.status, 'finished')))
    .orderBy(asc(quizAttempts.id));
  for (const { id } of finished) {
    const { score } = await scoredAnswers(tx, paper, id);
    await tx
      .update(quizAttempts)
      .set({ score: score.score, correct: score.correct, incorrect: score.incorrect })
      .where(eq(quizAttempts.id, id));
  }
  return finished.length;
}
