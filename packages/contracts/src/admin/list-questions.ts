import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZQuestionType } from '../questions/entities.ts';
import { ADMIN_API } from './admin-api.ts';
import { paged, ZOptionalIdQuery, ZPageQuery, ZSearchText } from './entities.ts';
import { ZQuestionSummary } from './question-entities.ts';

const ZFlag = z.enum(['true', 'false'], { error: 'must be true or false' });

export const ZListQuestionsQuery = ZPageQuery.extend({
  q: ZSearchText.describe('Words of the English or Hindi text'),
  type: ZQuestionType.optional(),
  tag: z.string().trim().max(60).optional(),
  categoryId: ZOptionalIdQuery,
  hindi: z
    .enum(['complete', 'missing'], { error: 'must be complete or missing' })
    .optional()
    .describe('complete: both languages present; missing: Hindi text or an option lacking'),
  usedInSetId: ZOptionalIdQuery.describe('Only questions copied into this set'),
  retired: ZFlag.optional().describe('true: only retired questions; default: only live ones'),
});
export type TListQuestionsQuery = z.input<typeof ZListQuestionsQuery>;

export const ZListQuestionsResponse = okEnvelope(paged(ZQuestionSummary));
export type TListQuestionsResponse = z.infer<typeof ZListQuestionsResponse>;

export const listQuestions = defineEndpoint({
  ...ADMIN_API.listQuestions,
  summary:
    "The question bank the caller may read (its institute's and the organisation's shared " +
    'questions), newest first, filtered and paged',
  tags: ['admin'],
  querystring: ZListQuestionsQuery,
  response: ZListQuestionsResponse,
});
