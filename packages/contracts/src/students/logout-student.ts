import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';

export const ZLogoutStudentResponse = okEnvelope(z.string());

export const logoutStudent = defineEndpoint({
  ...API.logoutStudent,
  summary: 'Log out: the presented token is revoked and refused from now on',
  tags: ['students'],
  response: ZLogoutStudentResponse,
});
