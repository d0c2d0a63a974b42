import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZErrorListItem } from '../common/envelope.ts';
import { normaliseUsername, required, ZGivenPassword, ZStudentDetails } from './entities.ts';

export const ZAuthenticateStudentRequest = z.object({
  username: z
    .string({ error: required('enter your e-mail address or mobile number') })
    .transform(normaliseUsername)
    .pipe(
      z
        .string()
        .min(1, { error: 'is required: enter your e-mail address or mobile number', abort: true })
        .max(254, 'must be at most 254 characters'),
    ),
  password: ZGivenPassword('enter your password'),
});
export type TAuthenticateStudentRequest = z.infer<typeof ZAuthenticateStudentRequest>;

/** SPEC §3 Login response: the token plus the student's details; SPEC §7 names status and errorList. */
export const ZAuthenticateStudentResponse = z.object({
  statusCode: z.literal(200),
  status: z.literal(1),
  errors: z.array(z.string()).length(0),
  errorList: z.array(ZErrorListItem).length(0),
  token: z
    .string()
    .describe(
      'Store it (studToken and Authorization) and send it as Authorization: Bearer <token>',
    ),
  response: ZStudentDetails,
  mustChangePassword: z
    .boolean()
    .describe(
      'true after a staff reset or an enrolment: the app must have the student choose a new ' +
        'password (change password) before anything else',
    ),
});
export type TAuthenticateStudentResponse = z.infer<typeof ZAuthenticateStudentResponse>;

export const authenticateStudent = defineEndpoint({
  ...API.authenticateStudent,
  summary:
    'Log in. A wrong username or password answers 401 with errorList [{ error: "Invalid username ' +
    'or password" }]; a deactivated account 403; too many attempts 429',
  tags: ['students'],
  body: ZAuthenticateStudentRequest,
  response: ZAuthenticateStudentResponse,
});
