import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZLiveMonitor, ZLiveQuery } from './live-entities.ts';

export const ZLiveMonitorResponse = okEnvelope(ZLiveMonitor);

const polling =
  'Answers with a weak ETag; send it back as If-None-Match to get 304 while nothing changed.';

export const getScheduleLive = defineEndpoint({
  ...ADMIN_API.getScheduleLive,
  summary:
    "Live monitoring of an exam window: every student of the schedule's audience, not started, " +
    `in the exam, submitted, auto-submitted or force-submitted, with counts. ${polling}`,
  tags: ['admin'],
  params: ZIdParam,
  querystring: ZLiveQuery,
  response: ZLiveMonitorResponse,
});

export const getSetLive = defineEndpoint({
  ...ADMIN_API.getSetLive,
  summary:
    'Live monitoring of a set without a schedule: the students of the scope who started it. ' +
    polling,
  tags: ['admin'],
  params: ZIdParam,
  querystring: ZLiveQuery,
  response: ZLiveMonitorResponse,
});
