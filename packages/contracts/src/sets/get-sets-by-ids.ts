import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { INT4_MAX } from '../common/integers.ts';
import { ZQuestionSet } from './entities.ts';

export const ZIdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,199}$/, 'must be a comma-separated list of up to 200 ids')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id <= INT4_MAX), `must list ids of at most ${INT4_MAX}`);

export const getSetsByIds = defineEndpoint({
  ...API.getSetsByIds,
  summary: 'Sets by id (comma-joined); unknown ids are left out',
  tags: ['sets'],
  params: z.object({ ids: ZIdList }),
  response: okEnvelope(z.array(ZQuestionSet)),
});
