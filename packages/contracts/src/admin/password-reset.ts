import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZNewPassword } from '../students/entities.ts';
import { ADMIN_API } from './admin-api.ts';

export const ZRequestPasswordReset = z.object({
  email: z.email({ error: 'must be an e-mail address' }).trim().toLowerCase().max(254),
});

/** The same answer whether or not the account exists. */
export const PASSWORD_RESET_SENT =
  'If an account uses this e-mail address, a link to choose a new password is on its way.';

export const ZPasswordResetSentResponse = okEnvelope(z.string());

export const ZCompletePasswordReset = z.object({
  token: z
    .string()
    .trim()
    .min(20, 'is not a valid reset link')
    .max(200, 'is not a valid reset link'),
  newPassword: ZNewPassword,
});
export type TCompletePasswordReset = z.infer<typeof ZCompletePasswordReset>;

export const ZPasswordResetDoneResponse = okEnvelope(z.string());

export const requestStaffPasswordReset = defineEndpoint({
  ...ADMIN_API.requestStaffPasswordReset,
  summary:
    'Sends a one-time link to choose a new password to a staff e-mail; answers the same whether ' +
    'or not the account exists. Rate-limited',
  tags: ['admin'],
  body: ZRequestPasswordReset,
  response: ZPasswordResetSentResponse,
});

export const completeStaffPasswordReset = defineEndpoint({
  ...ADMIN_API.completeStaffPasswordReset,
  summary:
    'Sets a new password with the token of a reset link (once, before it expires); logs the ' +
    'account out everywhere',
  tags: ['admin'],
  body: ZCompletePasswordReset,
  response: ZPasswordResetDoneResponse,
});
