import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZExamSubCategory } from './entities.ts';

export const getSubCategories = defineEndpoint({
  method: 'GET',
  path: '/v2/api/cbt/exam/sub/category/get/all/by/categoryId/:id',
  summary: 'The sub-categories of one exam category',
  tags: ['catalogue'],
  params: ZIdParam,
  response: okEnvelope(z.array(ZExamSubCategory)),
});
