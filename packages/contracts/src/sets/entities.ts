import { z } from 'zod';

/** DESIGN.md §6: 1 quiz, 2 practice, 3 mock test, 4 previous-year paper, 5 GK & current affairs, 6 school exam. */
export const SET_TYPES = {
  quiz: 1,
  practice: 2,
  mockTest: 3,
  previousYear: 4,
  gkCurrentAffairs: 5,
  schoolExam: 6,
} as const;
export const ZSetTypeId = z.union(
  Object.values(SET_TYPES).map((id) => z.literal(id)) as [
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
    z.ZodLiteral<5>,
    z.ZodLiteral<6>,
  ],
  {
    error:
      'must be a set type: 1 quiz, 2 practice, 3 mock test, 4 previous-year paper, 5 GK, 6 school exam',
  },
);
export type TSetTypeId = z.infer<typeof ZSetTypeId>;

/** SPEC §9: language id 1 is English; any other is shown as Hindi (packages/core/language). */
export const ZLanguage = z.object({ langId: z.number().int(), langName: z.string() });

/** The exam window of a scheduled set, as its student sees it (decision 018). */
export const ZSetWindow = z.object({
  scheduleId: z.number().int(),
  opensAt: z.string().describe('ISO 8601'),
  closesAt: z.string().describe('ISO 8601'),
  timeZone: z.string().describe('IANA zone the window is shown in'),
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  state: z.enum(['upcoming', 'open', 'closed']).describe("At the server's time of the answer"),
  lobbyOpensAt: z
    .string()
    .optional()
    .describe(
      'ISO 8601: candidates may enter from then, before opensAt (decision 060). Absent: no lobby',
    ),
});
export type TSetWindow = z.infer<typeof ZSetWindow>;

const lostPerWrongAnswer = z
  .number()
  .nullable()
  .describe("Marks lost per wrong answer; null: a quarter of each question's marks (SPEC §9)");

/**
 * The negative marking a student is told (decision 061), computed from the set's and sections'
 * amounts: none, one amount for the whole paper, or each section's. A question that carries its
 * own amount shows it on the exam panel.
 */
export const ZNegativeMarking = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('same'), amount: lostPerWrongAnswer }),
  z.object({
    kind: z.literal('by-section'),
    sections: z.array(
      z.object({
        sectionName: z.string(),
        sectionNameHi: z.string().nullable(),
        amount: lostPerWrongAnswer,
      }),
    ),
  }),
]);
export type TNegativeMarking = z.infer<typeof ZNegativeMarking>;

export const ZQuestionSet = z.object({
  examSetId: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  examNameHi: z.string().nullable(),
  setName: z.string(),
  setNameHi: z.string().nullable(),
  setTypeId: ZSetTypeId,
  description: z.string().describe('Sanitised HTML'),
  descriptionHi: z.string().nullable().describe('Sanitised HTML; null: show the English one'),
  totalQuestion: z.number().int(),
  totalMarks: z.number(),
  totalTime: z.number().int().describe('Minutes'),
  negativeMarks: z.boolean(),
  negativeMarking: ZNegativeMarking,
  languages: z.array(ZLanguage),
  templateId: z.number().int(),
  classId: z.number().int().nullable().describe('School class a school exam is for'),
  window: ZSetWindow.optional().describe(
    'A scheduled set (issue 12): the window it may be started in; absent for the open catalogue',
  ),
});
export type TQuestionSet = z.infer<typeof ZQuestionSet>;

export const ZInstruction = z.object({
  instructionEn: z.string().describe('Sanitised HTML'),
  instructionHi: z.string().describe('Sanitised HTML'),
});
export type TInstruction = z.infer<typeof ZInstruction>;
