import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZCategoryInput } from './catalogue-entities.ts';
import { ZCategoryResponse } from './create-category.ts';

export const updateCategory = defineEndpoint({
  ...ADMIN_API.updateCategory,
  summary: 'Renames or reorders an exam category (org-admin)',
  tags: ['admin'],
  params: ZIdParam,
  body: ZCategoryInput,
  response: ZCategoryResponse,
});
