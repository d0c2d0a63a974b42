import { z } from 'zod';
import { ZCalculatorMode, ZClockRule, ZFullscreenMode } from '../attempts/entities.ts';
import {
  ZMarkingRule,
  ZNumericRange,
  ZQuestionType,
  ZShortAnswerKey,
} from '../questions/entities.ts';
import { ZSetTypeId } from '../sets/entities.ts';
import { ZImageUrl } from '../common/image-url.ts';

/**
 * The content import format (`npm run content:import -- FILE`). Every row carries a `key`, stable
 * within the organisation, so importing the same file twice updates instead of duplicating.
 */
const key = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be lower-case letters, digits and dashes (max 80)');
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const html = z.string().max(50_000, 'must be at most 50,000 characters');
const optionalHindi = (max: number) => z.string().trim().max(max).optional();

export const ZImportOption = z.object({
  optionTextEn: text(2_000),
  optionTextHi: optionalHindi(2_000),
  correct: z.boolean().default(false),
  keepLast: z
    .boolean()
    .default(false)
    .describe('Stays last when the set shuffles options (e.g. "All of the above")'),
});

/**
 * One question. `type` single (default), multiple (choose all that apply: mark every correct
 * option; `markingRule` all-or-nothing by default, or jee-partial), numerical (no options; the
 * accepted answers are `numeric` {min, max}, min = max for an exact value), true-false (exactly
 * two options) or short-answer (no options; `shortAnswer` {accepted, caseSensitive}). Typed answers
 * lose nothing unless `negativeMark` is given. `marks` and `negativeMark` override the section's marks per question and SPEC's
 * quarter (numerical questions lose nothing unless `negativeMark` is given).
 */
export const ZImportQuestion = z
  .object({
    key,
    type: ZQuestionType.default('single'),
    questionTextEn: html.min(1, 'must not be empty'),
    questionTextHi: html.optional(),
    questionSolutionTextEn: html.optional(),
    questionSolutionTextHi: html.optional(),
    options: z.array(ZImportOption).max(6, 'allows at most 6').default([]),
    markingRule: ZMarkingRule.optional(),
    numeric: ZNumericRange.optional(),
    shortAnswer: ZShortAnswerKey.optional(),
    marks: z.number().positive('must be positive').max(100, 'must be at most 100').optional(),
    negativeMark: z.number().min(0, 'must not be negative').max(100).optional(),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const correct = q.options.filter((o) => o.correct).length;
    if (q.type === 'numerical') {
      if (q.options.length > 0) issue('options', 'must be empty for a numerical question');
      if (!q.numeric) issue('numeric', 'is required for a numerical question: {min, max}');
    } else if (q.type === 'short-answer') {
      if (q.options.length > 0) issue('options', 'must be empty for a short-answer question');
      if (!q.shortAnswer) issue('shortAnswer', 'is required for a short-answer question');
    } else {
      if (q.type === 'true-false' && q.options.length !== 2)
        issue('options', 'a true/false question has exactly 2');
      else if (q.options.length < 2) issue('options', 'needs at least 2 options');
      if (q.type !== 'multiple' && correct > 1)
        issue('options', 'must mark at most one option correct');
      if (q.numeric) issue('numeric', 'is only for a numerical question');
    }
    if (q.type !== 'short-answer' && q.shortAnswer)
      issue('shortAnswer', 'is only for a short-answer question');
    if (q.type !== 'multiple' && q.markingRule)
      issue('markingRule', 'is only for a multiple-correct question');
  });
const questionList = z.array(ZImportQuestion).min(1, 'needs at least one question').max(500);

/**
 * A group of a section, as the set builder has them: a heading, shared instructions or a passage
 * (HTML, shown above each of its questions) and its questions. Groups are matched by their order
 * in the section when a file is imported again.
 */
export const ZImportGroup = z.object({
  titleEn: z.string().trim().max(300).default(''),
  titleHi: optionalHindi(300),
  instructionsEn: html.default(''),
  instructionsHi: html.optional(),
  questions: questionList,
});

/** A section: its `questions` (one untitled group), or its `groups` in order. */
export const ZImportSection = z
  .object({
    key,
    sectionName: text(120),
    sectionNameHi: optionalHindi(120),
    marksPerQuestion: z.number().positive('must be positive').max(100).default(1),
    negativeMark: z
      .number()
      .min(0, 'must not be negative')
      .max(100)
      .optional()
      .describe("Marks lost per wrong answer in this section; absent: the set's (decision 061)"),
    questions: z.array(ZImportQuestion).max(500).default([]),
    groups: z.array(ZImportGroup).min(1, 'needs at least one group').max(50).optional(),
  })
  .superRefine((section, ctx) => {
    const issue = (message: string) =>
      ctx.addIssue({ code: 'custom', path: ['questions'], message });
    if (section.groups && section.questions.length > 0)
      issue('must be absent when the section has groups (put the questions in a group)');
    else if (!section.groups && section.questions.length === 0)
      issue('needs at least one question (or give groups)');
  });
type ImportSection = z.infer<typeof ZImportSection>;

/** A section's groups in order: its `groups`, or one untitled group of its `questions`. */
export const importGroupsOf = (section: ImportSection) =>
  section.groups ?? [{ titleEn: '', instructionsEn: '', questions: section.questions }];

/** Every question of a section, in paper order. */
export const importQuestionsOf = (section: ImportSection) =>
  importGroupsOf(section).flatMap((group) => group.questions);

