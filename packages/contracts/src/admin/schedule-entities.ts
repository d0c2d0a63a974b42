import { z } from 'zod';
import { ZId } from '../common/envelope.ts';

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const ZTimeZone = z
  .string()
  .trim()
  .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata');

const ZInstant = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date and time with its offset (Z or +05:30)',
});

const ZIds = (what: string) =>
  z
    .array(ZId, { error: `must be a list of ${what} ids` })
    .min(1, `must name at least one ${what}`)
    .max(10_000);

/** Who a window is for (the rule: apps/server/src/schedules/audience.ts). */
export const ZScheduleAudience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('institute') }),
    z.object({
      kind: z.literal('classes'),
      classes: z
        .array(
          z.object({
            studentClass: z.number().int('must be a whole number').min(0).max(99),
            sections: z.array(z.string().trim().min(1).max(20)).max(50).optional(),
          }),
        )
        .min(1, 'must name at least one class')
        .max(100),
    }),
    z.object({ kind: z.literal('centres'), centreIds: ZIds('centre') }),
    z.object({ kind: z.literal('students'), studentIds: ZIds('student') }),
  ],
  { error: 'must be one of: institute, classes, centres, students' },
);
export type TScheduleAudience = z.infer<typeof ZScheduleAudience>;

export const ZClockRule = z.enum(['strict', 'pause-on-silence'], {
  error: "must be 'strict' or 'pause-on-silence'",
});
export const ZResultsRelease = z.enum(['immediate', 'at-close', 'manual'], {
  error: "must be 'immediate', 'at-close' or 'manual'",
});
export const ZWindowState = z.enum(['upcoming', 'open', 'closed']);
export type TWindowState = z.infer<typeof ZWindowState>;

/** The name shared by the windows (shifts) of one exam, e.g. "Board Mathematics 2026". */
export const ZSittingName = z
  .string({ error: 'must be a name' })
  .trim()
  .min(1, 'must not be empty')
  .max(120, 'must be at most 120 characters');

/** The most a lobby may open before its window: a morning shift's reporting time is 2 h. */
export const MAX_LOBBY_MINUTES = 180;

const scheduleFields = {
  setId: ZId,
  opensAt: ZInstant,
  closesAt: ZInstant,
  timeZone: ZTimeZone.default(DEFAULT_TIME_ZONE),
  audience: ZScheduleAudience,
  attemptsAllowed: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(1),
  clockRule: ZClockRule.default('strict'),
  resultsRelease: ZResultsRelease.default('immediate'),
  lobbyMinutes: z
    .number({ error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(0, 'must be 0 or more')
    .max(MAX_LOBBY_MINUTES, `must be at most ${MAX_LOBBY_MINUTES} minutes`)
    .default(0)
    .describe(
      'Candidates may enter this many minutes before opensAt (the lobby); their clocks all start at opensAt. 0: no lobby',
    ),
  sitting: ZSittingName.nullable()
    .default(null)
    .describe(
      'The exam this window is a shift of: windows with the same sitting get one merit list (NTA percentile per shift)',
    ),
  instituteId: ZId.nullable()
    .optional()
    .describe(
      "org-admin only: the institute it is for (null: the organisation's); others: their own",
    ),
};

export const ZScheduleInput = z
  .object(scheduleFields)
  .refine((s) => Date.parse(s.closesAt) > Date.parse(s.opensAt), {
    message: 'must be after opensAt',
    path: ['closesAt'],
  });
export type TScheduleInput = z.input<typeof ZScheduleInput>;

export const ZSchedule = z.object({
  id: z.number().int(),
  setId: z.number().int(),
  setName: z.string(),
  setNameHi: z.string().nullable(),
  instituteId: z.number().int().nullable(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeZone: z.string(),
  audience: ZScheduleAudience,
  attemptsAllowed: z.number().int(),
  clockRule: ZClockRule,
  resultsRelease: ZResultsRelease,
  resultsReleasedAt: z.string().nullable(),
  sitting: z.string().nullable(),
  lobbyMinutes: z.number().int(),
  state: ZWindowState,
  attemptsStarted: z.number().int(),
});
export type TSchedule = z.infer<typeof ZSchedule>;

/** An attempt of a window, as the schedule's page lists it. */
export const ZScheduleAttempt = z.object({
  attemptId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  rollNo: z.string(),
  attemptNo: z.number().int(),
  status: z.enum(['open', 'submitted']),
  submitReason: z.enum(['submitted', 'time-over', 'force-submitted']).nullable(),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  timeLeftMs: z.number().int().describe("The server's clock at the last contact"),
  extraMs: z.number().int(),
  reopenCount: z.number().int(),
});
export type TScheduleAttempt = z.infer<typeof ZScheduleAttempt>;

/** Staff actions on one attempt (extra time, reopen): minutes and why, for the audit log. */
export const ZAttemptActionInput = z.object({
  minutes: z
    .number({ error: 'must be a number of minutes' })
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1')
    .max(600, 'must be at most 600'),
  reason: z.string().trim().min(3, 'must say why (at least 3 characters)').max(500),
});
export type TAttemptActionInput = z.input<typeof ZAttemptActionInput>;
