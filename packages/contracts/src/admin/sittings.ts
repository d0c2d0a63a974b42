import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { paged, ZPageQuery } from './entities.ts';
import { ZSittingName } from './schedule-entities.ts';

/** A sitting: the windows (shifts) of one exam that share its name. */
export const ZSitting = z.object({
  name: z.string(),
  shifts: z.number().int(),
  candidates: z.number().int().describe("Submitted first attempts over the sitting's windows"),
  firstOpensAt: z.string(),
  lastClosesAt: z.string(),
});
export type TSitting = z.infer<typeof ZSitting>;

export const listSittings = defineEndpoint({
  ...ADMIN_API.listSittings,
  summary:
    'Sittings the caller may read: exam windows grouped by their sitting name (each window a shift)',
  tags: ['admin'],
  response: okEnvelope(z.array(ZSitting)),
});

export const ZShift = z.object({
  scheduleId: z.number().int(),
  setId: z.number().int(),
  setName: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeZone: z.string(),
  candidates: z.number().int(),
  topRaw: z.number().nullable(),
});
export type TShift = z.infer<typeof ZShift>;

export const ZMeritRow = z.object({
  rank: z.number().int().describe('By overall percentile; equal percentiles share a rank'),
  studentId: z.number().int(),
  studentName: z.string(),
  rollNo: z.string(),
  scheduleId: z.number().int().describe('The shift sat'),
  raw: z.number(),
  percentile: z.number().describe("NTA's percentile within the shift, to 7 decimal places"),
  shiftRank: z.number().int().describe('By raw score within the shift'),
  subjects: z.array(z.object({ name: z.string(), raw: z.number(), percentile: z.number() })),
});
export type TMeritRow = z.infer<typeof ZMeritRow>;

export const ZSittingMeritQuery = ZPageQuery.extend({
  sitting: ZSittingName,
});
export type TSittingMeritQuery = z.input<typeof ZSittingMeritQuery>;

export const ZSittingMerit = paged(ZMeritRow).extend({
  sitting: z.string(),
  shifts: z.array(ZShift),
  /** Subjects (section names) in the order they first appear in the shifts' papers. */
  subjects: z.array(z.string()),
});
export type TSittingMerit = z.infer<typeof ZSittingMerit>;

export const getSittingMerit = defineEndpoint({
  ...ADMIN_API.getSittingMerit,
  summary:
    "A sitting's combined merit list: each candidate's raw score turned into NTA's percentile " +
    'within their shift (100 × candidates of the shift at or below / candidates of the shift, ' +
    'per subject and overall, 7 decimals), ranked by overall percentile; 404 for an unknown sitting',
  tags: ['admin'],
  querystring: ZSittingMeritQuery,
  response: okEnvelope(ZSittingMerit),
});

export const ZSittingMeritExportQuery = z.object({ sitting: ZSittingName });

const MERIT_FILE =
  'the whole combined merit list (rank, roll number, candidate, shift and its paper, raw score, ' +
  'percentile per subject and overall, rank in the shift) under the formula, in the words of the ' +
  'sittings page; 404 for an unknown sitting';

export const exportSittingMeritCsv = defineEndpoint({
  ...ADMIN_API.exportSittingMeritCsv,
  summary: `A sitting's merit list as CSV (UTF-8 with a byte order mark): ${MERIT_FILE}`,
  tags: ['admin'],
  querystring: ZSittingMeritExportQuery,
  response: z.unknown(),
});

export const exportSittingMeritXlsx = defineEndpoint({
  ...ADMIN_API.exportSittingMeritXlsx,
  summary: `A sitting's merit list as an Excel workbook: ${MERIT_FILE}`,
  tags: ['admin'],
  querystring: ZSittingMeritExportQuery,
  response: z.unknown(),
});
