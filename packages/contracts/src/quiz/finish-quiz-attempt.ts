import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZQuizAttemptKey, ZQuizResult } from './entities.ts';

export const ZFinishQuizAttemptRequest = ZQuizAttemptKey;

export const finishQuizAttempt = defineEndpoint({
  ...API.finishQuizAttempt,
  summary:
    'Finish a quiz/practice/GK attempt: the server scores the stored answers against the key ' +
    '(a client cannot claim a score), stores score, correct, incorrect and time taken, and ' +
    'answers the result with rank. Finishing again answers the same. 404 unknown attempt',
  tags: ['quiz'],
  body: ZFinishQuizAttemptRequest,
  response: okEnvelope(ZQuizResult),
});
