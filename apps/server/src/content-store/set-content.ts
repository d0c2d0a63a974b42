import type { KeyFacts } from '@exam/core/key-change';
import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { NumericRange, TextKey } from '@exam/core/question-scoring';
import type { Db } from '../db/client.ts';
import type { Tx } from '../bank/store.ts';
import { keyCorrections, options, questionGroups, questions } from '../db/schema.ts';

/**
 * The set's content as stored, read in one place (STYLE.md: one loader per fact): its groups,
 * questions, options and key corrections. The paper store, the result review, the staff's set
 * builder and the question statistics shape these rows each for its own answer.
 */

/** The set's questions in paper order. */
export const questionsOfSet = (setId: number) => eq(questions.setId, setId);
export const paperOrder = [asc(questions.questionNo), asc(questions.id)] as const;

/** The set's groups (shared passages and instructions) in paper order. */
export function selectGroups(db: Db | Tx, setId: number) {
  return db
    .select({
      groupId: questionGroups.id,
      sectionId: questionGroups.sectionId,
      totalMarks: questionGroups.totalMarks,
      totalQuestion: questionGroups.totalQuestion,
      titleEn: questionGroups.titleEn,
      titleHi: questionGroups.titleHi,
      instructionsEn: questionGroups.instructionsEn,
      instructionsHi: questionGroups.instructionsHi,
    })
    .from(questionGroups)
    .where(eq(questionGroups.setId, setId))
    .orderBy(asc(questionGroups.sortOrder), asc(questionGroups.id));
}

/** How a question is marked beyond its option key: marking rule, numerical range, accepted
 * answers and marks, with the names of their columns. */
export const scoringColumns = {
  markingRule: questions.markingRule,
  numericMin: questions.numericMin,
  numericMax: questions.numericMax,
  textKey: questions.textKey,
  marks: questions.marks,
  negativeMark: questions.negativeMark,
};

/** Every question of the set with its key, solutions, marks and the bank question it copies. */
export function selectQuestions(db: Db | Tx, setId: number) {
  return db
    .select({
      questionId: questions.id,
      questionNo: questions.questionNo,
      sectionId: questions.sectionId,
      groupId: questions.groupId,
      questionTextEn: questions.textEn,
      questionTextHi: questions.textHi,
      questionSolutionTextEn: questions.solutionEn,
      questionSolutionTextHi: questions.solutionHi,
      answerId: questions.answerOptionId,
      questionType: questions.questionType,
      answerIds: questions.answerOptionIds,
      ...scoringColumns,
      droppedAt: questions.droppedAt,
      bankQuestionId: questions.bankQuestionId,
      poolRule: questions.poolRule,
    })
    .from(questions)
    .where(questionsOfSet(setId))
    .orderBy(...paperOrder);
}
export type QuestionRow = Awaited<ReturnType<typeof selectQuestions>>[number];

/** How many questions of the set are scored (not dropped after the exam). */
export async function countScoredQuestions(db: Db, setId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(questionsOfSet(setId), isNull(questions.droppedAt)));
  return row?.n ?? 0;
}

/** Every option of the set's questions, by question and option number. */
export const selectOptions = (db: Db | Tx, setId: number) =>
  selectOptionsOf(db, questionsOfSet(setId));

/** Every option of the questions `which` picks, by question and option number. */
export function selectOptionsOf(db: Db | Tx, which: SQL | undefined) {
  return db
    .select({
      questionId: options.questionId,
      optionId: options.id,
      optionNo: options.optionNo,
      optionCap: options.optionCap,
      optionTextEn: options.textEn,
      optionTextHi: options.textHi,
      keepLast: options.keepLast,
    })
    .from(options)
    .innerJoin(questions, eq(questions.id, options.questionId))
    .where(which)
    .orderBy(asc(options.questionId), asc(options.optionNo));
}
export type OptionRow = Awaited<ReturnType<typeof selectOptions>>[number];

/** The option rows grouped by question, each without its question id. */
export function optionsByQuestion(rows: OptionRow[]) {
  const byQuestion = new Map<number, Omit<OptionRow, 'questionId'>[]>();
  for (const { questionId, ...option } of rows) {
    const list = byQuestion.get(questionId) ?? [];
    list.push(option);
    byQuestion.set(questionId, list);
  }
  return byQuestion;
}

/** A numerical question's accepted range (its key); null for any other type. */
export const numericRangeOf = (
  q: Pick<QuestionRow, 'questionType' | 'numericMin' | 'numericMax'>,
): NumericRange | null =>
  q.questionType === 'numerical' && q.numericMin !== null && q.numericMax !== null
    ? { min: q.numericMin, max: q.numericMax }
    : null;

/** A short-answer question's accepted answers and case rule (its key); null for any other type. */
export const textKeyOf = (q: Pick<QuestionRow, 'questionType' | 'textKey'>): TextKey | null =>
  q.questionType === 'short-answer' && q.textKey
    ? { accepted: q.textKey.accepted, caseSensitive: q.textKey.caseSensitive }
    : null;

/** A multiple-correct question's key ids; null for any other type. */
export const answerIdsOf = (q: Pick<QuestionRow, 'questionType' | 'answerIds'>) =>
  q.questionType === 'multiple' ? (q.answerIds ?? []) : null;

/** A multiple-correct question's marking rule; null for any other type. */
export const markingRuleOf = (q: Pick<QuestionRow, 'questionType' | 'markingRule'>) =>
  q.questionType === 'multiple' ? (q.markingRule ?? 'all-or-nothing') : null;

/** The set's key corrections and drops (decision 020), oldest first. */
export async function selectKeyCorrections(db: Db, setId: number) {
  const rows = await db
    .select({
      questionId: keyCorrections.questionId,
      questionNo: questions.questionNo,
      kind: keyCorrections.kind,
      before: keyCorrections.before,
      after: keyCorrections.after,
      reason: keyCorrections.reason,
      attemptsRescored: keyCorrections.attemptsRescored,
      at: keyCorrections.at,
    })
    .from(keyCorrections)
    .innerJoin(questions, eq(questions.id, keyCorrections.questionId))
    .where(eq(keyCorrections.setId, setId))
    .orderBy(asc(keyCorrections.at), asc(keyCorrections.id));
  return rows.map((r) => ({
    ...r,
    before: r.before as KeyFacts,
    after: r.after as KeyFacts | null,
    at: r.at.toISOString(),
  }));
}
