import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZSetDetail } from './set-entities.ts';

export const ZSetDetailResponse = okEnvelope(ZSetDetail);
export type TSetDetailResponse = z.infer<typeof ZSetDetailResponse>;

export const getSet = defineEndpoint({
  ...ADMIN_API.getSet,
  summary: 'One set with its sections and question rows. Unknown or not readable: 404',
  tags: ['admin'],
  params: ZIdParam,
  response: ZSetDetailResponse,
});
