import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZImportFileReport } from '../interchange/import-report.ts';
import { IMPORT_MAX_BYTES, IMPORTS_API, TEMPLATE_FORMATS } from './imports-api.ts';

/** Base64 of IMPORT_MAX_BYTES, with room for padding. */
const MAX_BASE64_CHARS = Math.ceil(IMPORT_MAX_BYTES / 3) * 4;

export const ZImportUpload = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(255, 'must be at most 255 characters'),
  dataBase64: z
    .string()
    .min(1, 'must not be empty')
    .max(MAX_BASE64_CHARS, 'must be a file of at most 10 MB')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64 (without a data: prefix)'),
});
export type TImportUpload = z.infer<typeof ZImportUpload>;

export const ZImportPreviewResponse = okEnvelope(z.object({ report: ZImportFileReport }));
export type TImportPreviewResponse = z.infer<typeof ZImportPreviewResponse>;

export const previewImport = defineEndpoint({
  ...IMPORTS_API.previewImport,
  summary:
    'Reads a question file (Moodle XML, GIFT, Aiken, QTI 2.x/3.0 package or item, CSV or XLSX ' +
    'template; at most 10 MB, base64) and reports what an import would create, skip and refuse. ' +
    'Nothing is written',
  tags: ['admin'],
  body: ZImportUpload,
  response: ZImportPreviewResponse,
});

export const ZImportRequest = ZImportUpload.extend({
  confirm: z.literal(true, { error: 'must be true: preview the file first' }),
});
export type TImportRequest = z.infer<typeof ZImportRequest>;

export const ZImportResponse = okEnvelope(
  z.object({
    report: ZImportFileReport,
    created: z.number().int().describe('Questions added to the bank'),
    updated: z.number().int().describe('Questions whose key was in the bank: a new version each'),
  }),
);
export type TImportResponse = z.infer<typeof ZImportResponse>;

export const runImport = defineEndpoint({
  ...IMPORTS_API.runImport,
  summary:
    "Imports a question file into the caller's question bank (their institute's; an org-admin's " +
    'goes to the organisation) in one transaction, images stored by their SHA-256. A file with any ' +
    'error is refused (400) and nothing is written. Audited',
  tags: ['admin'],
  body: ZImportRequest,
  response: ZImportResponse,
});

export const ZTemplateParams = z.object({
  format: z.enum(TEMPLATE_FORMATS, { error: 'must be csv or xlsx' }),
});

/** A file download: the 200 body is the file, not the JSON envelope. */
export const downloadTemplate = defineEndpoint({
  ...IMPORTS_API.downloadTemplate,
  summary:
    'The question template (CSV or XLSX): the columns with two examples, English and Hindi. ' +
    'Answers with the file (Content-Disposition: attachment)',
  tags: ['admin'],
  params: ZTemplateParams,
  response: z.unknown(),
});
