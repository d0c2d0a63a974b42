import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZExam } from './entities.ts';

export const ZGetExamsPageRequest = z
  .object({
    page: z.number().int().min(0, 'must be 0 or more (pages count from 0)').default(0),
    size: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
  })
  .prefault({});
export type TGetExamsPageRequest = z.infer<typeof ZGetExamsPageRequest>;

export const ZExamsPage = z.object({
  content: z.array(ZExam),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
});
export type TExamsPage = z.infer<typeof ZExamsPage>;

export const getExamsPage = defineEndpoint({
  ...API.getExamsPage,
  summary: 'A page of exams, newest catalogue order (page counts from 0)',
  tags: ['catalogue'],
  body: ZGetExamsPageRequest,
  response: okEnvelope(ZExamsPage),
});
