import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope, ZIdParam } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZOptionalIdQuery } from './entities.ts';
import { ZResultFigures } from './get-set-results.ts';

export const PLACE_LEVELS = ['district', 'block', 'centre'] as const;
export type TPlaceLevel = (typeof PLACE_LEVELS)[number];

export const ZResultsByPlaceQuery = z.object({
  level: z.enum(PLACE_LEVELS, { error: 'must be district, block or centre' }).default('district'),
  districtId: ZOptionalIdQuery.describe('Only the places of this district'),
  blockId: ZOptionalIdQuery.describe('Only the places of this block'),
  scheduleId: ZOptionalIdQuery,
});
export type TResultsByPlaceQuery = z.input<typeof ZResultsByPlaceQuery>;

export const ZPlaceResult = ZResultFigures.extend({
  id: z.number().int().nullable().describe('null: candidates without this place'),
  name: z.string().nullable(),
  nameHi: z.string().nullable(),
});
export type TPlaceResult = z.infer<typeof ZPlaceResult>;

export const ZResultsByPlace = z.object({
  setId: z.number().int(),
  level: z.enum(PLACE_LEVELS),
  cutoff: z.number(),
  places: z.array(ZPlaceResult),
  overall: ZResultFigures,
});
export type TResultsByPlace = z.infer<typeof ZResultsByPlace>;

export const getResultsByPlace = defineEndpoint({
  ...ADMIN_API.getResultsByPlace,
  summary:
    'Results of a set compared by place (district → block → centre): candidates, mean, median, ' +
    "highest and pass rate of each; the whole organisation for an org-admin, the caller's " +
    'institute below it',
  tags: ['admin'],
  params: ZIdParam,
  querystring: ZResultsByPlaceQuery,
  response: okEnvelope(ZResultsByPlace),
});
