import type { TOption } from '@exam/contracts/papers/entities';
import type { TExamResult, TSectionSummary } from '@exam/contracts/results/entities';
import { aSet } from './fixtures';

// Builders of a score report, typed by the contracts: the identity of the attempt is fixed here,
// the figures a test is about are given by the test.

/** The report of attempt 1 of set 7 by Priya Meena, submitted by her: figures from `figures`. */
export const anExamResult = (
  figures: Omit<
    TExamResult,
    | 'setId'
    | 'examId'
    | 'attemptNo'
    | 'setNameHi'
    | 'examNameHi'
    | 'setData'
    | 'studentId'
    | 'name'
    | 'rollNo'
    | 'submittedAt'
    | 'submitReason'
    | 'durationMs'
  > &
    Partial<TExamResult>,
): TExamResult => ({
  setId: 7,
  examId: 1,
  attemptNo: 1,
  setNameHi: null,
  examNameHi: null,
  setData: aSet({ examSetId: 7 }),
  studentId: 1,
  name: 'Priya Meena',
  rollNo: '123',
  submittedAt: '2026-11-23T10:00:00.000Z',
  submitReason: 'submitted',
  durationMs: 3_600_000,
  ...figures,
});

/** A section of the report with nothing attempted unless `figures` says otherwise. */
export const aSectionSummary = (
  id: number,
  name: string,
  figures: Partial<TSectionSummary> = {},
): TSectionSummary => ({
  id,
  name,
  nameHi: null,
  attempted: 0,
  correct: 0,
  incorrect: 0,
  skipped: 0,
  score: 0,
  maxScore: 4,
  accuracy: 0,
  ...figures,
});

/** Options A, B, C… with English text only, numbered from `firstId`. */
export const someOptions = (firstId: number, texts: readonly string[]): TOption[] =>
  texts.map((text, i) => ({
    optionId: firstId + i,
    optionNo: i + 1,
    optionCap: String.fromCharCode(65 + i),
    optionTextEn: text,
    optionTextHi: null,
  }));

/**
 * Two questions of the newer types, the same in the players' and the review's tests: multiple
 * correct with JEE partial marking (2 and 5 prime among 2, 4, 5, 9: the first and third options),
 * and a numerical one (half of 5, 2.4 to 2.6 accepted). 4 marks each.
 */
export const primesQuestion = (firstOptionId: number) => ({
  questionType: 'multiple' as const,
  markingRule: 'jee-partial' as const,
  marks: 4,
  negativeMark: 2,
  questionTextEn: '<p>Which are prime?</p>',
  options: someOptions(firstOptionId, ['2', '4', '5', '9']),
  answerIds: [firstOptionId, firstOptionId + 2],
});

export const halfOfFiveQuestion = () => ({
  questionType: 'numerical' as const,
  marks: 4,
  negativeMark: 0,
  questionTextEn: '<p>Half of 5?</p>',
  options: [],
  numericRange: { min: 2.4, max: 2.6 },
});

/** What every question of a one-section test set carries besides its body: ids, no Hindi texts. */
export const questionFrame = (questionId: number, questionNo: number, setId: number) => ({
  questionId,
  questionNo,
  examId: 1,
  setId,
  sectionId: 1,
  groupId: 1,
  questionTextHi: null,
  questionSolutionTextHi: null,
});