export const ZImportSet = z.object({
  key,
  setName: text(200),
  setNameHi: optionalHindi(200),
  setTypeId: ZSetTypeId,
  description: html.default(''),
  descriptionHi: html.optional(),
  totalTime: z.number().int().min(1, 'must be at least 1 minute').max(600),
  negativeMarks: z.boolean().default(false),
  negativeMark: z
    .number()
    .min(0, 'must not be negative')
    .max(100)
    .optional()
    .describe("Marks lost per wrong answer; absent: SPEC's quarter of each question's marks"),
  languages: z
    .array(z.enum(['en', 'hi']))
    .min(1)
    .default(['en', 'hi']),
  instructionEn: html.default(''),
  instructionHi: html.default(''),
  clockRule: ZClockRule.default('strict'),
  fullscreen: ZFullscreenMode.default('off'),
  calculator: ZCalculatorMode.default('off'),
  shuffleQuestions: z
    .boolean()
    .default(false)
    .describe('Each candidate gets the questions in their own order (decision 040)'),
  shuffleOptions: z
    .boolean()
    .default(false)
    .describe('Each candidate gets the options in their own order'),
  classId: z.number().int().min(1).max(12).optional(),
  active: z.boolean().default(true),
  sections: z.array(ZImportSection).min(1, 'needs at least one section').max(20),
});

export const ZImportExam = z.object({
  key,
  category: key.describe('key of a category in this file'),
  subCategory: key.describe('key of a sub-category of that category'),
  examName: text(200),
  examNameHi: optionalHindi(200),
  examDescription: html.default(''),
  examDescriptionHi: html.optional(),
  imageUrl: ZImageUrl.optional(),
  sets: z.array(ZImportSet).default([]),
});

export const ZImportCategory = z.object({
  key,
  examCategoryName: text(120),
  examCategoryNameHi: optionalHindi(120),
  subCategories: z
    .array(
      z.object({
        key,
        examSubCategoryName: text(120),
        examSubCategoryNameHi: optionalHindi(120),
      }),
    )
    .default([]),
});

export const ZImportFile = z
  .object({
    organisation: z.object({
      orgToken: key,
      name: text(200),
      institutes: z.array(z.object({ instituteToken: key, name: text(200) })).min(1),
    }),
    systemInstruction: z.object({ instructionEn: html, instructionHi: html }).optional(),
    categories: z.array(ZImportCategory).default([]),
    exams: z.array(ZImportExam).default([]),
  })
  .superRefine((file, ctx) => {
    for (const issue of crossReferenceIssues(file)) ctx.addIssue({ code: 'custom', ...issue });
  });

interface RefIssue {
  path: (string | number)[];
  message: string;
}
type Loose = Record<string, unknown>;
const list = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((v): v is Loose => typeof v === 'object' && v !== null) : [];
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Keys that must be unique and references between rows. Written against loosely typed input so it
 * also reports on a file whose fields are otherwise invalid: one run names every problem.
 */
export function crossReferenceIssues(file: unknown): RefIssue[] {
  const issues: RefIssue[] = [];
  if (typeof file !== 'object' || file === null) return issues;
  const root = file as Loose;
  const seen = new Set<string>();
  const unique = (kind: string, value: unknown, path: (string | number)[]) => {
    const text = str(value);
    if (text === undefined) return;
    if (seen.has(`${kind}:${text}`))
      issues.push({ path, message: `repeats the ${kind} key "${text}"` });
    seen.add(`${kind}:${text}`);
  };
  const subCategoriesOf = new Map<string, Set<string>>();
  list(root.categories).forEach((category, ci) => {
    unique('category', category.key, ['categories', ci, 'key']);
    const subs = new Set<string>();
    list(category.subCategories).forEach((sub, si) => {
      unique('sub-category', sub.key, ['categories', ci, 'subCategories', si, 'key']);
      const key = str(sub.key);
      if (key) subs.add(key);
    });
    const key = str(category.key);
    if (key) subCategoriesOf.set(key, subs);
  });
  list(root.exams).forEach((exam, ei) => {
    unique('exam', exam.key, ['exams', ei, 'key']);
    const category = str(exam.category);
    const subCategory = str(exam.subCategory);
    const subs = category === undefined ? undefined : subCategoriesOf.get(category);
    if (category !== undefined && !subs) {
      issues.push({
        path: ['exams', ei, 'category'],
        message: `names no category of this file ("${category}")`,
      });
    } else if (subs && subCategory !== undefined && !subs.has(subCategory)) {
      issues.push({
        path: ['exams', ei, 'subCategory'],
        message: `is not a sub-category of "${category}"`,
      });
    }
    list(exam.sets).forEach((set, si) => {
      unique('set', set.key, ['exams', ei, 'sets', si, 'key']);
      list(set.sections).forEach((section, sci) => {
        const at = ['exams', ei, 'sets', si, 'sections', sci];
        const question = (q: Loose, path: (string | number)[]) =>
          unique(`question of set ${str(set.key)}`, q.key, [...at, ...path, 'key']);
        list(section.questions).forEach((q, qi) => question(q, ['questions', qi]));
        list(section.groups).forEach((group, gi) =>
          list(group.questions).forEach((q, qi) => question(q, ['groups', gi, 'questions', qi])),
        );
      });
    });
  });
  return issues;
}

export type TImportFile = z.infer<typeof ZImportFile>;
export type TImportFileInput = z.input<typeof ZImportFile>;
