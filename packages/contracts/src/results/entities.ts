import { z } from 'zod';
import { whole } from '../common/integers.ts';
import { ZAttemptNo, ZSubmitReason } from '../attempts/entities.ts';
import { ZNumericKey, ZPaperQuestion, ZQuestionGroup, ZTextKey } from '../papers/entities.ts';
import { ZQuestionType } from '../questions/entities.ts';
import { ZSection } from '../catalogue/entities.ts';
import { ZQuestionSet } from '../sets/entities.ts';
import {
  ZStudentNumber,
  ZStudentOptionId,
  ZStudentOptionIds,
  ZStudentText,
} from '../common/student-answer.ts';

/** Which submitted attempt a result call is about: the caller's own (studentId 0 or theirs). */
export const ZResultRequest = z.object({
  studentId: whole(0).default(0).describe("Yours, or 0. Another student's answers 403"),
  setId: whole(1),
  attemptNo: ZAttemptNo.default(1),
});
export type TResultRequest = z.input<typeof ZResultRequest>;

/**
 * SPEC §4: every question of a result is Correct, Incorrect or Skipped (no answer, or no key).
 * Partial: a multiple-correct question under JEE partial marking answered with some of the correct
 * options and no wrong one; it earns part of the marks, counts as attempted, and is neither correct
 * nor incorrect (so it lowers accuracy, which is correct / answered-with-key).
 */
export const ZOutcome = z.enum(['Correct', 'Incorrect', 'Skipped', 'Partial']);
export type TOutcome = z.infer<typeof ZOutcome>;

/** SPEC §3 Section summary (derived), with its accuracy and its Hindi name. */
export const ZSectionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string().nullable(),
  attempted: z.number().int(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  skipped: z.number().int(),
  partial: z
    .number()
    .int()
    .optional()
    .describe(
      'Answered partly right (JEE partial marking); attempted, neither correct nor incorrect',
    ),
  score: z.number(),
  maxScore: z.number(),
  accuracy: z
    .number()
    .describe('Correct / answered-with-key (partial answers included), rounded percent'),
});
export type TSectionSummary = z.infer<typeof ZSectionSummary>;

export const ZResultQuestion = z.object({
  questionId: z.number().int(),
  questionNo: z.number().int(),
  sectionId: z.number().int(),
  outcome: ZOutcome,
  questionType: ZQuestionType.optional().describe("absent: 'single'"),
  answerId: ZStudentOptionId,
  answerIds: ZStudentOptionIds,
  numericAnswer: ZStudentNumber,
  textAnswer: ZStudentText,
  correctAnswerId: z.number().int().nullable().describe('The key; null when the question has none'),
  correctAnswerIds: z
    .array(z.number().int())
    .nullable()
    .optional()
    .describe('Multiple-correct questions: every correct option id'),
  numericRange: ZNumericKey.nullable()
    .optional()
    .describe('Numerical questions: the accepted range'),
  textKey: ZTextKey.nullable()
    .optional()
    .describe('Short-answer questions: the accepted answers and the case rule'),
  marks: z.number().describe('Marks earned: negative for a penalised wrong answer, partial marks'),
  maxMarks: z.number(),
  timeSpentSec: z.number().int().describe('Drop in time left since the previous save (SPEC §9)'),
});
export type TResultQuestion = z.infer<typeof ZResultQuestion>;

export const ZRank = z.object({
  rank: z.number().int().describe('1 + candidates with a higher score; ties share a rank'),
  total: z
    .number()
    .int()
    .describe('Candidates: students with a submitted first attempt of the set'),
  percentile: z.number().describe('Share of candidates at or below this score, percent'),
});
export type TRank = z.infer<typeof ZRank>;

/** A question whose key was corrected, or which was dropped, after the exam (decision 020). */
export const ZKeyCorrectionNotice = z.object({
  questionNo: z.number().int(),
  kind: z.enum(['drop', 'key']),
  at: z.string().describe('ISO 8601'),
  reason: z.string(),
  from: z.string().optional().describe('The key before, in letters of the set order ("B")'),
  to: z.string().nullable().optional().describe('The key after ("A"); null when dropped'),
  recalculated: z
    .boolean()
    .optional()
    .describe(
      'Whether this score was recalculated: false for a candidate who submitted after the change',
    ),
});
export type TKeyCorrectionNotice = z.infer<typeof ZKeyCorrectionNotice>;

/** The candidate's place in a sitting's merit list (decision 047): NTA percentile and rank. */
export const ZSittingStanding = z.object({
  name: z.string().describe('The sitting: the shifts of one exam'),
  shifts: z.number().int(),
  candidates: z.number().int().describe('Candidates of every shift'),
  percentile: z
    .number()
    .nullable()
    .describe(
      "NTA percentile within the candidate's shift, 7 decimals; null until every shift ended",
    ),
  rank: z
    .number()
    .int()
    .nullable()
    .describe('Rank in the combined list by percentile; null until then'),
});
export type TSittingStanding = z.infer<typeof ZSittingStanding>;

