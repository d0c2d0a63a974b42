import { z } from 'zod';
import { ZId } from '../common/envelope.ts';
import { ZUsername } from '../students/entities.ts';

/** A student as the console lists and edits them. */
export const ZAdminStudent = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  instituteId: z.number().int(),
  instituteName: z.string(),
  studentClass: z.number().int().describe('0 when not a school student'),
  studentSection: z.string(),
  rollNo: z.string(),
  centreId: z.number().int().nullable(),
  centreName: z.string().nullable(),
  districtId: z.number().int().nullable(),
  blockId: z.number().int().nullable(),
  active: z.boolean().describe('false: the student cannot log in; attempts and results stay'),
  mustChangePassword: z.boolean(),
  extraTimePercent: z.number().int().describe('Accessibility extra time on every exam'),
  createdAt: z.string(),
});
export type TAdminStudent = z.infer<typeof ZAdminStudent>;

const text = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, 'is required');

/** A school class from 1 to 12; 0 for an aspirant who is not a school student. */
export const ZStudentClass = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be a class from 1 to 12, or 0 for none')
  .max(12, 'must be a class from 1 to 12, or 0 for none');

export const ZExtraTimePercent = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(200, 'must be at most 200');

/** What staff enter for a student (create and edit). Names default to 'NA' as SPEC's placeholders. */
export const ZStudentInput = z.object({
  name: required(100),
  fatherName: text(100).default('NA'),
  motherName: text(100).default('NA'),
  username: ZUsername,
  rollNo: required(30),
  studentClass: ZStudentClass,
  studentSection: text(10).default(''),
  centreId: ZId.nullable().default(null).describe('The exam centre; null for none'),
  extraTimePercent: ZExtraTimePercent.default(0),
  instituteId: ZId.optional().describe(
    "Required of an org-admin; the caller's own institute for everybody else",
  ),
});
export type TStudentInput = z.input<typeof ZStudentInput>;
