import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { whole } from '../common/integers.ts';
import {
  ZAttemptNo,
  ZAttemptStatus,
  ZClockRule,
  ZIntegrityEvent,
  ZServerNow,
  ZSubmitReason,
  ZTimeLeftMs,
} from './entities.ts';

/** SPEC §3 Resume query. */
export const ZGetAttemptResponsesRequest = z.object({
  orgId: whole(0).describe('Yours, or 0'),
  studentId: whole(0).describe("Yours, or 0. Another student's answers 403"),
  examId: whole(1).describe("The set's exam"),
  setId: whole(1),
  attemptNo: ZAttemptNo.default(1),
});
export type TGetAttemptResponsesRequest = z.input<typeof ZGetAttemptResponsesRequest>;

/** A stored answer: SPEC §3 response record as saved (without answerKeyId), plus its seq. */
export const ZStoredResponse = z.object({
  orgId: z.number().int(),
  instituteId: z.number().int(),
  studentId: z.number().int(),
  examId: z.number().int(),
  setId: z.number().int(),
  questionId: z.number().int(),
  answerId: z.number().int().describe('0 = no option (or a question of another type)'),
  answerIds: z
    .array(z.number().int())
    .optional()
    .describe('Multiple-correct questions: every chosen option id (empty when none)'),
  numericAnswer: z
    .string()
    .optional()
    .describe('Numerical questions: the number as typed ("" when not answered)'),
  textAnswer: z
    .string()
    .optional()
    .describe('Short-answer questions: the text as typed ("" when not answered)'),
  timeLeft: z.string().describe("The server's time left at that save, 'mm:ss'"),
  timeLeftInMilliseconds: z
    .number()
    .int()
    .describe("The server's time left at that save (SPEC's resume rule sorts by it)"),
  sectionId: z.number().int(),
  action: z.number().int().describe('0 unanswered, 1 answered, 2 marked, 3 answered and marked'),
  questionNo: z.number().int(),
  answered: z.number().int(),
  notVisited: z.number().int(),
  unanswered: z.number().int(),
  markedForReview: z.number().int(),
  answeredAndMarkedForReview: z.number().int(),
  respOptionNo: z.number().int(),
  quesOptionNo: z.number().int(),
  groupId: z.number().int(),
  attemptNo: z.number().int(),
  seq: z.number().int(),
});
export type TStoredResponse = z.infer<typeof ZStoredResponse>;

export const ZAttemptResponses = z.object({
  attempt: z.object({
    attemptNo: z.number().int(),
    status: ZAttemptStatus,
    submitReason: ZSubmitReason.nullable(),
    timeLeftMs: ZTimeLeftMs.describe(
      "What is left now by the server's clock; use it for the countdown (an interruption longer " +
        'than the pause threshold did not count)',
    ),
    serverNow: ZServerNow,
    lastSeq: z.number().int().describe('The highest save seq stored: continue after it'),
    clockRule: ZClockRule,
    currentQuestionId: z
      .number()
      .int()
      .nullable()
      .describe('The question on screen at the last contact (null before any)'),
    visitedQuestionIds: z.array(z.number().int()).describe('Questions opened so far'),
    events: z
      .array(ZIntegrityEvent)
      .describe('Integrity events recorded on this attempt, oldest first (shown as warnings)'),
  }),
  responses: z.array(ZStoredResponse).describe('The latest answer per question, by seq'),
});
export type TAttemptResponses = z.infer<typeof ZAttemptResponses>;

export const getAttemptResponses = defineEndpoint({
  ...API.getAttemptResponses,
  summary:
    "Resume: the attempt's clock and the latest stored answer of every saved question. 403 for " +
    "another student's; 404 for an attempt that was never started",
  tags: ['attempts'],
  body: ZGetAttemptResponsesRequest,
  response: okEnvelope(ZAttemptResponses),
});
