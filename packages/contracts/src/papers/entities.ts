import { z } from 'zod';
import { ZSection, ZTemplate } from '../catalogue/entities.ts';
import { ZMarkingRule, ZQuestionType } from '../questions/entities.ts';
import { SET_TYPES, ZSetTypeId } from '../sets/entities.ts';

/**
 * Set types whose paper carries the answer key and solutions: SPEC scores quizzes and practice in
 * the browser; GK sets play in the quiz player (DESIGN.md §6). A CBT paper (3 mock test,
 * 4 previous-year paper, 6 school exam) never does: its key is released only after submission.
 */
export const ANSWER_KEY_SET_TYPES: readonly number[] = [
  SET_TYPES.quiz,
  SET_TYPES.practice,
  SET_TYPES.gkCurrentAffairs,
];
export const CBT_SET_TYPES: readonly number[] = [
  SET_TYPES.mockTest,
  SET_TYPES.previousYear,
  SET_TYPES.schoolExam,
];
export const carriesAnswerKey = (setTypeId: number) => ANSWER_KEY_SET_TYPES.includes(setTypeId);
export const isCbtSetType = (setTypeId: number) => CBT_SET_TYPES.includes(setTypeId);

/** SPEC §3 Option. */
export const ZOption = z.object({
  optionId: z.number().int(),
  optionNo: z.number().int().describe('1, 2, 3, … in the order shown'),
  optionCap: z.string().describe('The letter shown: A, B, C, …'),
  optionTextEn: z.string(),
  optionTextHi: z.string().nullable(),
});
export type TOption = z.infer<typeof ZOption>;

/** The accepted answers of a numerical question, min ≤ answer ≤ max (the key). */
export const ZNumericKey = z.object({ min: z.number(), max: z.number() });
export type TNumericKey = z.infer<typeof ZNumericKey>;

/** The accepted answers of a short-answer question and its case rule (the key). */
export const ZTextKey = z.object({
  accepted: z.array(z.string()),
  caseSensitive: z.boolean(),
});
export type TTextKey = z.infer<typeof ZTextKey>;

/**
 * SPEC §3 Question, as a paper carries it, with its type and marks. The new fields are optional so
 * an older client still reads it: a question without `questionType` is a single choice.
 */
export const ZPaperQuestion = z.object({
  questionId: z.number().int(),
  questionNo: z.number().int().describe('1-based, in paper order across sections'),
  examId: z.number().int(),
  setId: z.number().int(),
  sectionId: z.number().int(),
  groupId: z.number().int(),
  questionTextEn: z.string().describe('Sanitised HTML'),
  questionTextHi: z.string().nullable().describe('Sanitised HTML; null when not translated'),
  options: z.array(ZOption).describe('Empty for a numerical question'),
  questionType: ZQuestionType.optional().describe(
    "'single' (also when absent), 'multiple' (choose all that apply), 'numerical' (type a " +
      "number; no options), 'true-false' (a single choice of two options) or 'short-answer' " +
      '(type a word or phrase; no options)',
  ),
  markingRule: ZMarkingRule.nullable()
    .optional()
    .describe(
      "Multiple-correct questions: 'all-or-nothing' or 'jee-partial' (+1 per correct option " +
        'chosen when no wrong one is); null otherwise',
    ),
  marks: z
    .number()
    .optional()
    .describe("Marks for a correct answer: the question's own, else its group's share (SPEC §9)"),
  negativeMark: z
    .number()
    .optional()
    .describe(
      "Marks lost for a wrong answer (a positive number, 0 for none): the question's own, else " +
        'a quarter of its marks when the set has negative marking (never for numerical questions)',
    ),
  answerIds: z
    .array(z.number().int())
    .nullable()
    .optional()
    .describe(
      'Multiple-correct questions: every correct option id. Only in quiz, practice and GK papers',
    ),
  numericRange: ZNumericKey.nullable()
    .optional()
    .describe('Numerical questions: the accepted range. Only in quiz, practice and GK papers'),
  textKey: ZTextKey.nullable()
    .optional()
    .describe(
      'Short-answer questions: the accepted answers and the case rule. Only in quiz, practice ' +
        'and GK papers, and in a review after the results are released; never in a CBT paper',
    ),
  answerId: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      'The correct option id. Only in quiz (1), practice (2) and GK (5) papers; never in a CBT paper',
    ),
  questionSolutionTextEn: z
    .string()
    .nullable()
    .optional()
    .describe('Sanitised HTML. Only in quiz, practice and GK papers'),
  questionSolutionTextHi: z
    .string()
    .nullable()
    .optional()
    .describe('Sanitised HTML. Only in quiz, practice and GK papers'),
});
export type TPaperQuestion = z.infer<typeof ZPaperQuestion>;

/** SPEC §3 Question group: marks per question = totalMarks / totalQuestion. */
export const ZQuestionGroup = z.object({
  groupId: z.number().int(),
  sectionId: z.number().int(),
  totalMarks: z.number(),
  totalQuestion: z.number().int(),
  titleEn: z.string().optional().describe("The group's heading; empty or absent: none"),
  titleHi: z.string().nullable().optional(),
  instructionsEn: z
    .string()
    .optional()
    .describe('Sanitised HTML shown above each question of the group (e.g. a passage)'),
  instructionsHi: z.string().nullable().optional(),
});
export type TQuestionGroup = z.infer<typeof ZQuestionGroup>;

/** SPEC §3 Question paper response, plus groups and the content version it was built from. */
export const ZPaper = z.object({
  setId: z.number().int(),
  setTypeId: ZSetTypeId,
  contentVersion: z
    .number()
    .int()
    .describe('Changes whenever the set is re-imported; the ETag changes with it'),
  exam: z.object({
    examId: z.number().int(),
    examName: z.string(),
    examNameHi: z.string().nullable(),
  }),
  template: ZTemplate,
  sections: z.array(ZSection).describe('In paper order'),
  groups: z.array(ZQuestionGroup),
  questions: z.array(ZPaperQuestion).describe('By questionNo; options by optionNo'),
});
export type TPaper = z.infer<typeof ZPaper>;

/** One set of the quiz/practice/GK multi-set call (SPEC §7: setId, questions and groups). */
export const ZSetQuestions = z.object({
  setId: z.number().int(),
  questions: z.array(ZPaperQuestion),
  groups: z.array(ZQuestionGroup),
});
export type TSetQuestions = z.infer<typeof ZSetQuestions>;
