import { z } from 'zod';
import { ZId } from '../common/envelope.ts';
import { pageNumberQuery, pageSizeQuery } from '../common/paging.ts';
import { ZClockRule } from '../attempts/entities.ts';
import { ZOptionalClassQuery } from './entities.ts';

/** Where a student of the audience is in the exam (issue 12, live monitoring). */
export const LIVE_STATES = [
  'not-started',
  'in-exam',
  'submitted',
  'auto-submitted',
  'force-submitted',
] as const;
export const ZLiveState = z
  .enum(LIVE_STATES)
  .describe(
    "'auto-submitted': closed by the server's clock (time over); 'force-submitted': by a proctor",
  );
export type TLiveState = z.infer<typeof ZLiveState>;

/** Filters of a live page; counts follow the centre, class and section filters, not `state`. */
export const ZLiveQuery = z.object({
  centreId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()),
  studentClass: ZOptionalClassQuery,
  section: z.string().trim().max(20, 'must be at most 20 characters').optional(),
  state: z.preprocess((v) => (v === '' ? undefined : v), ZLiveState.optional()),
  page: pageNumberQuery(),
  pageSize: pageSizeQuery(500, 200),
});

export const ZLiveRow = z.object({
  studentId: z.number().int(),
  rollNo: z.string(),
  name: z.string(),
  studentClass: z.number().int(),
  studentSection: z.string(),
  centreId: z.number().int().nullable(),
  centreName: z.string().nullable(),
  state: ZLiveState,
  attemptId: z.number().int().nullable().describe('The latest attempt of the set; null: none'),
  attemptNo: z.number().int().nullable(),
  startedAt: z.string().nullable(),
  lastSeenAt: z
    .string()
    .nullable()
    .describe("The attempt's last contact: its latest heartbeat, save or start"),
  submittedAt: z.string().nullable(),
  answered: z.number().int(),
  timeLeftMs: z
    .number()
    .int()
    .nullable()
    .describe(
      "Open attempts: what is left at serverNow by the server's clock, extra time included",
    ),
  clockRunning: z
    .boolean()
    .describe('The clock is running at serverNow (a client may count timeLeftMs down)'),
  clockRule: ZClockRule.nullable(),
  extraMs: z.number().int(),
  warnings: z.number().int().describe('Integrity events: full screen left, tab hidden, reloads'),
  warningKinds: z
    .object({
      'fullscreen-exit': z.number().int(),
      'tab-hidden': z.number().int(),
      'window-blur': z.number().int(),
      reload: z.number().int(),
    })
    .partial()
    .optional()
    .describe('The warnings by kind, e.g. { "fullscreen-exit": 2, "reload": 1 }'),
});
export type TLiveRow = z.infer<typeof ZLiveRow>;

export const ZLiveCounts = z.object({
  audience: z.number().int().describe('Students of the audience matching the filters'),
  notStarted: z.number().int(),
  inExam: z.number().int(),
  submitted: z.number().int(),
  autoSubmitted: z.number().int(),
  forceSubmitted: z.number().int(),
});
export type TLiveCounts = z.infer<typeof ZLiveCounts>;

export const ZLiveMonitor = z.object({
  setId: z.number().int(),
  setName: z.string(),
  setNameHi: z.string().nullable(),
  scheduleId: z.number().int().nullable(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  timeZone: z.string().nullable(),
  totalQuestions: z.number().int(),
  serverNow: z.number().describe("The server's time of the measurement, epoch milliseconds"),
  counts: ZLiveCounts,
  items: z.array(ZLiveRow),
  total: z.number().int().describe('Rows matching the filters (and state), over all pages'),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TLiveMonitor = z.infer<typeof ZLiveMonitor>;
