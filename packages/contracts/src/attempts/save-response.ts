import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { whole } from '../common/integers.ts';
import {
  givenAnswerFields,
  ZAnswerIds,
  ZAttemptNo,
  ZNumericAnswer,
  ZServerNow,
  ZTextAnswer,
  ZSessionId,
  ZTimeLeftMs,
} from './entities.ts';

/** 'mm:ss' (SPEC §3), or 'h:mm:ss' past an hour as packages/core formatClock writes it. */
const TIME_LEFT = /^(\d{1,2}:[0-5]\d|\d{1,3}):[0-5]\d$/;
const count = whole(0, 1000).describe(
  "The panel's count after this save; together at most the paper's questions. Kept for audit only",
);

/**
 * SPEC §3 Student response record, plus `seq` and `sessionId`, and the answers of the other
 * question types: `answerIds` (multiple correct), `numericAnswer` (numerical) and `textAnswer`
 * (short answer). The server checks
 * every field against the paper and the caller (an answer of the wrong shape for the question's
 * type is a 400 naming the field); the status of the question is `action`.
 */
export const ZSaveResponseRequest = z
  .object({
    orgId: whole(0).describe("Yours, or 0. Another organisation's answers 403"),
    instituteId: whole(0).describe('Yours, or 0. Another answers 403'),
    studentId: whole(0).describe("Yours, or 0. Another student's answers 403"),
    examId: whole(1).describe("The set's exam"),
    setId: whole(1),
    questionId: whole(1).describe('A question of the set'),
    answerId: whole(0).describe(
      'Single choice and true/false: the chosen option id; 0 when no option is selected or the ' +
        'question is of another type',
    ),
    answerIds: ZAnswerIds.optional(),
    numericAnswer: ZNumericAnswer.optional(),
    textAnswer: ZTextAnswer.optional(),
    answerKeyId: z.unknown().optional().describe('Ignored: the server never trusts nor returns it'),
    timeLeft: z
      .string({ error: "is required: the countdown as 'mm:ss'" })
      .regex(TIME_LEFT, "must be the countdown as 'mm:ss' (or 'h:mm:ss')")
      .describe("The client's countdown; kept for audit only"),
    timeLeftInMilliseconds: whole(0, 86_400_000).describe(
      "The client's countdown; kept for audit only. The server's clock decides the time left",
    ),
    sectionId: whole(1).describe("The question's section"),
    action: whole(0, 3).describe(
      '0 unanswered (Clear, or Save & Next without an option), 1 answered, 2 marked for review ' +
        '(no option), 3 answered and marked for review',
    ),
    questionNo: whole(1).describe("The question's number in the paper"),
    answered: count,
    notVisited: count,
    unanswered: count,
    markedForReview: count,
    answeredAndMarkedForReview: count,
    respOptionNo: whole(0, 26).describe(
      'optionNo of the chosen option (multiple correct: of the first chosen); 0 when none',
    ),
    quesOptionNo: whole(0, 26).describe('How many options the question has (or 0)'),
    groupId: whole(1).describe("The question's group"),
    attemptNo: ZAttemptNo,
    seq: whole(1).describe(
      'Per attempt, increasing with every save (continue after lastSeq on resume). A save whose ' +
        'seq is not above the one stored for the question is acknowledged with applied: false',
    ),
    sessionId: ZSessionId,
  })
  .superRefine((record, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    // SPEC §5: a response is saved as answered only when an answer is given; the answer's field
    // depends on the question's type, which the server checks against the paper.
    const given = givenAnswerFields(record);
    const [first, second] = given;
    const answers = record.action === 1 || record.action === 3;
    if (answers && given.length === 0) {
      issue(
        'answerId',
        `is required: action ${record.action} saves an answer (answerId, answerIds for a ` +
          'multiple-correct question, numericAnswer for a numerical one, textAnswer for a ' +
          'short-answer one)',
      );
    } else if (!answers) {
      for (const field of given)
        issue(field, `must be empty: action ${record.action} saves no answer`);
    } else if (first && second) {
      issue(second, `must be empty: ${first} already gives the answer`);
    }
    if (record.answerId === 0 && (record.answerIds?.length ?? 0) === 0 && record.respOptionNo !== 0)
      issue('respOptionNo', 'must be 0 when no option is selected');
  });
export type TSaveResponseRequest = z.input<typeof ZSaveResponseRequest>;

export const ZSaveResponseResult = z.object({
  applied: z
    .boolean()
    .describe('false: a save with this or a later seq was already stored for the question'),
  seq: z.number().int().describe('The seq this acknowledges'),
  timeLeftMs: ZTimeLeftMs,
  serverNow: ZServerNow,
});
export type TSaveResponseResult = z.infer<typeof ZSaveResponseResult>;

export const saveResponse = defineEndpoint({
  ...API.saveResponse,
  summary:
    'Save one answer (SPEC §3 response record + seq + sessionId); acknowledged only once stored. ' +
    '400 names a bad field; 403 ids not yours; 404 unknown attempt or question; 409 ' +
    'SESSION_TAKEN_OVER; 410 ATTEMPT_CLOSED (submitted, or the time is over: then it is submitted)',
  tags: ['attempts'],
  body: ZSaveResponseRequest,
  response: okEnvelope(ZSaveResponseResult),
});
