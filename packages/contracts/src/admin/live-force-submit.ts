import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ZSubmitReason } from '../attempts/entities.ts';
import { ADMIN_API } from './admin-api.ts';

export const ZForceSubmitBody = z.object({
  reason: z
    .string({ error: 'is required: say why the attempt is submitted' })
    .trim()
    .min(3, 'is required: say why the attempt is submitted (at least 3 characters)')
    .max(500, 'must be at most 500 characters'),
});
export type TForceSubmitBody = z.infer<typeof ZForceSubmitBody>;

export const ZForceSubmitResult = z.object({
  attemptId: z.number().int(),
  status: z.literal('submitted'),
  submitReason: ZSubmitReason.describe(
    "'force-submitted'; 'time-over' when the clock had already run out",
  ),
  submittedAt: z.string(),
  score: z.number(),
});
export type TForceSubmitResult = z.infer<typeof ZForceSubmitResult>;

export const forceSubmitAttempt = defineEndpoint({
  ...ADMIN_API.forceSubmitAttempt,
  summary:
    'Closes an open exam attempt as a submit would (scored, result stored), as force-submitted ' +
    "by a proctor, with the reason in the audit log. The student's panel learns it at its next " +
    'heartbeat or save. 409 when it is already closed',
  tags: ['admin'],
  params: ZIdParam,
  body: ZForceSubmitBody,
  response: okEnvelope(ZForceSubmitResult),
});
