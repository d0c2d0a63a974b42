import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZAdminExam } from './catalogue-entities.ts';
import { ZOptionalIdQuery } from './entities.ts';

export const ZListExamsQuery = z.object({
  categoryId: ZOptionalIdQuery,
  subCategoryId: ZOptionalIdQuery,
});

export const ZListExamsResponse = okEnvelope(z.array(ZAdminExam));
export type TListExamsResponse = z.infer<typeof ZListExamsResponse>;

export const listExams = defineEndpoint({
  ...ADMIN_API.listExams,
  summary: 'Exams of the organisation, optionally of one category or sub-category',
  tags: ['admin'],
  querystring: ZListExamsQuery,
  response: ZListExamsResponse,
});
