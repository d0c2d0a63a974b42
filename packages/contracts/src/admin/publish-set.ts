import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZErrorResponse, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZSetAudience, ZSetSummary, ZQuestionGap } from './set-entities.ts';

/** No audience: a set under a school class is for its scheduled students, any other is open. */
export const ZPublishSetRequest = z.object({ audience: ZSetAudience.optional() }).optional();
export type TPublishSetRequest = z.infer<typeof ZPublishSetRequest>;

export const ZPublishSetResponse = okEnvelope(ZSetSummary);
export type TPublishSetResponse = z.infer<typeof ZPublishSetResponse>;

/** 422: the set is not complete; every gap is named. */
export const ZPublishGapsResponse = ZErrorResponse.extend({
  code: z.literal('SET_INCOMPLETE'),
  missing: z.array(ZQuestionGap),
});
export type TPublishGapsResponse = z.infer<typeof ZPublishGapsResponse>;

export const publishSet = defineEndpoint({
  ...ADMIN_API.publishSet,
  summary:
    'Publishes a complete set: students see it. Incomplete: 422 SET_INCOMPLETE with missing: ' +
    '[{ questionNo, bankQuestionId, what, message }] naming every gap. The audience is chosen ' +
    'here: open catalogue, or scheduled students only (the default for a set under a class)',
  tags: ['admin'],
  params: ZIdParam,
  body: ZPublishSetRequest,
  response: ZPublishSetResponse,
});
