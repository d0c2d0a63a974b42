import { z } from 'zod';
import { whole } from '../common/integers.ts';
import type { TAnswerField } from './answer-field.ts';

/** How often the open exam panel tells the server it is alive (DESIGN.md §6). */
export const HEARTBEAT_INTERVAL_MS = 15_000;

/** Error codes of the attempt calls a client reacts to (beside the common ones). */
export const ATTEMPT_ERROR = {
  /** 409: another tab or device started this attempt after you; stop saving and say so. */
  sessionTakenOver: 'SESSION_TAKEN_OVER',
  /** 410: the attempt is submitted (by the student or because the time is over); go to the result. */
  attemptClosed: 'ATTEMPT_CLOSED',
  /** 409: another attempt of this set is still open; continue it first. */
  attemptInProgress: 'ATTEMPT_IN_PROGRESS',
  /** 409: entered in the lobby, the exam has not started: nothing can be answered until startsAt. */
  examNotStarted: 'EXAM_NOT_STARTED',
} as const;

export {
  FORCE_SUBMITTED_MESSAGE,
  SESSION_TAKEN_OVER_MESSAGE,
  SUBMITTED_MESSAGE,
  TIME_OVER_MESSAGE,
} from './messages.ts';

export const ZAttemptStatus = z.enum(['open', 'submitted']);
export type TAttemptStatus = z.infer<typeof ZAttemptStatus>;
export const ZSubmitReason = z
  .enum(['submitted', 'time-over', 'force-submitted'])
  .describe(
    "'submitted' by the student, 'time-over' when the server's clock ran out, or 'force-submitted' by a proctor",
  );
export type TSubmitReason = z.infer<typeof ZSubmitReason>;

export const ZAttemptNo = whole(1, 10_000).describe('1 for the first attempt of a set, then 2, …');
export const ZSessionId = z
  .string({ error: 'is required: send the sessionId the start call returned' })
  .min(1, 'is required: send the sessionId the start call returned')
  .max(64, 'must be at most 64 characters')
  .describe(
    'From the start call; a later start (another tab) makes it stale: 409 SESSION_TAKEN_OVER',
  );

/** The attempt a call is about, and the live session making it. */
export const ZAttemptSession = z.object({
  setId: whole(1),
  attemptNo: ZAttemptNo,
  sessionId: ZSessionId,
});
export type TAttemptSession = z.infer<typeof ZAttemptSession>;

/** Epoch milliseconds of the server's clock, so a client can show a countdown that agrees with it. */
export const ZServerNow = z.number().describe("The server's time, epoch milliseconds");
export const ZTimeLeftMs = z
  .number()
  .int()
  .describe("What is left of the attempt by the server's clock, in milliseconds");

/** SPEC §3 response record fields that say the panel's question counts at the time of a save. */
export const STATUS_COUNT_FIELDS = [
  'answered',
  'notVisited',
  'unanswered',
  'markedForReview',
  'answeredAndMarkedForReview',
] as const;

/** DESIGN.md §6: whose clock rule an attempt follows (the set chooses; strict by default). */
export const ZClockRule = z
  .enum(['strict', 'pause-on-silence'])
  .describe(
    "'strict' (a test centre's rule: the time runs on the server from the start, connected or " +
      "not) or 'pause-on-silence' (home practice: a silence longer than the pause threshold " +
      'costs nothing, bounded by the most pause allowed)',
  );
export type TClockRule = z.infer<typeof ZClockRule>;

export const ZFullscreenMode = z
  .enum(['required', 'offered', 'off'])
  .describe('Full-screen mode at the start of the exam panel: the set decides');
export type TFullscreenMode = z.infer<typeof ZFullscreenMode>;

/** The on-screen calculator the set allows (decision 059): none, basic (NTA's) or scientific (GATE's). */
export const ZCalculatorMode = z
  .enum(['off', 'basic', 'scientific'])
  .describe("The exam panel's on-screen calculator: the set decides (off by default)");
export type TCalculatorMode = z.infer<typeof ZCalculatorMode>;

/** What an invigilator would note during an exam; recorded on the attempt with its times. */
export const ZIntegrityEventType = z.enum([
  'fullscreen-exit',
  'tab-hidden',
  'window-blur',
  'reload',
]);
export type TIntegrityEventType = z.infer<typeof ZIntegrityEventType>;

