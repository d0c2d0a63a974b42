import { defineEndpoint } from '../common/endpoint.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZQuestionDetailResponse } from './get-question.ts';
import { ZQuestionInput } from './question-entities.ts';

export const createQuestion = defineEndpoint({
  ...ADMIN_API.createQuestion,
  summary:
    "Adds a question to the bank (version 1) in the caller's institute (an org-admin's: shared " +
    'by the organisation). HTML is sanitised; every image needs alt text (400 naming the field)',
  tags: ['admin'],
  body: ZQuestionInput,
  response: ZQuestionDetailResponse,
});
