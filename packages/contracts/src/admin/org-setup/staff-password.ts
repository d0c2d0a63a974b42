import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../../common/envelope.ts';
import { ZChangePasswordRequest } from '../../students/change-password.ts';
import { ADMIN_API } from '../admin-api.ts';
import { ZStaffSession } from '../auth-login.ts';

export const changeStaffPassword = defineEndpoint({
  ...ADMIN_API.changeStaffPassword,
  summary:
    "Changes the caller's own password (allowed while a one-time password is held). Logs the " +
    'member out everywhere else and answers a new session; a wrong current password answers 400 ' +
    'naming body.currentPassword',
  tags: ['admin'],
  body: ZChangePasswordRequest,
  response: okEnvelope(ZStaffSession),
});

export const ZStaffPasswordIssued = z.object({
  password: z.string().describe('The one-time password, shown this once; never stored in clear'),
});
export type TStaffPasswordIssued = z.infer<typeof ZStaffPasswordIssued>;

export const resetStaffPassword = defineEndpoint({
  ...ADMIN_API.resetStaffPassword,
  summary:
    'Sets a generated one-time password (answered once) for a member who has accepted their ' +
    'invitation, ends every session of theirs, and makes them choose a new one before any other ' +
    'call. An org-admin resets anyone else; an institute-admin the teachers and invigilators of ' +
    'its institute (others answer 404); your own account answers 409. Audited',
  tags: ['admin'],
  params: ZIdParam,
  response: okEnvelope(ZStaffPasswordIssued),
});
