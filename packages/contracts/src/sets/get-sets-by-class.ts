import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZQuestionSet } from './entities.ts';

/** A school class, 1 to 12 (the classId of a school exam, the studentClass of a school student). */
export const ZClassId = z.coerce
  .number({ error: 'must be a class from 1 to 12' })
  .int('must be a class from 1 to 12')
  .min(1, 'must be a class from 1 to 12')
  .max(12, 'must be a class from 1 to 12');

export const getSetsByClass = defineEndpoint({
  ...API.getSetsByClass,
  summary:
    "Active school exams (set type 6) of a class; only the logged-in student's own class may be asked",
  tags: ['sets'],
  params: z.object({ id: ZClassId }),
  response: okEnvelope(z.array(ZQuestionSet)),
});
