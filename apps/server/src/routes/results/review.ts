import type {
  TResultQuestion,
  TResultReview,
  TReviewQuestion,
} from '@exam/contracts/results/entities';
import { effectiveMarking } from '@exam/core/question-scoring';
import { markPerQuestion } from '@exam/core/scoring';
import { eq } from 'drizzle-orm';
import { attempts } from '../../db/schema.ts';
import * as content from '../../content-store/set-content.ts';
import { inheritedBySection, selectNegativeMarking } from '../../content-store/negative-marking.ts';
import type { AttemptKey, Student } from '../attempts/service.ts';
import { selectSections } from '../catalogue/service.ts';
import type { ResultDeps } from './cache.ts';
import { storedResult } from './repository.ts';
import { submittedAttempt } from './submitted-attempt.ts';

/**
 * A shuffled attempt's numbers (decision 040): question id → the number the candidate saw it as.
 * The review lists the set's order, as the key, the PDF and the statistics do; null unshuffled.
 */
async function seenNumbers(deps: ResultDeps, attemptId: number) {
  const [row] = await deps.db
    .select({ order: attempts.paperOrder })
    .from(attempts)
    .where(eq(attempts.id, attemptId));
  const ids = row?.order?.questionIds;
  return ids ? new Map(ids.map((id, index) => [id, index + 1])) : null;
}

/** Every question of the attempt's set with the key, the solutions and the student's answer. */
export async function getReview(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
  view: { staffView?: boolean } = {},
): Promise<TResultReview> {
  const row = await submittedAttempt(deps, student, key, view);
  const [stored, marking, sections, groups, questionRows, optionRows, seenAs] = await Promise.all([
    storedResult(deps.queries, row.id),
    selectNegativeMarking(deps.db, [row.templateId]),
    selectSections(deps.db, row.templateId),
    // The shared passages or instructions, shown again beside the answers.
    content.selectGroups(deps.db, key.setId),
    content.selectQuestions(deps.db, key.setId),
    content.selectOptions(deps.db, key.setId),
    seenNumbers(deps, row.id),
  ]);
  const optionsOf = content.optionsByQuestion(optionRows);
  const scored = new Map<number, TResultQuestion>(stored.questions.map((q) => [q.questionId, q]));
  const groupOf = new Map(groups.map((g) => [g.groupId, g]));
  const negative = marking.get(row.templateId);
  const inherited = inheritedBySection(negative);
  return {
    setId: row.setId,
    attemptNo: row.attemptNo,
    sections,
    groups,
    // Of a pooled section, only the questions this attempt drew (its report scored them).
    questions: questionRows
      .filter((q) => q.poolRule === null || scored.has(q.questionId))
      .map((q): TReviewQuestion => {
        const marking = effectiveMarking(
          { ...q, inheritedNegativeMark: inherited.get(q.sectionId) ?? null },
          markPerQuestion(groupOf.get(q.groupId) ?? null),
          negative?.on ?? false,
        );
        const answer = scored.get(q.questionId);
        return {
          questionId: q.questionId,
          questionNo: q.questionNo,
          sectionId: q.sectionId,
          groupId: q.groupId,
          questionTextEn: q.questionTextEn,
          questionTextHi: q.questionTextHi,
          questionSolutionTextEn: q.questionSolutionTextEn,
          questionSolutionTextHi: q.questionSolutionTextHi,
          answerId: q.answerId,
          questionType: q.questionType,
          examId: row.examId,
          setId: row.setId,
          options: (optionsOf.get(q.questionId) ?? []).map(({ keepLast: _k, ...o }) => o),
          markingRule: content.markingRuleOf(q),
          marks: marking.marks,
          negativeMark: marking.negativeMark,
          answerIds: content.answerIdsOf(q),
          numericRange: content.numericRangeOf(q),
          textKey: content.textKeyOf(q),
          selectedAnswerId: answer?.answerId ?? 0,
          selectedAnswerIds: answer?.answerIds ?? [],
          numericAnswer: answer?.numericAnswer ?? '',
          textAnswer: answer?.textAnswer ?? '',
          outcome: answer?.outcome ?? 'Skipped',
          marksEarned: answer?.marks ?? 0,
          maxMarks: answer?.maxMarks ?? marking.marks,
          ...(seenAs && { seenAsNo: seenAs.get(q.questionId) }),
        };
      }),
  };
}
