import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZQuestionType } from '../questions/entities.ts';
import { ADMIN_API } from './admin-api.ts';

export const ZOptionShare = z.object({
  optionId: z.number().int(),
  optionNo: z.number().int(),
  optionCap: z.string(),
  textEn: z.string(),
  textHi: z.string().nullable(),
  isKey: z.boolean(),
  share: z.number().describe('Share of all candidates who chose it, 0..1'),
  chosenByTop: z.number().int().describe('Candidates of the top third who chose it'),
});

export const ZQuestionStatistics = z.object({
  questionId: z.number().int(),
  questionNo: z.number().int(),
  questionType: ZQuestionType,
  textEn: z.string().describe('The question text (HTML, may hold mathematics)'),
  textHi: z.string().nullable(),
  answerOptionId: z.number().int().nullable(),
  answerOptionIds: z.array(z.number().int()).nullable(),
  numericRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  textKey: z
    .object({ accepted: z.array(z.string()), caseSensitive: z.boolean() })
    .nullable()
    .optional()
    .describe('Short-answer questions: the accepted answers and the case rule'),
  typedAnswers: z
    .array(
      z.object({
        text: z
          .string()
          .describe('As compared: trimmed, spaces made one, lower case unless case matters'),
        share: z.number().describe('Share of all candidates who typed it, 0..1'),
        accepted: z.boolean(),
      }),
    )
    .optional()
    .describe('Short-answer questions: the ten commonest texts typed, accepted or not'),
  dropped: z.boolean(),
  answered: z.number().int(),
  correct: z.number().int(),
  facility: z.number().nullable().describe('Share of all candidates fully correct, 0..1'),
  discrimination: z
    .number()
    .nullable()
    .describe('(correct in top third − correct in bottom third) / group size; null below 3'),
  options: z.array(ZOptionShare),
  flags: z.object({
    keyMayBeWrong: z.boolean(),
    lowFacility: z.boolean(),
    negativeDiscrimination: z.boolean(),
  }),
});
export type TQuestionStatistics = z.infer<typeof ZQuestionStatistics>;

export const ZKeyCorrectionEntry = z.object({
  questionId: z.number().int(),
  questionNo: z.number().int(),
  kind: z.enum(['drop', 'key']),
  reason: z.string(),
  attemptsRescored: z.number().int(),
  at: z.string(),
});

export const ZSetQuestionStats = z.object({
  setId: z.number().int(),
  setName: z.string(),
  candidates: z.number().int().describe("Each student's first submitted attempt"),
  groupSize: z.number().int().describe('Candidates in the top (and in the bottom) third'),
  /** Attempts a key correction would rescore now (every submitted attempt of the set). */
  submittedAttempts: z.number().int(),
  openAttempts: z.number().int().describe('While any is open, keys cannot be corrected'),
  editable: z.boolean().describe('Whether the caller may correct keys of this set'),
  questions: z.array(ZQuestionStatistics),
  corrections: z.array(ZKeyCorrectionEntry),
});
export type TSetQuestionStats = z.infer<typeof ZSetQuestionStats>;

export const ZGetQuestionStatsResponse = okEnvelope(ZSetQuestionStats);
export type TGetQuestionStatsResponse = z.infer<typeof ZGetQuestionStatsResponse>;

export const getQuestionStats = defineEndpoint({
  ...ADMIN_API.getQuestionStats,
  summary:
    "Question statistics of a set (Moodle's statistics report) over its candidates (students of " +
    "the caller's institute below org-admin): answered, facility, discrimination, option shares " +
    'and flags. Read-only',
  tags: ['admin'],
  params: ZIdParam,
  response: ZGetQuestionStatsResponse,
});