export const ZIntegrityEvent = z.object({
  type: ZIntegrityEventType,
  at: z
    .number()
    .int()
    .min(0, 'must not be negative')
    .max(8_640_000_000_000_000, 'must be a real time')
    .describe("When it happened by the browser's clock, epoch milliseconds"),
});
export type TIntegrityEvent = z.infer<typeof ZIntegrityEvent>;

// ── Answers of the question types (DESIGN.md §9a) ─────────────────────────────────────────────────
/** The longest number a student may type into a numerical question. */
export const NUMERIC_ANSWER_MAX_LENGTH = 20;
/** A decimal number as typed: an optional sign, digits with at most one point ("-3.75", ".5"). */
export const NUMERIC_ANSWER_PATTERN = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A numerical question's answer as typed; '' when not answered. */
export const ZNumericAnswer = z
  .string({ error: 'must be the number as typed, e.g. "-3.75"' })
  .trim()
  .max(NUMERIC_ANSWER_MAX_LENGTH, `must be at most ${NUMERIC_ANSWER_MAX_LENGTH} characters`)
  .refine(
    (value) => value === '' || NUMERIC_ANSWER_PATTERN.test(value),
    'must be a decimal number such as -3.75',
  )
  .describe(
    'Numerical questions: the number as typed (e.g. "-3.75", at most 20 characters); "" or ' +
      'absent when not answered',
  );

/** The longest text a student may type into a short-answer question. */
export const TEXT_ANSWER_MAX_LENGTH = 200;

/** A short-answer question's answer as typed; '' when not answered. */
export const ZTextAnswer = z
  .string({ error: 'must be the answer as typed' })
  .max(TEXT_ANSWER_MAX_LENGTH, `must be at most ${TEXT_ANSWER_MAX_LENGTH} characters`)
  .describe(
    `Short-answer questions: the text as typed (at most ${TEXT_ANSWER_MAX_LENGTH} characters); ` +
      '"" or absent when not answered',
  );

/** Every option chosen in a multiple-correct question, each once. */
export const ZAnswerIds = z
  .array(whole(1), { error: 'must be a list of option ids' })
  .max(26, 'must list at most 26 options')
  .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an option')
  .describe('Multiple-correct questions: every chosen option id; empty or absent when none');

/** A typed answer is given: a non-empty numericAnswer (spaces do not count). */
export const hasNumericAnswer = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/** A typed text is given: a non-blank textAnswer. */
export const hasTextAnswer = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

export { ANSWER_FIELD, type TAnswerField } from './answer-field.ts';

/** The answer fields a save fills in (a question has one answer, in the field of its type). */
export function givenAnswerFields(record: {
  answerId?: number | undefined;
  answerIds?: number[] | undefined;
  numericAnswer?: string | undefined;
  textAnswer?: string | undefined;
}): TAnswerField[] {
  const given: TAnswerField[] = [];
  if (record.answerId !== undefined && record.answerId !== 0) given.push('answerId');
  if ((record.answerIds?.length ?? 0) > 0) given.push('answerIds');
  if (hasNumericAnswer(record.numericAnswer)) given.push('numericAnswer');
  if (hasTextAnswer(record.textAnswer)) given.push('textAnswer');
  return given;
}

/**
 * A paper per candidate (decision 040): the candidate's order of a shuffled set, fixed at Start.
 * Answers still name the paper's option ids and questions; only the places differ.
 */
export const ZPaperOrder = z
  .object({
    questionIds: z
      .array(z.number().int())
      .describe("Every question id of the paper in the candidate's order: number 1 first"),
    optionIds: z
      .record(z.string(), z.array(z.number().int()))
      .describe(
        "By question id: its option ids in the candidate's order (letters A, B, … by place)",
      ),
    drawn: z
      .literal(true)
      .optional()
      .describe(
        'A set with pooled sections (decision 057): questionIds are all the questions drawn for ' +
          'this candidate; a question of the paper they do not name is not on their paper',
      ),
  })
  .describe("The candidate's order of the paper; null: the paper's own order");
export type TPaperOrder = z.infer<typeof ZPaperOrder>;
