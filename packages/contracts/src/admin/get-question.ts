import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZQuestionDetail } from './question-entities.ts';

export const ZQuestionDetailResponse = okEnvelope(ZQuestionDetail);
export type TQuestionDetailResponse = z.infer<typeof ZQuestionDetailResponse>;

export const getQuestion = defineEndpoint({
  ...ADMIN_API.getQuestion,
  summary: 'One bank question: its current body, versions and the sets that use it. Unknown: 404',
  tags: ['admin'],
  params: ZIdParam,
  response: ZQuestionDetailResponse,
});