/** The score report of one submitted attempt (computed at submission by packages/core). */
export const ZExamResult = z.object({
  setId: z.number().int(),
  examId: z.number().int(),
  attemptNo: z.number().int(),
  setName: z.string(),
  setNameHi: z.string().nullable(),
  examName: z.string(),
  examNameHi: z.string().nullable(),
  setData: ZQuestionSet.nullable().describe('The set as the set lists show it; null if inactive'),
  studentId: z.number().int(),
  name: z.string(),
  rollNo: z.string(),
  submittedAt: z.string().describe('ISO 8601'),
  submitReason: ZSubmitReason,
  durationMs: z.number().int().describe("The paper's full duration"),
  score: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  skipped: z.number().int(),
  partial: z.number().int().optional().describe('Questions answered partly right'),
  attempted: z.number().int(),
  accuracy: z.number(),
  passMark: z
    .number()
    .describe("The set's cut-off marks, else 30 % of its total marks (packages/core/cutoff)"),
  passed: z.boolean(),
  totalTimeSec: z.number().int(),
  averageTimePerQuestionSec: z.number().int(),
  sections: z.array(ZSectionSummary),
  questions: z.array(ZResultQuestion).describe('By questionNo'),
  rank: ZRank.describe(
    "Over the set's submitted first attempts, one per student; a later attempt is placed among " +
      "the other students' first attempts",
  ),
  keyCorrections: z
    .array(ZKeyCorrectionNotice)
    .optional()
    .describe('Questions of the set whose key was corrected or that were dropped after the exam'),
  sitting: ZSittingStanding.optional().describe(
    "For a window that is a shift of a sitting: the candidate's percentile and rank across shifts",
  ),
});
export type TExamResult = z.infer<typeof ZExamResult>;

/** A question of a submitted attempt with the key, the solutions and the student's answer. */
export const ZReviewQuestion = ZPaperQuestion.extend({
  selectedAnswerId: ZStudentOptionId,
  selectedAnswerIds: ZStudentOptionIds,
  numericAnswer: ZStudentNumber,
  textAnswer: ZStudentText,
  outcome: ZOutcome,
  marksEarned: z.number().optional().describe('Marks this answer earned (partial, negative)'),
  maxMarks: z.number().optional(),
  seenAsNo: z
    .number()
    .int()
    .optional()
    .describe(
      "A shuffled set (decision 040): the number this question had on the candidate's screen; " +
        'the review itself lists the questions by questionNo, the set order',
    ),
});
export type TReviewQuestion = z.infer<typeof ZReviewQuestion>;

export const ZResultReview = z.object({
  setId: z.number().int(),
  attemptNo: z.number().int(),
  sections: z.array(ZSection),
  groups: z.array(ZQuestionGroup),
  questions: z.array(ZReviewQuestion).describe('By questionNo'),
});
export type TResultReview = z.infer<typeof ZResultReview>;

/** SPEC §3 Attempt response: one attempt's answers, keyed by question number. */
export const ZAttemptQuestion = z.object({
  questionNo: z.number().int(),
  questionId: z.number().int(),
  answerId: z.number().int().describe('0 = unanswered'),
  answerIds: z
    .array(z.number().int())
    .optional()
    .describe('Multiple-correct questions: the chosen options'),
  numericAnswer: z.string().optional().describe('Numerical questions: the number typed'),
  textAnswer: z.string().optional().describe('Short-answer questions: the text typed'),
  answerKeyId: z.number().int().describe('The correct option id; 0 when the question has no key'),
  answerKeyIds: z
    .array(z.number().int())
    .optional()
    .describe('Multiple-correct questions: every correct option id'),
  numericRange: ZNumericKey.nullable().optional().describe('Numerical questions: the key'),
  textKey: ZTextKey.nullable().optional().describe('Short-answer questions: the key'),
  marks: z.number().optional().describe('Marks this answer earned'),
  timeLeftInMilliseconds: z.number().int().describe('Time left at its last save; 0 if never saved'),
});

export const ZAttemptSummary = z.object({
  attemptNo: z.number().int(),
  name: z.string(),
  rollNo: z.string(),
  studentId: z.number().int(),
  questions: z.record(z.string(), ZAttemptQuestion).describe('Keyed by questionNo'),
  setId: z.number().int(),
  examId: z.number().int(),
  setName: z.string(),
  setNameHi: z.string().nullable(),
  examName: z.string(),
  examNameHi: z.string().nullable(),
  setData: ZQuestionSet.nullable(),
  submittedAt: z.string().describe('ISO 8601'),
  submitReason: ZSubmitReason,
  totalQuestion: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number(),
  score: z.number(),
  maxScore: z.number(),
  resultWithheld: z
    .object({
      releaseAt: z
        .string()
        .nullable()
        .describe('When the result is released (ISO 8601); null: when the institute releases it'),
      timeZone: z.string().describe("The window's zone, to show releaseAt in"),
    })
    .optional()
    .describe('An exam window holds the result back: no score, correct count or key until then'),
});
export type TAttemptSummary = z.infer<typeof ZAttemptSummary>;

/** SPEC §3: a map keyed by setId holding a list of attempts. */
export const ZAttemptsBySet = z.record(z.string(), z.array(ZAttemptSummary));
export type TAttemptsBySet = z.infer<typeof ZAttemptsBySet>;
