import { z } from 'zod';
import { ZId } from '../common/envelope.ts';
import { ZCalculatorMode } from '../attempts/entities.ts';
import { ZQuestionType } from '../questions/entities.ts';
import { ZSetTypeId } from '../sets/entities.ts';
import { ZEditable, ZLanguageId } from './entities.ts';

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const marks = z.number().positive('must be positive').max(1000, 'must be at most 1000');
const lostPerWrongAnswer = z
  .number()
  .min(0, 'must not be negative')
  .max(1000, 'must be at most 1000');

/** One question row of a section: a bank question, with marks that override the section's. */
export const ZSetQuestionInput = z.object({
  bankQuestionId: ZId,
  marks: marks.optional().describe("Absent: the question's own marks, else the section's"),
  negativeMark: z
    .number()
    .min(0, 'must not be negative')
    .max(1000)
    .optional()
    .describe(
      "Absent: the question's own, else the section's, the set's or SPEC §9's quarter (decision 061)",
    ),
});
export type TSetQuestionInput = z.input<typeof ZSetQuestionInput>;

/**
 * A group of a section: a heading, shared instructions or a passage (comprehension), and the
 * questions it applies to. The questions take the section's marks unless they carry their own.
 */
export const ZSetGroupInput = z.object({
  titleEn: text(300).trim().default('').describe('e.g. "Group A — single choice, 4 marks each"'),
  titleHi: text(300).trim().nullable().default(null),
  instructionsEn: text(50_000).default('').describe('HTML shown above every question of the group'),
  instructionsHi: text(50_000).nullable().default(null),
  questions: z.array(ZSetQuestionInput).max(500, 'allows at most 500 questions'),
});
export type TSetGroupInput = z.input<typeof ZSetGroupInput>;

/**
 * A rule of a pooled section (decision 057): draw `count` questions from the bank's questions
 * that carry every tag and match the type and category when given. A difficulty is a tag.
 */
export const ZPoolRule = z.object({
  count: z.number().int('must be a whole number').min(1, 'must be at least 1').max(100),
  tags: z
    .array(z.string().trim().min(1, 'must not be empty').max(60))
    .max(10, 'allows at most 10 tags')
    .default([])
    .describe('Every one of them (e.g. ["kinematics", "easy"])'),
  type: ZQuestionType.nullable().default(null).describe('null: any type'),
  categoryId: ZId.nullable().default(null).describe('null: any category'),
});
export type TPoolRuleInput = z.input<typeof ZPoolRule>;
export type TPoolRule = z.infer<typeof ZPoolRule>;

export const ZSetSectionInput = z
  .object({
    nameEn: text(200).trim().min(1, 'must not be empty'),
    nameHi: text(200).trim().nullable().default(null),
    marksPerQuestion: marks.default(1),
    negativeMark: lostPerWrongAnswer
      .nullable()
      .default(null)
      .describe("Marks lost per wrong answer in this section; null: the set's (decision 061)"),
    shuffleQuestions: z
      .boolean()
      .default(true)
      .describe("When the set shuffles questions: false keeps this section's in order"),
    shuffleOptions: z
      .boolean()
      .default(true)
      .describe("When the set shuffles options: false keeps this section's in order"),
    questions: z
      .array(ZSetQuestionInput)
      .max(500, 'allows at most 500 questions')
      .default([])
      .describe('A section of one untitled group: its questions (or give groups instead)'),
    groups: z
      .array(ZSetGroupInput)
      .min(1, 'needs at least one group')
      .max(50, 'allows at most 50 groups')
      .optional()
      .describe('The groups of the section in order; absent: one group of `questions`'),
    pool: z
      .array(ZPoolRule)
      .min(1, 'needs at least one rule')
      .max(20, 'allows at most 20 rules')
      .nullable()
      .default(null)
      .describe(
        'Drawn from the bank instead of listed (decision 057): each candidate gets their own draw',
      ),
  })
  .superRefine((section, ctx) => {
    if (section.pool && (section.groups || section.questions.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pool'],
        message: 'a section drawn from the bank lists no questions or groups',
      });
    }
    if (section.groups && section.questions.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: 'must be empty when the section has groups (put the questions in a group)',
      });
    }
  });
