import { and, eq } from 'drizzle-orm';
import type { TAnswerKey } from '@exam/contracts/admin/key-corrections';
import type {
  TChallengeOfMine,
  TResponseSheet,
  TResponseSheetQuestion,
} from '@exam/contracts/results/response-sheet';
import { MEDIA_PATH_PREFIX } from '@exam/contracts/common/image-url';
import { keyText, provisionalKey } from '@exam/core/key-change';
import { selectKeyCorrections } from '../../content-store/set-content.ts';
import { keyChallenges } from '../../db/schema.ts';
import type { AttemptKey, Student } from '../attempts/service.ts';
import type { ResultDeps } from '../results/cache.ts';
import { getReview } from '../results/review.ts';
import { submittedAttempt } from '../results/submitted-attempt.ts';
import { assertWindowClosed, challengeIsOpen, windowWithNow } from './window.ts';

type Correction = Awaited<ReturnType<typeof selectKeyCorrections>>[number];

export const challengeOfMine = (
  row: Pick<
    typeof keyChallenges.$inferSelect,
    'reason' | 'imageSha256' | 'status' | 'decisionReason'
  >,
): TChallengeOfMine => ({
  reason: row.reason,
  imagePath: row.imageSha256 ? `${MEDIA_PATH_PREFIX}${row.imageSha256}` : null,
  status: row.status,
  decisionReason: row.decisionReason,
});

/** The provisional key in the review's fields: what the key said before any correction. */
function withProvisionalKey(
  q: TResponseSheetQuestion,
  corrections: readonly Correction[],
): TResponseSheetQuestion {
  if (corrections.length === 0) return q;
  const first: TAnswerKey = provisionalKey(
    {},
    corrections.map((c) => ({ before: c.before })),
  );
  const last = corrections[corrections.length - 1];
  const dropped = corrections.some((c) => c.kind === 'drop');
  return {
    ...q,
    answerId: first.answerOptionId ?? q.answerId,
    answerIds: first.answerOptionIds ?? q.answerIds,
    numericRange:
      first.numericMin !== undefined && first.numericMin !== null
        ? { min: first.numericMin, max: first.numericMax ?? first.numericMin }
        : q.numericRange,
    keyChange: {
      kind: dropped ? 'drop' : 'key',
      from: keyText(first, q.options),
      to: dropped || !last?.after ? null : keyText(last.after, q.options),
    },
  };
}

/**
 * The candidate's response sheet (decision 049): their answers beside the provisional key, once
 * the window has closed; before results are released, so no marks and no solutions.
 */
export async function getResponseSheet(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
): Promise<TResponseSheet> {
  // The sheet comes before the results: the release rule does not apply to it.
  const row = await submittedAttempt(deps, student, key, { staffView: true });
  const sat = row.scheduleId === null ? null : await windowWithNow(deps.db, row.scheduleId);
  if (sat) assertWindowClosed(sat.window, sat.now);
  const [review, corrections, mine] = await Promise.all([
    getReview(deps, student, key, { staffView: true }),
    selectKeyCorrections(deps.db, row.setId),
    row.scheduleId === null
      ? []
      : deps.db
          .select()
          .from(keyChallenges)
          .where(
            and(
              eq(keyChallenges.scheduleId, row.scheduleId),
              eq(keyChallenges.studentId, student.studentId),
            ),
          ),
  ]);
  const challengeOf = new Map(mine.map((c) => [c.questionId, challengeOfMine(c)]));
  const w = sat?.window;
  return {
    setId: row.setId,
    attemptNo: row.attemptNo,
    setName: row.setName,
    setNameHi: row.setNameHi,
    name: row.name,
    rollNo: row.rollNo,
    challengeWindow:
      w?.challengeOpensAt && w.challengeClosesAt && sat
        ? {
            opensAt: w.challengeOpensAt.toISOString(),
            closesAt: w.challengeClosesAt.toISOString(),
            open: challengeIsOpen(w, sat.now),
          }
        : null,
    finalKeyAt: w?.finalKeyAt?.toISOString() ?? null,
    sections: review.sections,
    groups: review.groups,
    questions: review.questions.map(
      ({
        questionSolutionTextEn: _se,
        questionSolutionTextHi: _sh,
        outcome: _o,
        marksEarned: _m,
        maxMarks: _x,
        ...q
      }) =>
        withProvisionalKey(
          { ...q, keyChange: null, challenge: challengeOf.get(q.questionId) ?? null },
          corrections.filter((c) => c.questionId === q.questionId),
        ),
    ),
  };
}
