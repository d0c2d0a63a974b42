import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZId, ZIdParam } from '../common/envelope.ts';
import { ZOption } from '../papers/entities.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZCorrectKeyBody } from './key-corrections.ts';

const ZInstant = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date and time with its offset (Z or +05:30)',
});

export const ZChallengeWindowInput = z
  .object({ opensAt: ZInstant, closesAt: ZInstant })
  .refine((w) => Date.parse(w.closesAt) > Date.parse(w.opensAt), {
    message: 'must be after opensAt',
    path: ['closesAt'],
  });
export type TChallengeWindowInput = z.input<typeof ZChallengeWindowInput>;

export const ZStaffChallenge = z.object({
  challengeId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  reason: z.string(),
  imagePath: z.string().nullable(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  decisionReason: z.string().nullable(),
  updatedAt: z.string(),
});

export const ZChallengedQuestion = z.object({
  questionId: z.number().int(),
  questionNo: z.number().int(),
  questionTextEn: z.string(),
  questionType: z.string(),
  options: z.array(ZOption),
  key: z.string().describe('The key now, as letters or a range'),
  dropped: z.boolean(),
  count: z.number().int(),
  pending: z.number().int(),
  challenges: z.array(ZStaffChallenge),
});
export type TChallengedQuestion = z.infer<typeof ZChallengedQuestion>;

export const ZChallengeBoard = z.object({
  scheduleId: z.number().int(),
  setId: z.number().int(),
  setName: z.string(),
  closesAt: z.string().describe("The exam window's close"),
  timeZone: z.string(),
  challengeOpensAt: z.string().nullable(),
  challengeClosesAt: z.string().nullable(),
  challengeOpen: z.boolean(),
  finalKeyAt: z.string().nullable(),
  questions: z.array(ZChallengedQuestion).describe('Most challenged first'),
});
export type TChallengeBoard = z.infer<typeof ZChallengeBoard>;
const ZBoardResponse = okEnvelope(ZChallengeBoard);

export const setChallengeWindow = defineEndpoint({
  ...ADMIN_API.setChallengeWindow,
  summary:
    'Opens (or moves) the window in which candidates may challenge the provisional key. It may ' +
    'not open before the exam window closes, nor after the final key. Audited',
  tags: ['admin'],
  params: ZIdParam,
  body: ZChallengeWindowInput,
  response: ZBoardResponse,
});

export const listChallenges = defineEndpoint({
  ...ADMIN_API.listChallenges,
  summary: "The window's challenges grouped by question, with counts and reasons",
  tags: ['admin'],
  params: ZIdParam,
  response: ZBoardResponse,
});

export const ZDecideChallengesBody = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('reject'),
    reason: z.string().trim().min(3, 'must say why, in at least 3 characters').max(1000),
  }),
  z.object({ decision: z.literal('accept-key'), key: ZCorrectKeyBody }),
  z.object({
    decision: z.literal('accept-drop'),
    reason: z.string().trim().min(3, 'must say why, in at least 3 characters').max(1000),
  }),
]);
export type TDecideChallengesBody = z.infer<typeof ZDecideChallengesBody>;

export const decideChallenges = defineEndpoint({
  ...ADMIN_API.decideChallenges,
  summary:
    'Decides every pending challenge of a question: reject with a reason, or accept by correcting the key or dropping the question (the existing key correction: audited, every attempt rescored)',
  tags: ['admin'],
  params: z.object({ id: ZId, questionId: ZId }),
  body: ZDecideChallengesBody,
  response: ZBoardResponse,
});

export const publishFinalKey = defineEndpoint({
  ...ADMIN_API.publishFinalKey,
  summary:
    'Publishes the final key: closes challenges and releases the results. Refused (409) while ' +
    'the exam window is open or a challenge is undecided. Audited',
  tags: ['admin'],
  params: ZIdParam,
  response: ZBoardResponse,
});