export type TSetSectionInput = z.input<typeof ZSetSectionInput>;
type SetSection = z.infer<typeof ZSetSectionInput>;

/** A section's groups, each with its path in the body: one untitled group when none is given. */
export function groupsOfSection(section: SetSection, s: number) {
  if (section.groups) {
    return section.groups.map((group, g) => ({ group, path: ['sections', s, 'groups', g] }));
  }
  const group = {
    titleEn: '',
    titleHi: null,
    instructionsEn: '',
    instructionsHi: null,
    questions: section.questions,
  };
  return [{ group, path: ['sections', s] }];
}

/** Create and update of a set: everything a staff member decides about it. */
export const ZSetInput = z
  .object({
    examId: ZId,
    setTypeId: ZSetTypeId,
    nameEn: text(200).trim().min(1, 'must not be empty'),
    nameHi: text(200).trim().nullable().default(null),
    descriptionEn: text(20_000).default(''),
    descriptionHi: text(20_000).nullable().default(null),
    durationMinutes: z.number().int('must be whole minutes').min(1).max(1440),
    languages: z
      .array(ZLanguageId)
      .min(1, 'needs at least one language')
      .refine((ids) => ids.includes(1), 'must include English (1)')
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a language'),
    cutoff: z
      .number()
      .min(0, 'must not be negative')
      .max(1_000_000, 'must be at most 1000000')
      .nullable()
      .default(null)
      .describe("Pass marks; null: SPEC §9's pass share of the total"),
    negativeMarks: z.boolean().default(false).describe('Off: no wrong answer loses anything'),
    negativeMark: lostPerWrongAnswer
      .nullable()
      .default(null)
      .describe(
        "Marks lost per wrong answer when negativeMarks is on; null: SPEC §9's quarter of each question's marks",
      ),
    shuffleQuestions: z
      .boolean()
      .default(false)
      .describe(
        "Each candidate gets the questions in their own order (within each section's groups)",
      ),
    shuffleOptions: z
      .boolean()
      .default(false)
      .describe(
        'Each candidate gets the options in their own order; "keep last" options stay last',
      ),
    instructionEn: text(50_000).default(''),
    instructionHi: text(50_000).default(''),
    clockRule: z.enum(['strict', 'pause-on-silence']).default('strict'),
    fullscreen: z.enum(['required', 'offered', 'off']).default('off'),
    calculator: ZCalculatorMode.default('off'),
    classId: z.number().int().min(1).max(12).nullable().default(null).describe('School exams'),
    sections: z.array(ZSetSectionInput).min(1, 'needs at least one section').max(20),
  })
  .superRefine((set, ctx) => {
    set.sections.forEach((section, s) => {
      const amount = section.negativeMark ?? set.negativeMark;
      if (amount === null || amount <= section.marksPerQuestion) return;
      ctx.addIssue({
        code: 'custom',
        path: section.negativeMark === null ? ['negativeMark'] : ['sections', s, 'negativeMark'],
        message: `must not be more than the marks of a question of ${section.nameEn} (${section.marksPerQuestion})`,
      });
    });
    const seen = new Map<number, string>();
    set.sections.forEach((section, s) =>
      groupsOfSection(section, s).forEach(({ group, path }) =>
        group.questions.forEach((q, i) => {
          const where = [...path, 'questions', i].join('.');
          const first = seen.get(q.bankQuestionId);
          if (first) {
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'questions', i, 'bankQuestionId'],
              message: `is already in the set (${first})`,
            });
          } else seen.set(q.bankQuestionId, where);
        }),
      ),
    );
  });
export type TSetInput = z.input<typeof ZSetInput>;

