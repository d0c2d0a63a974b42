import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint.ts';
import { okEnvelope } from '../../common/envelope.ts';
import { ADMIN_API } from '../admin-api.ts';
import { TABLE_FILE_PROBLEM_CODES } from '../enrolment.ts';
import { ZImportUpload } from '../imports.ts';
import { TEMPLATE_FORMATS } from '../imports-api.ts';

/** The columns of a centres file, in the template's order; block may be empty. */
export const CENTRE_COLUMNS = ['state', 'district', 'block', 'centre_code', 'centre_name'] as const;
export type TCentreColumn = (typeof CENTRE_COLUMNS)[number];

/** The most rows one centres file may hold. */
export const CENTRE_IMPORT_MAX_ROWS = 5_000;

/** What is wrong with a centres file, by code; `message` is the English sentence. */
export const CENTRE_PROBLEM_CODES = [
  'required',
  'too-long',
  'bad-code',
  'repeated-in-file',
  ...TABLE_FILE_PROBLEM_CODES,
] as const;
export type TCentreProblemCode = (typeof CENTRE_PROBLEM_CODES)[number];

export const ZCentreProblem = z.object({
  row: z.number().int().describe('Row number in the file, the header being row 1; 0: the file'),
  column: z.string().describe('The column, or "file"'),
  code: z.enum(CENTRE_PROBLEM_CODES),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .describe('What the message names: value, max, row (the earlier row), columns, rows, detail'),
  message: z.string().describe('In English'),
});
export type TCentreProblem = z.infer<typeof ZCentreProblem>;

export const ZCentreImportRow = z.object({
  row: z.number().int(),
  stateName: z.string(),
  districtName: z.string(),
  blockName: z.string().nullable(),
  key: z.string(),
  name: z.string(),
});
export type TCentreImportRow = z.infer<typeof ZCentreImportRow>;

export const ZCentreImportReport = z.object({
  fileName: z.string(),
  rows: z.number().int().describe('Data rows read'),
  toCreate: z
    .array(ZCentreImportRow)
    .describe('Valid rows whose code is new: they will be created'),
  existing: z
    .array(ZCentreImportRow)
    .describe('Valid rows whose code the organisation already has: skipped, the centre unchanged'),
  problems: z.array(ZCentreProblem).describe('Every bad cell and every code repeated in the file'),
});
export type TCentreImportReport = z.infer<typeof ZCentreImportReport>;

export const previewCentreImport = defineEndpoint({
  ...ADMIN_API.previewCentreImport,
  summary:
    "Reads a centres file (CSV or XLSX, the template's columns, base64): the rows to create, the " +
    'rows whose code exists (skipped) and every bad cell. Nothing is written. Org-admins only',
  tags: ['admin'],
  body: ZImportUpload,
  response: okEnvelope(ZCentreImportReport),
});

export const ZCentreImportRequest = ZImportUpload.extend({
  confirm: z.literal(true, { error: 'must be true: preview the file first' }),
});
export type TCentreImportRequest = z.input<typeof ZCentreImportRequest>;

export const ZCentreImportResult = z.object({
  created: z.number().int(),
  skipped: z.number().int().describe('Rows whose code already existed'),
});
export type TCentreImportResult = z.infer<typeof ZCentreImportResult>;

export const runCentreImport = defineEndpoint({
  ...ADMIN_API.runCentreImport,
  summary:
    'Creates the new centres of a file in one transaction, their state, district and block made ' +
    'or reused by name; codes that exist are skipped. A file with any problem is refused (400), ' +
    'nothing written. Org-admins only. Audited',
  tags: ['admin'],
  body: ZCentreImportRequest,
  response: okEnvelope(ZCentreImportResult),
});

export const centresTemplate = defineEndpoint({
  ...ADMIN_API.centresTemplate,
  summary: 'The centres template (CSV or XLSX) with an example row. Answers with the file',
  tags: ['admin'],
  params: z.object({ format: z.enum(TEMPLATE_FORMATS, { error: 'must be csv or xlsx' }) }),
  response: z.unknown(),
});
