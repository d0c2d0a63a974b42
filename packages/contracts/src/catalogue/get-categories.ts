import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZExamCategory } from './entities.ts';

export const getCategories = defineEndpoint({
  ...API.getCategories,
  summary: 'All exam categories of the organisation',
  tags: ['catalogue'],
  response: okEnvelope(z.array(ZExamCategory)),
});
