import { z } from 'zod';
import { ZSection, ZTemplate } from '../catalogue/entities.ts';
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

/** SPEC §3 Question, as a paper carries it. */
export const ZPaperQuestion = z.object({
  questionId: z.number().int(),
  questionNo: z.number().int().describe('1-based, in paper order across sections'),
  examId: z.number().int(),
  setId: z.number().int(),
  sectionId: z.number().int(),
  groupId: z.number().int(),
  questionTextEn: z.string().describe('Sanitised HTML'),
  questionTextHi: z.string().nullable().describe('Sanitised HTML; null when not translated'),
  options: z.array(ZOption),
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
