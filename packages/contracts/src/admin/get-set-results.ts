import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { paged, ZPageQuery } from './entities.ts';

export const ZSetResultRow = z.object({
  attemptId: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  username: z.string(),
  attemptNo: z.number().int(),
  score: z.number(),
  passed: z.boolean(),
  submittedAt: z.string(),
});

export const ZSetResults = paged(ZSetResultRow).extend({
  setId: z.number().int(),
  setName: z.string(),
  totalMarks: z.number(),
  cutoff: z.number().describe("The set's cut-off, else SPEC §9's pass share of the total"),
  submitted: z.number().int().describe('Submitted (finished) attempts'),
  average: z.number().nullable(),
  highest: z.number().nullable(),
  passed: z.number().int().describe('Attempts at or above the cut-off'),
});
export type TSetResults = z.infer<typeof ZSetResults>;

export const ZGetSetResultsResponse = okEnvelope(ZSetResults);
export type TGetSetResultsResponse = z.infer<typeof ZGetSetResultsResponse>;

export const getSetResults = defineEndpoint({
  ...ADMIN_API.getSetResults,
  summary:
    "Results of a set: its submitted attempts (students of the caller's institute below " +
    'org-admin), average, highest and passes of the cut-off. Read-only',
  tags: ['admin'],
  params: ZIdParam,
  querystring: ZPageQuery,
  response: ZGetSetResultsResponse,
});
