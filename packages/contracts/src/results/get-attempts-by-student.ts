import { z } from 'zod';
import { API } from '../api.ts';
import { whole } from '../common/integers.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZAttemptsBySet } from './entities.ts';

export const ZStudentIdParams = z.object({
  id: z.coerce.number().pipe(whole(0)).describe("0 (you) or your studentId; another's answers 403"),
});

export const getAttemptsByStudent = defineEndpoint({
  ...API.getAttemptsByStudent,
  summary:
    'Attempted tests: your submitted attempts keyed by setId (SPEC §3 Attempt response), newest ' +
    'first within a set; each with its set, marks, correct count and accuracy',
  tags: ['results'],
  params: ZStudentIdParams,
  response: okEnvelope(ZAttemptsBySet),
});
