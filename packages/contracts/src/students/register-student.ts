import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZNewPassword, ZStudentName, ZUsername } from './entities.ts';

/**
 * SPEC §3: registration is fixed to these placeholders; the user supplies only name, username and
 * password. The server accepts them (or their absence) but never stores them: the organisation and
 * institute come from the tenant headers, and a school profile only from the school's own data.
 */
export const REGISTRATION_PLACEHOLDERS = {
  centerId: 99_999_999_999,
  fatherName: 'NA',
  motherName: 'NA',
  studentClass: 0,
  rollNo: 123,
  studentSection: '0',
  stateId: 0,
  districtId: 0,
  blockId: 0,
  orgId: 0,
  instituteId: 0,
} as const;
const P = REGISTRATION_PLACEHOLDERS;

const ZIgnoredId = z.number().int().min(0, 'must not be negative');
const ZIgnoredValue = z.union([z.string().max(100, 'must be at most 100 characters'), z.number()]);
const ZClaimedId = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must not be negative')
  .describe('0, or your own id from the tenant headers; any other is refused with 403');

export const ZRegisterStudentRequest = z.object({
  name: ZStudentName,
  username: ZUsername,
  password: ZNewPassword,
  orgId: ZClaimedId.default(P.orgId),
  instituteId: ZClaimedId.default(P.instituteId),
  centerId: ZIgnoredId.default(P.centerId).describe('SPEC placeholder; ignored'),
  fatherName: ZIgnoredValue.default(P.fatherName).describe('SPEC placeholder; ignored'),
  motherName: ZIgnoredValue.default(P.motherName).describe('SPEC placeholder; ignored'),
  studentClass: ZIgnoredValue.default(P.studentClass).describe('SPEC placeholder; ignored'),
  rollNo: ZIgnoredValue.default(P.rollNo).describe('SPEC placeholder; ignored'),
  studentSection: ZIgnoredValue.default(P.studentSection).describe('SPEC placeholder; ignored'),
  stateId: ZIgnoredId.default(P.stateId).describe('SPEC placeholder; ignored'),
  districtId: ZIgnoredId.default(P.districtId).describe('SPEC placeholder; ignored'),
  blockId: ZIgnoredId.default(P.blockId).describe('SPEC placeholder; ignored'),
});
export type TRegisterStudentRequest = z.infer<typeof ZRegisterStudentRequest>;

export const ZRegisterStudentResponse = okEnvelope(
  z.string().describe("'Registration successful. You can now log in.'"),
);
export type TRegisterStudentResponse = z.infer<typeof ZRegisterStudentResponse>;

export const registerStudent = defineEndpoint({
  ...API.registerStudent,
  summary:
    'Register a student (SPEC registration payload). Errors carry statusCode 0 in the body, as ' +
    'SPEC §8 expects: 400 for a bad field, 403 for a foreign orgId/instituteId, 409 for a taken username',
  tags: ['students'],
  body: ZRegisterStudentRequest,
  response: ZRegisterStudentResponse,
});
