import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZExamSubCategory } from './entities.ts';

export const getSubCategories = defineEndpoint({
  ...API.getSubCategories,
  summary: 'The sub-categories of one exam category',
  tags: ['catalogue'],
  params: ZIdParam,
  response: okEnvelope(z.array(ZExamSubCategory)),
});
