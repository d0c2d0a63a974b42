import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZExamInput } from './catalogue-entities.ts';
import { ZExamResponse } from './create-exam.ts';

export const updateExam = defineEndpoint({
  ...ADMIN_API.updateExam,
  summary: 'Changes an exam (org-admin)',
  tags: ['admin'],
  params: ZIdParam,
  body: ZExamInput,
  response: ZExamResponse,
});
