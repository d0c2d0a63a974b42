import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';

export const getTemplateIdByExam = defineEndpoint({
  ...API.getTemplateIdByExam,
  summary: "The id of an exam's paper template",
  tags: ['catalogue'],
  params: ZIdParam,
  response: okEnvelope(z.object({ templateId: z.number().int() })),
});
