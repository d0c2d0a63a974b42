import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { paged, ZOptionalClassQuery, ZOptionalIdQuery, ZPageQuery } from './entities.ts';

export const SUBMIT_REASONS = ['submitted', 'time-over', 'force-submitted'] as const;

/** Columns the results table sorts by; `section.<id>` sorts by that section's score. */
export const RESULT_SORT_KEYS = [
  'rank',
  'rollNo',
  'name',
  'class',
  'centre',
  'district',
  'block',
  'score',
  'accuracy',
  'timeTaken',
  'submittedAt',
  'submitReason',
] as const;
export type TResultSortKey = (typeof RESULT_SORT_KEYS)[number] | `section.${number}`;

const SORT_MESSAGE = `must be one of ${RESULT_SORT_KEYS.join(', ')} or section.<id>`;

export const ZResultSort = z
  .string()
  .refine(
    (value) =>
      (RESULT_SORT_KEYS as readonly string[]).includes(value) || /^section\.\d{1,9}$/.test(value),
    { error: SORT_MESSAGE },
  )
  .transform((value) => value as TResultSortKey);

/** The filters of the results table, its exports and its comparison by place. */
export const ZResultFilters = z.object({
  districtId: ZOptionalIdQuery,
  blockId: ZOptionalIdQuery,
  centreId: ZOptionalIdQuery,
  studentClass: ZOptionalClassQuery,
  section: z.string().trim().max(20, 'must be at most 20 characters').optional(),
  scheduleId: ZOptionalIdQuery,
});
export type TResultFilters = z.infer<typeof ZResultFilters>;

export const ZResultOrder = z.object({
  sort: ZResultSort.default('rank'),
  dir: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('asc'),
});

export const ZSetResultsQuery = ZPageQuery.extend(ZResultFilters.shape).extend(ZResultOrder.shape);
export type TSetResultsQuery = z.input<typeof ZSetResultsQuery>;

export const ZExportResultsQuery = ZResultFilters.extend(ZResultOrder.shape);

export const ZSectionScore = z.object({ sectionId: z.number().int(), score: z.number() });

export const ZSetResultRow = z.object({
  attemptId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  username: z.string(),
  attemptNo: z.number().int(),
  rank: z
    .number()
    .int()
    .describe("Competition rank among the set's candidates, as the student's own report shows it"),
  rollNo: z.string(),
  studentClass: z.number().int(),
  section: z.string(),
  centreName: z.string().nullable(),
  districtName: z.string().nullable(),
  blockName: z.string().nullable(),
  score: z.number(),
  passed: z.boolean(),
  sectionScores: z.array(ZSectionScore),
  accuracy: z.number().nullable().describe('Percent correct of the answers with a key'),
  timeTakenSec: z.number().nullable(),
  submittedAt: z.string(),
  submitReason: z.enum(SUBMIT_REASONS),
});
export type TSetResultRow = z.infer<typeof ZSetResultRow>;

export const ZScoreBin = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
});

/** Candidates, mean, median, highest and passes of a group of attempts (filtered rows or a place). */
export const ZResultFigures = z.object({
  submitted: z.number().int().describe('Candidates: submitted first attempts'),
  average: z.number().nullable(),
  median: z.number().nullable(),
  highest: z.number().nullable(),
  passed: z.number().int().describe('Attempts at or above the cut-off'),
  passRate: z.number().nullable().describe('Percent of candidates at or above the cut-off'),
});
export type TResultFigures = z.infer<typeof ZResultFigures>;

export const ZResultSection = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string().nullable(),
});

const ZPlaceOption = z.object({ id: z.number().int(), name: z.string() });

export const ZSetResults = paged(ZSetResultRow)
  .extend(ZResultFigures.shape)
  .extend({
    setId: z.number().int(),
    setName: z.string(),
    totalMarks: z.number(),
    cutoff: z.number().describe("The set's cut-off, else SPEC §9's pass share of the total"),
    sections: z.array(ZResultSection),
    distribution: z.array(ZScoreBin).describe('Candidates per score band of the filtered rows'),
    options: z
      .object({
        districts: z.array(ZPlaceOption),
        blocks: z.array(ZPlaceOption.extend({ districtId: z.number().int().nullable() })),
        centres: z.array(ZPlaceOption.extend({ blockId: z.number().int().nullable() })),
        classes: z.array(z.number().int()),
        sections: z.array(z.string()),
      })
      .describe("Filter choices: the places, classes and sections of the set's candidates"),
  });
export type TSetResults = z.infer<typeof ZSetResults>;

export const ZGetSetResultsResponse = okEnvelope(ZSetResults);
export type TGetSetResultsResponse = z.infer<typeof ZGetSetResultsResponse>;

export const getSetResults = defineEndpoint({
  ...ADMIN_API.getSetResults,
  summary:
    "Results of a set: its candidates (each student's first submitted attempt; students of the " +
    "caller's institute below org-admin) with rank, place, section scores, accuracy and time, " +
    'filtered and sorted; figures and a score distribution of the filtered rows. Read-only',
  tags: ['admin'],
  params: ZIdParam,
  querystring: ZSetResultsQuery,
  response: ZGetSetResultsResponse,
});

const FILE = 'every filtered row in the sort of the table, as an attachment named after the set';

export const exportSetResultsCsv = defineEndpoint({
  ...ADMIN_API.exportSetResultsCsv,
  summary: `Results of a set as CSV (UTF-8 with a byte order mark): ${FILE}`,
  tags: ['admin'],
  params: ZIdParam,
  querystring: ZExportResultsQuery,
  response: z.unknown(),
});

export const exportSetResultsXlsx = defineEndpoint({
  ...ADMIN_API.exportSetResultsXlsx,
  summary: `Results of a set as an Excel workbook: ${FILE}`,
  tags: ['admin'],
  params: ZIdParam,
  querystring: ZExportResultsQuery,
  response: z.unknown(),
});
