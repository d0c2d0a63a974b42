import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZGivenPassword, ZNewPassword } from './entities.ts';

export const ZChangePasswordRequest = z.object({
  currentPassword: ZGivenPassword('enter your current password'),
  newPassword: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZChangePasswordResponse = okEnvelope(z.string()).extend({
  token: z
    .string()
    .describe(
      'A new token: store it in place of the old one. Every earlier token of the student, on ' +
        'this device and others, is refused from now on',
    ),
});
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

export const changePassword = defineEndpoint({
  ...API.changePassword,
  summary:
    'Change the password. Logs the student out everywhere else and returns a new token for this ' +
    'device; a wrong current password answers 400 naming body.currentPassword',
  tags: ['students'],
  body: ZChangePasswordRequest,
  response: ZChangePasswordResponse,
});
