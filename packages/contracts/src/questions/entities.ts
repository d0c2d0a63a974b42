import { z } from 'zod';

/**
 * Question types (DESIGN.md §9a). `single` is SPEC's one-correct-option question; `true-false` is a
 * single choice with exactly two options; `multiple` is choose-all-that-apply; `numerical` has no
 * options: the student types a number, correct when it lies in [min, max]; `short-answer` has no
 * options: the student types a word or a phrase, correct when it is one of the accepted answers
 * (packages/core matchesShortAnswer; decision 039).
 */
export const QUESTION_TYPES = [
  'single',
  'multiple',
  'numerical',
  'true-false',
  'short-answer',
] as const;
export const ZQuestionType = z.enum(QUESTION_TYPES);
export type TQuestionType = z.infer<typeof ZQuestionType>;

/**
 * Marking of a multiple-correct question. `jee-partial` (JEE Advanced): full marks only when exactly
 * the correct options are chosen; +1 per correct option chosen when no wrong one is; the negative
 * mark when any wrong option is chosen. `all-or-nothing`: full marks when exactly right, else the
 * negative mark.
 */
export const MARKING_RULES = ['all-or-nothing', 'jee-partial'] as const;
export const ZMarkingRule = z.enum(MARKING_RULES);
export type TMarkingRule = z.infer<typeof ZMarkingRule>;

/** The accepted answers of a numerical question: min ≤ answer ≤ max (min = max for an exact value). */
export const ZNumericRange = z
  .object({
    min: z.number().finite(),
    max: z.number().finite(),
    tolerance: z
      .number()
      .finite()
      .min(0, 'must not be negative')
      .optional()
      .describe(
        'Present when the author wrote the answer as a value ± this tolerance (the value is the ' +
          'middle of the range): the editor shows it so again. Scoring reads min and max only',
      ),
  })
  .refine((range) => range.min <= range.max, {
    message: 'min must not be above max',
    path: ['max'],
  })
  .refine(
    (range) =>
      range.tolerance === undefined ||
      Math.abs((range.max - range.min) / 2 - range.tolerance) <=
        1e-9 * Math.max(1, Math.abs(range.max), Math.abs(range.min)),
    { message: 'must be half the width of the range', path: ['tolerance'] },
  );
export type TNumericRange = z.infer<typeof ZNumericRange>;

/** The most accepted answers a short-answer question may list, and the longest of them. */
export const SHORT_ANSWER_MAX_ACCEPTED = 20;
export const SHORT_ANSWER_MAX_LENGTH = 200;

/** The key of a short-answer question: every accepted answer, and whether case matters. */
export const ZShortAnswerKey = z.object({
  accepted: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .max(SHORT_ANSWER_MAX_LENGTH, `must be at most ${SHORT_ANSWER_MAX_LENGTH} characters`),
    )
    .min(1, 'needs at least one accepted answer')
    .max(SHORT_ANSWER_MAX_ACCEPTED, `allows at most ${SHORT_ANSWER_MAX_ACCEPTED} answers`)
    .describe(
      'Every answer that earns the marks. Compared after trimming and making each run of spaces one',
    ),
  caseSensitive: z
    .boolean()
    .default(false)
    .describe('false (the default): "delhi" matches "Delhi"; true: the case must match too'),
});
export type TShortAnswerKey = z.infer<typeof ZShortAnswerKey>;

const html = (max: number) => z.string().max(max, `must be at most ${max} characters`);

export const ZQuestionOptionBody = z.object({
  textEn: html(5_000).trim().min(1, 'must not be empty'),
  textHi: html(5_000).trim().optional(),
  correct: z.boolean().default(false),
  keepLast: z
    .boolean()
    .optional()
    .describe('Stays last when a set shuffles options (e.g. "All of the above")'),
});
export type TQuestionOptionBody = z.infer<typeof ZQuestionOptionBody>;

/**
 * One question as authored, imported and exported: the body of a question-bank version and of an
 * import preview item. Texts are HTML (sanitised on the server), may hold LaTeX between \( \) or
 * $$ $$, MathML, and images (`<img src="/media/<sha256>" alt="…">`, alt required).
 *
 * A body may be incomplete while it is being written (no correct option yet, no Hindi):
 * publishing a set names what is missing (packages/core questionGaps).
 */
/**
 * The shared passage a question belongs to (decision 055): a QTI shared stimulus kept apart from
 * the stem, so a set puts the questions of one passage in a group that shows it.
 */
export const ZQuestionPassage = z.object({
  key: z.string().trim().min(1).max(60).describe('The same for every question of the passage'),
  titleEn: z.string().trim().max(300).optional(),
  textEn: html(50_000).trim().min(1, 'must not be empty'),
  textHi: html(50_000).trim().optional(),
});
export type TQuestionPassage = z.infer<typeof ZQuestionPassage>;

export const ZQuestionBody = z
  .object({
    type: ZQuestionType.default('single'),
    textEn: html(50_000).trim().min(1, 'must not be empty'),
    textHi: html(50_000).trim().optional(),
    solutionEn: html(50_000).optional(),
    solutionHi: html(50_000).optional(),
    options: z.array(ZQuestionOptionBody).max(10, 'allows at most 10 options').default([]),
    /** Multiple-correct questions only; all-or-nothing when absent. */
    markingRule: ZMarkingRule.optional(),
    /** Numerical questions only. */
    numeric: ZNumericRange.optional(),
    /** Short-answer questions only. */
    shortAnswer: ZShortAnswerKey.optional(),
    /** Marks for a correct answer; absent: the set's group decides (SPEC §9). */
    marks: z.number().positive('must be positive').max(1000).optional(),
    /**
     * Marks lost for a wrong answer (a positive number); absent: SPEC §9's quarter when the set
     * has negative marking, and none for numerical questions.
     */
    negativeMark: z.number().min(0).max(1000).optional(),
    tags: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
    passage: ZQuestionPassage.optional(),
  })
  .superRefine((body, ctx) => {
    const correct = body.options.filter((o) => o.correct).length;
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (body.type === 'numerical') {
      if (body.options.length > 0) issue(['options'], 'must be empty for a numerical question');
    } else if (body.type === 'short-answer') {
      if (body.options.length > 0) issue(['options'], 'must be empty for a short-answer question');
    } else if (body.type === 'true-false') {
      if (body.options.length !== 2) issue(['options'], 'a true/false question has exactly 2');
    } else if (body.options.length < 2) {
      issue(['options'], 'needs at least 2 options');
    }
    if ((body.type === 'single' || body.type === 'true-false') && correct > 1)
      issue(['options'], 'must mark at most one option correct');
    if (body.type !== 'numerical' && body.numeric) issue(['numeric'], 'only for numerical');
    if (body.type !== 'short-answer' && body.shortAnswer)
      issue(['shortAnswer'], 'only for short-answer');
    if (body.type !== 'multiple' && body.markingRule) issue(['markingRule'], 'only for multiple');
  });
export type TQuestionBody = z.infer<typeof ZQuestionBody>;
export type TQuestionBodyInput = z.input<typeof ZQuestionBody>;

/** Staff roles (DESIGN.md §9a). */
export const STAFF_ROLES = ['org-admin', 'institute-admin', 'teacher', 'invigilator'] as const;
export const ZStaffRole = z.enum(STAFF_ROLES);
export type TStaffRole = z.infer<typeof ZStaffRole>;
