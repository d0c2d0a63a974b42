import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZSubCategory, ZSubCategoryInput } from './catalogue-entities.ts';

export const ZSubCategoryResponse = okEnvelope(ZSubCategory);
export type TSubCategoryResponse = z.infer<typeof ZSubCategoryResponse>;

export const createSubCategory = defineEndpoint({
  ...ADMIN_API.createSubCategory,
  summary: 'Adds a sub-category to a category (org-admin). Unknown category: 404',
  tags: ['admin'],
  body: ZSubCategoryInput,
  response: ZSubCategoryResponse,
});
