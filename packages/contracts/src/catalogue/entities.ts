import { z } from 'zod';

export const ZExamCategory = z.object({
  examCategoryId: z.number().int(),
  examCategoryName: z.string(),
  examCategoryNameHi: z.string().nullable(),
});
export type TExamCategory = z.infer<typeof ZExamCategory>;

export const ZExamSubCategory = z.object({
  examSubCategoryId: z.number().int(),
  examSubCategoryName: z.string(),
  examSubCategoryNameHi: z.string().nullable(),
  categoryId: z.number().int(),
});
export type TExamSubCategory = z.infer<typeof ZExamSubCategory>;

export const ZExam = z.object({
  examId: z.number().int(),
  examName: z.string(),
  examNameHi: z.string().nullable(),
  examDescription: z.string().describe('Sanitised HTML'),
  examDescriptionHi: z.string().nullable().describe('Sanitised HTML; null: show the English one'),
  imageUrl: z.string().nullable().describe('Null when the exam has no image: show a placeholder'),
  examCategory: z.object({ examCategoryId: z.number().int() }),
  examSubCategory: z.object({ examSubCategoryId: z.number().int(), categoryId: z.number().int() }),
  totalMarks: z.number(),
  totalQuestion: z.number().int(),
  negativeMarks: z.boolean(),
  setCount: z.number().int().describe('Number of active sets of this exam'),
});
export type TExam = z.infer<typeof ZExam>;

export const ZTemplate = z.object({
  templateId: z.number().int(),
  examDuration: z.number().int().describe('Minutes'),
  totalQuestion: z.number().int(),
  totalMarks: z.number(),
  negativeMarks: z.boolean(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

export const ZSection = z.object({
  sectionId: z.number().int(),
  sectionName: z.string(),
  sectionNameHi: z.string().nullable(),
  totalQuestion: z.number().int(),
  totalMarks: z.number(),
});
export type TSection = z.infer<typeof ZSection>;
