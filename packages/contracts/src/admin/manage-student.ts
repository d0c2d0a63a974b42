import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZId } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZAdminStudent, ZStudentInput } from './student-entities.ts';

export const ZStudentParams = z.object({ id: ZId });
const ZStudentResponse = okEnvelope(ZAdminStudent);
export type TStudentResponse = z.infer<typeof ZStudentResponse>;

const IN_SCOPE =
  'A student of another institute (for an org-admin: another organisation) answers 404 like an unknown one';

export const getStudent = defineEndpoint({
  ...ADMIN_API.getStudent,
  summary: `One student. ${IN_SCOPE}`,
  tags: ['admin'],
  params: ZStudentParams,
  response: ZStudentResponse,
});

export const ZCreateStudentResponse = okEnvelope(
  z.object({
    student: ZAdminStudent,
    password: z.string().describe('The initial password, shown this once; never stored in clear'),
  }),
);
export type TCreateStudentResponse = z.infer<typeof ZCreateStudentResponse>;

export const createStudent = defineEndpoint({
  ...ADMIN_API.createStudent,
  summary:
    'Enrols one student with a generated initial password (answered once); the student must ' +
    'change it at the first login. A username taken in the organisation answers 409. Audited',
  tags: ['admin'],
  body: ZStudentInput,
  response: ZCreateStudentResponse,
});

export const updateStudent = defineEndpoint({
  ...ADMIN_API.updateStudent,
  summary: `Changes a student's details. ${IN_SCOPE}. Audited`,
  tags: ['admin'],
  params: ZStudentParams,
  body: ZStudentInput,
  response: ZStudentResponse,
});

export const deactivateStudent = defineEndpoint({
  ...ADMIN_API.deactivateStudent,
  summary:
    'Deactivates a student: their login is refused and every token they hold stops working. ' +
    'Attempts and results stay. Audited',
  tags: ['admin'],
  params: ZStudentParams,
  response: ZStudentResponse,
});

export const reactivateStudent = defineEndpoint({
  ...ADMIN_API.reactivateStudent,
  summary: 'Lets a deactivated student log in again. Audited',
  tags: ['admin'],
  params: ZStudentParams,
  response: ZStudentResponse,
});

export const ZResetStudentPasswordResponse = okEnvelope(
  z.object({
    password: z.string().describe('The new password, shown this once; never stored in clear'),
  }),
);
export type TResetStudentPasswordResponse = z.infer<typeof ZResetStudentPasswordResponse>;

export const resetStudentPassword = defineEndpoint({
  ...ADMIN_API.resetStudentPassword,
  summary:
    'Sets a generated password (answered once), logs the student out everywhere and makes them ' +
    'choose a new one at the next login. Audited',
  tags: ['admin'],
  params: ZStudentParams,
  response: ZResetStudentPasswordResponse,
});
