import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { paged, ZOptionalIdQuery, ZPageQuery } from './entities.ts';
import { ZSchedule, ZWindowState } from './schedule-entities.ts';

export const ZListSchedulesQuery = ZPageQuery.extend({
  setId: ZOptionalIdQuery,
  state: z.preprocess(
    (v: string | undefined) => (v === '' ? undefined : v),
    ZWindowState.optional(),
  ),
});
export type TListSchedulesQuery = z.input<typeof ZListSchedulesQuery>;

export const ZListSchedulesResponse = okEnvelope(paged(ZSchedule));
export type TListSchedulesResponse = z.infer<typeof ZListSchedulesResponse>;

export const listSchedules = defineEndpoint({
  ...ADMIN_API.listSchedules,
  summary:
    "Exam windows the caller may read (an org-admin: the organisation's; others: their institute's), " +
    'newest opening first; filter by set and by state (upcoming, open, closed)',
  tags: ['admin'],
  querystring: ZListSchedulesQuery,
  response: ZListSchedulesResponse,
});

export const ZSetSchedulesResponse = okEnvelope(z.array(ZSchedule));

export const listSetSchedules = defineEndpoint({
  ...ADMIN_API.listSetSchedules,
  summary: 'The exam windows of one set the caller may read',
  tags: ['admin'],
  params: ZIdParam,
  response: ZSetSchedulesResponse,
});
