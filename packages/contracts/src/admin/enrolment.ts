import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZId } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZImportUpload } from './imports.ts';
import { TEMPLATE_FORMATS } from './imports-api.ts';

/** The columns of an enrolment file, in the template's order. */
export const ENROLMENT_COLUMNS = [
  'name',
  'father_name',
  'mother_name',
  'mobile_or_email',
  'roll_number',
  'class',
  'section',
  'centre_code',
] as const;
export type TEnrolmentColumn = (typeof ENROLMENT_COLUMNS)[number];

/** The most rows one file may enrol. */
export const ENROLMENT_MAX_ROWS = 20_000;

export const ZEnrolmentUpload = ZImportUpload.extend({
  instituteId: ZId.optional().describe(
    "The institute to enrol into: required of an org-admin; the caller's own for everybody else",
  ),
});
export type TEnrolmentUpload = z.input<typeof ZEnrolmentUpload>;

/** What is wrong with an uploaded table file as a whole (shared by every CSV/XLSX import). */
export const TABLE_FILE_PROBLEM_CODES = [
  'unreadable-csv',
  'unreadable-xlsx',
  'no-worksheet',
  'not-csv-or-xlsx',
  'no-header',
  'unknown-columns',
  'missing-columns',
  'no-rows',
  'too-many-rows',
] as const;
export type TTableFileProblemCode = (typeof TABLE_FILE_PROBLEM_CODES)[number];

/**
 * What is wrong with a roster, by code: the console words each in the reader's language from the
 * code and its params; `message` is the English sentence.
 */
export const ENROLMENT_PROBLEM_CODES = [
  // a cell
  'required',
  'too-long',
  'bad-username',
  'bad-class',
  'unknown-centre',
  // a duplicate
  'repeated-in-file',
  'username-taken',
  'roll-number-taken',
  ...TABLE_FILE_PROBLEM_CODES,
] as const;
export type TEnrolmentProblemCode = (typeof ENROLMENT_PROBLEM_CODES)[number];

export const ZEnrolmentProblem = z.object({
  row: z.number().int().describe('Row number in the file, the header being row 1; 0: the file'),
  column: z.string().describe('The column, or "file"'),
  kind: z.enum(['error', 'duplicate']),
  code: z.enum(ENROLMENT_PROBLEM_CODES),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .describe(
      'What the message names: value (the cell), max, row (the earlier row), name (the ' +
        'student who has it), columns, rows, detail',
    ),
  message: z.string().describe('In English'),
});
export type TEnrolmentProblem = z.infer<typeof ZEnrolmentProblem>;

export const ZEnrolmentRow = z.object({
  row: z.number().int(),
  name: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  username: z.string(),
  rollNo: z.string(),
  studentClass: z.number().int(),
  studentSection: z.string(),
  centreCode: z.string(),
});
export type TEnrolmentRow = z.infer<typeof ZEnrolmentRow>;

export const ZEnrolmentReport = z.object({
  fileName: z.string(),
  rows: z.number().int().describe('Data rows read'),
  valid: z.number().int().describe('Rows without any problem'),
  problems: z.array(ZEnrolmentProblem).describe('Every bad row and every duplicate'),
  sample: z.array(ZEnrolmentRow).describe('The first valid rows, as they will be written'),
});
export type TEnrolmentReport = z.infer<typeof ZEnrolmentReport>;

export const ZEnrolmentPreviewResponse = okEnvelope(ZEnrolmentReport);
export type TEnrolmentPreviewResponse = z.infer<typeof ZEnrolmentPreviewResponse>;

export const previewEnrolment = defineEndpoint({
  ...ADMIN_API.previewEnrolment,
  summary:
    "Reads a roster (CSV or XLSX, the template's columns, base64) and names every bad row and " +
    'every duplicate (in the file and against existing students). Nothing is written',
  tags: ['admin'],
  body: ZEnrolmentUpload,
  response: ZEnrolmentPreviewResponse,
});

/**
 * What the printed passwords are: one-time (the student chooses a new one at the first login, the
 * default) or admit-card passwords a test centre's candidates keep (decision 066).
 */
export const ENROLMENT_PASSWORD_KINDS = ['one-time', 'admit-card'] as const;
export type TEnrolmentPasswordKind = (typeof ENROLMENT_PASSWORD_KINDS)[number];

export const ZEnrolmentRequest = ZEnrolmentUpload.extend({
  confirm: z.literal(true, { error: 'must be true: preview the file first' }),
  passwords: z
    .enum(ENROLMENT_PASSWORD_KINDS, { error: 'must be one-time or admit-card' })
    .optional()
    .describe(
      "'one-time' (the default): each student must choose a new password at the first login. " +
        "'admit-card': the printed password stays the student's, as on a test centre's admit cards; " +
        'nobody is asked to change it',
    ),
});

export const ZEnrolmentResponse = okEnvelope(
  z.object({
    created: z.number().int(),
    passwordsCsv: z
      .string()
      .describe(
        'CSV (UTF-8 with BOM) of name, username, roll number, class, section, password: ' +
          'given this once, never stored in clear',
      ),
    passwordsXlsxBase64: z
      .string()
      .describe(
        'The same list as an XLSX workbook (base64) under the institute’s letterhead: its logo, ' +
          'names, "One-time passwords" and when it was made; the table after a blank row',
      ),
    passwordsFileNames: z
      .object({ csv: z.string(), xlsx: z.string() })
      .describe('Names to save the files under, carrying the institute’s slug'),
  }),
);
export type TEnrolmentResponse = z.infer<typeof ZEnrolmentResponse>;

export const runEnrolment = defineEndpoint({
  ...ADMIN_API.runEnrolment,
  summary:
    'Enrols every row of a roster in one transaction, each with a generated password the student ' +
    "must change at the first login (or keeps, with passwords: 'admit-card'). A file with any " +
    'problem is refused (400), nothing written. Audited',
  tags: ['admin'],
  body: ZEnrolmentRequest,
  response: ZEnrolmentResponse,
});

export const enrolmentTemplate = defineEndpoint({
  ...ADMIN_API.enrolmentTemplate,
  summary: 'The roster template (CSV or XLSX) with an example row. Answers with the file',
  tags: ['admin'],
  params: z.object({ format: z.enum(TEMPLATE_FORMATS, { error: 'must be csv or xlsx' }) }),
  response: z.unknown(),
});
