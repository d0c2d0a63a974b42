import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZQuizAttemptKey, ZQuizResult } from './entities.ts';

export const getQuizResult = defineEndpoint({
  ...API.getQuizResult,
  summary:
    "The caller's finished quiz/practice/GK attempt with its current rank (/quizresult/). 404 " +
    'unknown attempt; 409 NOT_FINISHED while it is still being played',
  tags: ['quiz'],
  body: ZQuizAttemptKey,
  response: okEnvelope(ZQuizResult),
});
