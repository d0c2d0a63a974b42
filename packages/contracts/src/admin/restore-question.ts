import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZQuestionDetailResponse } from './get-question.ts';

export const restoreQuestion = defineEndpoint({
  ...ADMIN_API.restoreQuestion,
  summary: 'Brings a retired question back into the list and set building',
  tags: ['admin'],
  params: ZIdParam,
  response: ZQuestionDetailResponse,
});
