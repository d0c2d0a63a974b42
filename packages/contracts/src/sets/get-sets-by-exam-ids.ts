import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZId } from '../common/envelope.ts';
import { ZQuestionSet } from './entities.ts';

export const getSetsByExamIds = defineEndpoint({
  ...API.getSetsByExamIds,
  summary: 'Active sets of one type across a list of exams (body: the exam ids)',
  tags: ['sets'],
  params: z.object({ setTypeId: ZId.max(6, 'must be a set type from 0 (all) to 6') }),
  body: z.array(ZId).max(500, 'must list at most 500 exam ids'),
  response: okEnvelope(z.array(ZQuestionSet)),
});
