import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZExam } from './entities.ts';

export const getExamsByCategory = defineEndpoint({
  method: 'POST',
  path: '/v2/api/cbt/exam/get/all/by/categoryId/:id',
  summary: 'All exams of one exam category',
  tags: ['catalogue'],
  params: ZIdParam,
  response: okEnvelope(z.array(ZExam)),
});