export const ZSetQuestionRow = z.object({
  questionId: z.number().int(),
  questionNo: z.number().int().describe('Continuous across sections'),
  bankQuestionId: z.number().int().nullable().describe('null: imported from JSON, not the bank'),
  bankVersion: z.number().int().nullable(),
  currentVersion: z
    .number()
    .int()
    .nullable()
    .describe(
      "The bank question's latest version: newer than bankVersion when the set kept its copy",
    ),
  type: ZQuestionType,
  textEn: z.string(),
  marks: z.number().nullable(),
  negativeMark: z.number().nullable(),
});
export type TSetQuestionRow = z.infer<typeof ZSetQuestionRow>;

export const ZPoolRuleStatus = ZPoolRule.extend({
  available: z.number().int().describe('The questions this rule draws from (its pool)'),
});
export type TPoolRuleStatus = z.infer<typeof ZPoolRuleStatus>;

export const ZSetGroup = z.object({
  groupId: z.number().int(),
  titleEn: z.string(),
  titleHi: z.string().nullable(),
  instructionsEn: z.string(),
  instructionsHi: z.string().nullable(),
  questions: z.array(ZSetQuestionRow),
});
export type TSetGroup = z.infer<typeof ZSetGroup>;

export const ZSetSection = z.object({
  sectionId: z.number().int(),
  nameEn: z.string(),
  nameHi: z.string().nullable(),
  marksPerQuestion: z.number(),
  negativeMark: z.number().nullable().describe("Marks lost per wrong answer; null: the set's"),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  questions: z.array(ZSetQuestionRow).describe("Every question of the section, groups' in order"),
  groups: z.array(ZSetGroup).describe('In order; a set of one group per section has one'),
  pool: z
    .array(ZPoolRuleStatus)
    .nullable()
    .describe(
      'A section drawn from the bank: its rules; `questions` then lists every pool question',
    ),
});

/** Who may find a published set (decision 051): every student of its scope, or its windows' only. */
export const ZSetAudience = z
  .enum(['open', 'scheduled'])
  .describe("open: the open catalogue; scheduled: only the students of the set's windows");
export type TSetAudience = z.infer<typeof ZSetAudience>;

export const ZSetSummary = z.object({
  id: z.number().int(),
  examId: z.number().int(),
  examName: z.string(),
  setTypeId: ZSetTypeId,
  nameEn: z.string(),
  nameHi: z.string().nullable(),
  active: z.boolean().describe('Published: students see it'),
  audience: ZSetAudience,
  totalQuestion: z.number().int(),
  totalMarks: z.number(),
  durationMinutes: z.number().int(),
  instituteId: z.number().int().nullable(),
  editable: ZEditable,
  sat: z.boolean().describe('Students have attempted it'),
});
export type TSetSummary = z.infer<typeof ZSetSummary>;

export const ZSetDetail = ZSetSummary.extend({
  descriptionEn: z.string(),
  descriptionHi: z.string().nullable(),
  languages: z.array(ZLanguageId),
  cutoff: z.number().nullable(),
  negativeMarks: z.boolean(),
  negativeMark: z
    .number()
    .nullable()
    .describe("Marks lost per wrong answer; null: SPEC §9's quarter of each question's marks"),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  instructionEn: z.string(),
  instructionHi: z.string(),
  clockRule: z.enum(['strict', 'pause-on-silence']),
  fullscreen: z.enum(['required', 'offered', 'off']),
  calculator: ZCalculatorMode,
  classId: z.number().int().nullable(),
  contentVersion: z.number().int(),
  sections: z.array(ZSetSection),
});
export type TSetDetail = z.infer<typeof ZSetDetail>;

/** What publishing found missing, one entry per gap (packages/core questionGaps). */
export const ZQuestionGap = z.object({
  questionNo: z.number().int().describe('0: the set itself (e.g. it has no question)'),
  bankQuestionId: z.number().int().nullable(),
  what: z
    .enum([
      'no-questions',
      'answer',
      'numeric-range',
      'question-text-hi',
      'option-text-hi',
      'options',
      'set-name-hi',
      'pool',
    ])
    .describe('What is missing'),
  message: z.string(),
});
export type TQuestionGap = z.infer<typeof ZQuestionGap>;
