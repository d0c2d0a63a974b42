import { defineEndpoint } from '../common/endpoint.ts';
import { ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZQuestionDetailResponse } from './get-question.ts';
import { ZQuestionInput } from './question-entities.ts';

export const updateQuestion = defineEndpoint({
  ...ADMIN_API.updateQuestion,
  summary:
    'Saves a new version. Sets no student has attempted get the new version; sets students ' +
    'have sat keep theirs, so no result changes. Shared questions are read-only below org-admin ' +
    '(403); an edit that would leave a published set incomplete: 409',
  tags: ['admin'],
  params: ZIdParam,
  body: ZQuestionInput,
  response: ZQuestionDetailResponse,
});
