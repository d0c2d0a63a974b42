import { z } from 'zod';
import { ZSetTypeId } from '../sets/entities.ts';

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
});

export const ZImportQuestion = z
  .object({
    key,
    questionTextEn: html.min(1, 'must not be empty'),
    questionTextHi: html.optional(),
    questionSolutionTextEn: html.optional(),
    questionSolutionTextHi: html.optional(),
    options: z.array(ZImportOption).min(2, 'needs at least 2 options').max(6, 'allows at most 6'),
  })
  .refine((q) => q.options.filter((o) => o.correct).length <= 1, {
    message: 'must mark at most one option correct',
    path: ['options'],
  });

export const ZImportSection = z.object({
  key,
  sectionName: text(120),
  sectionNameHi: optionalHindi(120),
  marksPerQuestion: z.number().positive('must be positive').max(100).default(1),
  questions: z.array(ZImportQuestion).min(1, 'needs at least one question').max(500),
});

export const ZImportSet = z.object({
  key,
  setName: text(200),
  setNameHi: optionalHindi(200),
  setTypeId: ZSetTypeId,
  description: html.default(''),
  totalTime: z.number().int().min(1, 'must be at least 1 minute').max(600),
  negativeMarks: z.boolean().default(false),
  languages: z
    .array(z.enum(['en', 'hi']))
    .min(1)
    .default(['en', 'hi']),
  instructionEn: html.default(''),
  instructionHi: html.default(''),
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
  imageUrl: z.string().url('must be a URL').optional(),
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
    const subCategoriesOf = new Map(
      file.categories.map((c) => [c.key, new Set(c.subCategories.map((s) => s.key))]),
    );
    const seen = new Map<string, string>();
    const unique = (kind: string, value: string, path: (string | number)[]) => {
      const id = `${kind}:${value}`;
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', path, message: `repeats the ${kind} key "${value}"` });
      seen.set(id, value);
    };
    file.categories.forEach((c, ci) => {
      unique('category', c.key, ['categories', ci, 'key']);
      c.subCategories.forEach((s, si) =>
        unique('sub-category', s.key, ['categories', ci, 'subCategories', si, 'key']),
      );
    });
    file.exams.forEach((exam, ei) => {
      unique('exam', exam.key, ['exams', ei, 'key']);
      const subs = subCategoriesOf.get(exam.category);
      if (!subs) {
        ctx.addIssue({
          code: 'custom',
          path: ['exams', ei, 'category'],
          message: `names no category of this file ("${exam.category}")`,
        });
      } else if (!subs.has(exam.subCategory)) {
        ctx.addIssue({
          code: 'custom',
          path: ['exams', ei, 'subCategory'],
          message: `is not a sub-category of "${exam.category}"`,
        });
      }
      exam.sets.forEach((set, si) => {
        unique('set', set.key, ['exams', ei, 'sets', si, 'key']);
        set.sections.forEach((section, sci) => {
          section.questions.forEach((q, qi) =>
            unique('question', `${set.key}/${q.key}`, [
              'exams',
              ei,
              'sets',
              si,
              'sections',
              sci,
              'questions',
              qi,
              'key',
            ]),
          );
        });
      });
    });
  });
export type TImportFile = z.infer<typeof ZImportFile>;
export type TImportFileInput = z.input<typeof ZImportFile>;
