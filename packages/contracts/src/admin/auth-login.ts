import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { required, ZGivenPassword } from '../students/entities.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZStaff } from './entities.ts';

export const ZStaffLoginRequest = z.object({
  email: z
    .string({ error: required('enter your e-mail address') })
    .trim()
    .toLowerCase()
    .min(1, { error: 'is required: enter your e-mail address', abort: true })
    .max(254, 'must be at most 254 characters'),
  password: ZGivenPassword('enter your password'),
});
export type TStaffLoginRequest = z.infer<typeof ZStaffLoginRequest>;

export const ZStaffSession = z.object({
  token: z.string().describe('Send it as Authorization: Bearer <token> on every staff call'),
  expiresAt: z.string().describe('ISO time the token expires'),
  staff: ZStaff,
  mustChangePassword: z
    .boolean()
    .describe(
      'The password is a one-time one (an admin reset it): every staff call but ' +
        'change-password and logout answers 403 PASSWORD_CHANGE_REQUIRED until it is changed',
    ),
});
export type TStaffSession = z.infer<typeof ZStaffSession>;
export const ZStaffLoginResponse = okEnvelope(ZStaffSession);
export type TStaffLoginResponse = z.infer<typeof ZStaffLoginResponse>;

export const staffLogin = defineEndpoint({
  ...ADMIN_API.login,
  summary:
    'Staff log in (not students). A wrong e-mail or password answers 401; ' +
    'too many attempts 429',
  tags: ['admin'],
  body: ZStaffLoginRequest,
  response: ZStaffLoginResponse,
});
