import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZExamCategory } from './entities.ts';

export const getCategories = defineEndpoint({
  method: 'POST',
  path: '/v2/api/cbt/exam/category/get/all',
  summary: 'All exam categories of the organisation',
  tags: ['catalogue'],
  response: okEnvelope(z.array(ZExamCategory)),
});
