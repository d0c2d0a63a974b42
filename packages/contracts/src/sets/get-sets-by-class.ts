import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZQuestionSet } from './entities.ts';

/**
 * A school class, 1 to 12 (the classId of a school exam, the studentClass of a school student), or
 * 0: a student with no class, whose list is then only the sets scheduled for them.
 */
export const ZClassId = z.coerce
  .number({ error: 'must be a class from 0 to 12' })
  .int('must be a class from 0 to 12')
  .min(0, 'must be a class from 0 to 12')
  .max(12, 'must be a class from 0 to 12');

export const getSetsByClass = defineEndpoint({
  ...API.getSetsByClass,
  summary:
    'Active school exams (set type 6) of a class and the sets scheduled for the student, each with ' +
    "its window; only the logged-in student's own class may be asked (0: a student with no class)",
  tags: ['sets'],
  params: z.object({ id: ZClassId }),
  response: okEnvelope(z.array(ZQuestionSet)),
});
