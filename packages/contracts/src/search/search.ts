import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZExam, ZExamCategory } from '../catalogue/entities.ts';
import { ZQuestionSet } from '../sets/entities.ts';

export const ZSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(100, 'must be at most 100 characters'),
});

export const ZSearchResult = z.object({
  categories: z.array(ZExamCategory),
  exams: z.array(ZExam),
  sets: z.array(ZQuestionSet),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const search = defineEndpoint({
  ...API.search,
  summary: 'Exams, sets and categories whose English or Hindi name contains the words',
  tags: ['catalogue'],
  querystring: ZSearchQuery,
  response: okEnvelope(ZSearchResult),
});
