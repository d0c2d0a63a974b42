import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';

export const getTemplateIdByExam = defineEndpoint({
  method: 'GET',
  path: '/v2/api/cbt/exam/get/templateId/by/examId/:id',
  summary: "The id of an exam's paper template",
  tags: ['catalogue'],
  params: ZIdParam,
  response: okEnvelope(z.object({ templateId: z.number().int() })),
});
