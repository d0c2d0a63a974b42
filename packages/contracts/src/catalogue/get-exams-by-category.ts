import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZExam } from './entities.ts';

export const getExamsByCategory = defineEndpoint({
  ...API.getExamsByCategory,
  summary: 'All exams of one exam category',
  tags: ['catalogue'],
  params: ZIdParam,
  response: okEnvelope(z.array(ZExam)),
});
