import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZExam } from './entities.ts';

export const getExamById = defineEndpoint({
  ...API.getExamById,
  summary: 'One exam with its figures (our addition: the /set page reloads from it)',
  tags: ['catalogue'],
  params: ZIdParam,
  response: okEnvelope(ZExam),
});
