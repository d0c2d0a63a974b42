import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZQuestionDetailResponse } from './get-question.ts';

export const duplicateQuestion = defineEndpoint({
  ...ADMIN_API.duplicateQuestion,
  summary:
    "A new bank question (version 1) with the current body of this one, in the caller's " +
    'institute: the way to adapt a shared question',
  tags: ['admin'],
  params: ZIdParam,
  response: ZQuestionDetailResponse,
});
