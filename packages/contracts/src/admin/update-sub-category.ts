import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZSubCategoryInput } from './catalogue-entities.ts';
import { ZSubCategoryResponse } from './create-sub-category.ts';

export const updateSubCategory = defineEndpoint({
  ...ADMIN_API.updateSubCategory,
  summary: 'Renames, moves or reorders a sub-category (org-admin)',
  tags: ['admin'],
  params: ZIdParam,
  body: ZSubCategoryInput,
  response: ZSubCategoryResponse,
});
