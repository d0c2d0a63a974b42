import { API } from '../api.ts';
import {
  ZCompletePasswordReset,
  ZPasswordResetDoneResponse,
  ZPasswordResetSentResponse,
  ZRequestPasswordReset,
} from '../admin/password-reset.ts';
import { defineEndpoint } from '../common/endpoint.ts';

export const requestPasswordReset = defineEndpoint({
  ...API.requestPasswordReset,
  summary:
    'Sends a one-time link to choose a new password to a student who registered with this ' +
    'e-mail; answers the same whether or not the account exists. Rate-limited',
  tags: ['students'],
  body: ZRequestPasswordReset,
  response: ZPasswordResetSentResponse,
});

export const completePasswordReset = defineEndpoint({
  ...API.completePasswordReset,
  summary:
    'Sets a new password with the token of a reset link (once, before it expires); logs the ' +
    'student out everywhere',
  tags: ['students'],
  body: ZCompletePasswordReset,
  response: ZPasswordResetDoneResponse,
});
