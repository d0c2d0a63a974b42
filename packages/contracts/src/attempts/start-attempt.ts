import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { whole } from '../common/integers.ts';
import { ZAttemptResponses } from './get-attempt-responses.ts';
import {
  ZAttemptNo,
  ZAttemptStatus,
  ZCalculatorMode,
  ZClockRule,
  ZFullscreenMode,
  ZPaperOrder,
  ZServerNow,
  ZTimeLeftMs,
} from './entities.ts';

export const ZStartAttemptRequest = z.object({
  setId: whole(1).describe('A mock test, previous-year paper or school exam set'),
  attemptNo: ZAttemptNo.optional().describe(
    'Leave out to continue the open attempt or start the next one. Given, it must be the open ' +
      "attempt's number or the next one",
  ),
  withResponses: z
    .boolean()
    .optional()
    .describe(
      'true: the answer also carries `responses`, the resume state of the attempt (as the resume ' +
        'query returns it), so a panel with nothing unsent opens after one call, not two',
    ),
});
export type TStartAttemptRequest = z.infer<typeof ZStartAttemptRequest>;

export const ZAttempt = z.object({
  attemptId: z.number().int(),
  attemptNo: z.number().int(),
  status: ZAttemptStatus,
  timeLeftMs: ZTimeLeftMs,
  sessionId: z
    .string()
    .describe(
      'Send it with every save, heartbeat and submit of this tab; a later start replaces it',
    ),
  serverNow: ZServerNow,
  durationMs: z.number().int().describe("The paper's full duration"),
  lastSeq: z.number().int().describe('The highest save seq stored so far: continue after it'),
  setId: z.number().int(),
  examId: z.number().int(),
  clockRule: ZClockRule,
  fullscreen: ZFullscreenMode,
  startsAt: z
    .number()
    .optional()
    .describe(
      "Entered in a window's lobby: when the clock starts (epoch ms, the window's opening); the " +
        'panel opens by itself then, with timeLeftMs in full. Absent: the clock is running',
    ),
  calculator: ZCalculatorMode,
  responses: ZAttemptResponses.optional().describe('Only when asked for with `withResponses`'),
  paperOrder: ZPaperOrder.nullable()
    .optional()
    .describe(
      "A shuffled set: the questions and options in this attempt's order (the same at every " +
        "start of the attempt). Absent or null: the paper's order",
    ),
});
export type TAttempt = z.infer<typeof ZAttempt>;

export const startAttempt = defineEndpoint({
  ...API.startAttempt,
  summary:
    'Enter the exam panel: creates the attempt on first entry, else continues the open one, with ' +
    'a new sessionId (a tab that started earlier gets 409 SESSION_TAKEN_OVER from then on). ' +
    '400 for a quiz/practice/GK set or a wrong attemptNo; 404 unknown set; 409 ' +
    'ATTEMPT_IN_PROGRESS when another attempt is open; 410 ATTEMPT_CLOSED for a submitted one',
  tags: ['attempts'],
  body: ZStartAttemptRequest,
  response: okEnvelope(ZAttempt),
});
