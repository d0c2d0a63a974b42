import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { ZId, ZIdParam } from '../common/envelope.ts';
import { EXPORT_FORMATS, IMPORTS_API } from './imports-api.ts';

const ZExportFormat = z.enum(EXPORT_FORMATS, { error: 'must be qti3 or moodle-xml' });

export const ZExportSetQuery = z.object({ format: ZExportFormat });

export const ZExportBankQuery = z.object({
  format: ZExportFormat,
  ids: z
    .string()
    .optional()
    .describe('Comma-separated bank question ids; absent: every question the caller can read')
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const ids = value.split(',').map((part) => ZId.safeParse(part.trim()));
      if (ids.some((id) => !id.success)) {
        ctx.addIssue({ code: 'custom', message: 'must be whole numbers separated by commas' });
        return z.NEVER;
      }
      return ids.map((id) => id.data as number);
    }),
});

const FILE =
  'Answers with the file (Content-Disposition: attachment): a QTI 3.0 content package (zip) or Moodle XML';

export const exportBank = defineEndpoint({
  ...IMPORTS_API.exportBank,
  summary: `The question bank (current versions, retired ones left out), or the questions named by ids. ${FILE}`,
  tags: ['admin'],
  querystring: ZExportBankQuery,
  response: z.unknown(),
});

export const exportSet = defineEndpoint({
  ...IMPORTS_API.exportSet,
  summary: `The questions of a set, in order. Unknown or not readable: 404. ${FILE}`,
  tags: ['admin'],
  params: ZIdParam,
  querystring: ZExportSetQuery,
  response: z.unknown(),
});
