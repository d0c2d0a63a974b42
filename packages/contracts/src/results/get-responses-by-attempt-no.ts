import { z } from 'zod';
import { API } from '../api.ts';
import { whole } from '../common/integers.ts';
import { ZAttemptNo } from '../attempts/entities.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZAttemptsBySet } from './entities.ts';

export const ZAttemptNoParams = z.object({ n: z.coerce.number().pipe(ZAttemptNo) });
export const ZResponsesByAttemptNoRequest = z.object({
  studentId: whole(0).default(0).describe("Yours, or 0. Another student's answers 403"),
  setId: whole(1),
});

export const getResponsesByAttemptNo = defineEndpoint({
  ...API.getResponsesByAttemptNo,
  summary:
    'Your submitted attempt number n of a set, keyed by setId (SPEC §3 Attempt response); an ' +
    'empty map when there is none',
  tags: ['results'],
  params: ZAttemptNoParams,
  body: ZResponsesByAttemptNoRequest,
  response: okEnvelope(ZAttemptsBySet),
});
