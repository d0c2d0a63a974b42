import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZOk } from './entities.ts';
import { ZSchedule, ZScheduleInput } from './schedule-entities.ts';

export const ZScheduleResponse = okEnvelope(ZSchedule);
export type TScheduleResponse = z.infer<typeof ZScheduleResponse>;

export const getSchedule = defineEndpoint({
  ...ADMIN_API.getSchedule,
  summary: 'One exam window',
  tags: ['admin'],
  params: ZIdParam,
  response: ZScheduleResponse,
});

export const createSchedule = defineEndpoint({
  ...ADMIN_API.createSchedule,
  summary:
    'Schedules a set: a window (opensAt < closesAt, shown in timeZone), for whom, attempts allowed, ' +
    'clock rule and results release. The set then leaves the open catalogue. Audited',
  tags: ['admin'],
  body: ZScheduleInput,
  response: ZScheduleResponse,
});

export const updateSchedule = defineEndpoint({
  ...ADMIN_API.updateSchedule,
  summary:
    'Changes a window (all fields). Its set cannot change once an attempt started in it (409). Audited',
  tags: ['admin'],
  params: ZIdParam,
  body: ZScheduleInput,
  response: ZScheduleResponse,
});

export const deleteSchedule = defineEndpoint({
  ...ADMIN_API.deleteSchedule,
  summary: 'Deletes a window nobody has started an attempt in (else 409). Audited',
  tags: ['admin'],
  params: ZIdParam,
  response: okEnvelope(ZOk),
});

export const releaseScheduleResults = defineEndpoint({
  ...ADMIN_API.releaseScheduleResults,
  summary: "Releases the window's results now: its students see their scores. Audited",
  tags: ['admin'],
  params: ZIdParam,
  response: ZScheduleResponse,
});
