import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZSetTypeId } from '../sets/entities.ts';
import { ADMIN_API } from './admin-api.ts';
import { paged, ZOptionalIdQuery, ZPageQuery, ZSearchText } from './entities.ts';
import { ZSetSummary } from './set-entities.ts';

export const ZListSetsQuery = ZPageQuery.extend({
  q: ZSearchText.describe('Words of the set name'),
  examId: ZOptionalIdQuery,
  setTypeId: z.preprocess(
    (v: string | number | undefined) => (v === '' || v === undefined ? undefined : Number(v)),
    ZSetTypeId.optional(),
  ),
  active: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});
export type TListSetsQuery = z.input<typeof ZListSetsQuery>;

export const ZListSetsResponse = okEnvelope(paged(ZSetSummary));
export type TListSetsResponse = z.infer<typeof ZListSetsResponse>;

export const listSets = defineEndpoint({
  ...ADMIN_API.listSets,
  summary: "Sets the caller may read (its institute's and the organisation's), published or not",
  tags: ['admin'],
  querystring: ZListSetsQuery,
  response: ZListSetsResponse,
});
