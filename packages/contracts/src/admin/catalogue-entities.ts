import { z } from 'zod';
import { ZId } from '../common/envelope.ts';
import { ZImageUrl } from '../common/image-url.ts';

const name = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters');
const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).nullable().default(null);
/** Lower-case letters, digits and dashes; generated from the name when not given. */
const ZKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be lower-case letters, digits and dashes (at most 80)')
  .optional();
const sortOrder = z.number().int().min(0).max(100_000).default(0);

export const ZCategoryInput = z.object({
  name,
  nameHi: optionalText(200),
  key: ZKey,
  sortOrder,
});
export type TCategoryInput = z.input<typeof ZCategoryInput>;

export const ZCategory = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  nameHi: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZSubCategoryInput = ZCategoryInput.extend({ categoryId: ZId });
export type TSubCategoryInput = z.input<typeof ZSubCategoryInput>;
export const ZSubCategory = ZCategory.extend({ categoryId: z.number().int() });
export type TSubCategory = z.infer<typeof ZSubCategory>;

export const ZExamInput = ZCategoryInput.extend({
  categoryId: ZId,
  subCategoryId: ZId,
  description: z.string().max(20_000, 'must be at most 20000 characters').default(''),
  descriptionHi: optionalText(20_000),
  imageUrl: z.preprocess((v) => (v === '' ? null : v), ZImageUrl.nullable().default(null)),
});
export type TExamInput = z.input<typeof ZExamInput>;

export const ZAdminExam = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  nameHi: z.string().nullable(),
  description: z.string(),
  descriptionHi: z.string().nullable(),
  imageUrl: z.string().nullable(),
  categoryId: z.number().int(),
  subCategoryId: z.number().int(),
  sortOrder: z.number().int(),
  setCount: z.number().int().describe('Sets of the exam the caller may read, published or not'),
});
export type TAdminExam = z.infer<typeof ZAdminExam>;
