import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZStaff } from './entities.ts';

export const ZStaffMeResponse = okEnvelope(ZStaff);
export type TStaffMeResponse = z.infer<typeof ZStaffMeResponse>;

export const staffMe = defineEndpoint({
  ...ADMIN_API.me,
  summary: 'The logged-in staff member. No token: 401; a student token: 403',
  tags: ['admin'],
  response: ZStaffMeResponse,
});
