import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZAdminExam, ZExamInput } from './catalogue-entities.ts';

export const ZExamResponse = okEnvelope(ZAdminExam);
export type TExamResponse = z.infer<typeof ZExamResponse>;

export const createExam = defineEndpoint({
  ...ADMIN_API.createExam,
  summary:
    'Adds an exam (org-admin). The sub-category must belong to the category (400 naming ' +
    'subCategoryId); unknown ids: 404',
  tags: ['admin'],
  body: ZExamInput,
  response: ZExamResponse,
});
