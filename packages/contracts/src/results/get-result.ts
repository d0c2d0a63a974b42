import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZExamResult, ZResultRequest } from './entities.ts';

export const getResult = defineEndpoint({
  ...API.getResult,
  summary:
    "The result page's call: the stored score report of one of your submitted attempts, with " +
    "rank and percentile. 403 for another student's; 409 ATTEMPT_NOT_SUBMITTED while it is open; " +
    '404 for an attempt never started',
  tags: ['results'],
  body: ZResultRequest,
  response: okEnvelope(ZExamResult),
});
