import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZOk } from './entities.ts';
import { ZSchedule, ZScheduleInput, ZWindowState } from './schedule-entities.ts';

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

/** Who may still sit a window: what staff are told before they release its results. */
export const ZReleaseCheck = z.object({
  state: ZWindowState,
  closesAt: z.string(),
  timeZone: z.string(),
  /** Candidates of the window's audience (in the caller's scope). */
  audience: z.number().int(),
  /** Attempts started in the window and not yet submitted. */
  inExam: z.number().int(),
  /** Candidates of the audience who have not started (they still can while the window is open). */
  notStarted: z.number().int(),
  /** Releasing now needs `override`: the window is open or candidates are still in the exam. */
  needsOverride: z.boolean(),
});
export type TReleaseCheck = z.infer<typeof ZReleaseCheck>;

export const getReleaseCheck = defineEndpoint({
  ...ADMIN_API.getReleaseCheck,
  summary:
    'Before a release: whether the window is still open, how many candidates are in the exam ' +
    'and how many have not started',
  tags: ['admin'],
  params: ZIdParam,
  response: okEnvelope(ZReleaseCheck),
});

export const ZReleaseResultsInput = z.object({
  /** Release although the window is open or candidates are in the exam (audited as such). */
  override: z.boolean().default(false),
});
export type TReleaseResultsInput = z.input<typeof ZReleaseResultsInput>;

export const releaseScheduleResults = defineEndpoint({
  ...ADMIN_API.releaseScheduleResults,
  summary:
    "Releases the window's results now: its students see their scores. While the window is open " +
    'or candidates are in the exam it is refused (409) unless `override` is true. Audited',
  tags: ['admin'],
  params: ZIdParam,
  body: ZReleaseResultsInput,
  response: ZScheduleResponse,
});

export const withdrawScheduleResults = defineEndpoint({
  ...ADMIN_API.withdrawScheduleResults,
  summary:
    "Withdraws the window's results: students no longer see their scores until staff release " +
    'them again (the window becomes released by hand). 409 if nothing is released. Audited',
  tags: ['admin'],
  params: ZIdParam,
  response: ZScheduleResponse,
});
