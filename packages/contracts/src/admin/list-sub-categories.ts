import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZSubCategory } from './catalogue-entities.ts';
import { ZOptionalIdQuery } from './entities.ts';

export const ZListSubCategoriesQuery = z.object({ categoryId: ZOptionalIdQuery });

export const ZListSubCategoriesResponse = okEnvelope(z.array(ZSubCategory));
export type TListSubCategoriesResponse = z.infer<typeof ZListSubCategoriesResponse>;

export const listSubCategories = defineEndpoint({
  ...ADMIN_API.listSubCategories,
  summary: 'Sub-categories of the organisation, of one category when categoryId is given',
  tags: ['admin'],
  querystring: ZListSubCategoriesQuery,
  response: ZListSubCategoriesResponse,
});
