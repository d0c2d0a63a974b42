import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZResultRequest, ZResultReview } from './entities.ts';

export const getResultReview = defineEndpoint({
  ...API.getResultReview,
  summary:
    'Review of a submitted attempt: every question with your answer, the answer key and the ' +
    'solutions (released only after submission). Same errors as the result call',
  tags: ['results'],
  body: ZResultRequest,
  response: okEnvelope(ZResultReview),
});
