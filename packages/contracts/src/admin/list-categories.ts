import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZCategory } from './catalogue-entities.ts';

export const ZListCategoriesResponse = okEnvelope(z.array(ZCategory));
export type TListCategoriesResponse = z.infer<typeof ZListCategoriesResponse>;

export const listCategories = defineEndpoint({
  ...ADMIN_API.listCategories,
  summary: "The organisation's exam categories, in their order",
  tags: ['admin'],
  response: ZListCategoriesResponse,
});
