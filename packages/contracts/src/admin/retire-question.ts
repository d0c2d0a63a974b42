import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZQuestionDetailResponse } from './get-question.ts';

export const retireQuestion = defineEndpoint({
  ...ADMIN_API.retireQuestion,
  summary:
    'Retires a question: hidden from the list (unless retired=true) and from set building; ' +
    'sets that already hold it keep it',
  tags: ['admin'],
  params: ZIdParam,
  response: ZQuestionDetailResponse,
});
