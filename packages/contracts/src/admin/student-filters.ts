import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';

const ZPlace = z.object({ id: z.number().int(), name: z.string(), nameHi: z.string().nullable() });

export const ZStudentFilters = z.object({
  centres: z.array(
    z.object({
      id: z.number().int(),
      key: z.string().describe('The centre code used in enrolment files'),
      name: z.string(),
      districtId: z.number().int(),
      blockId: z.number().int().nullable(),
    }),
  ),
  classes: z.array(z.number().int()),
  sections: z.array(z.string()),
  districts: z.array(ZPlace),
  blocks: z.array(ZPlace.extend({ districtId: z.number().int() })),
  institutes: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .describe("The institutes the caller may enrol into (an org-admin: all of the organisation's)"),
});
export type TStudentFilters = z.infer<typeof ZStudentFilters>;

export const ZStudentFiltersResponse = okEnvelope(ZStudentFilters);
export type TStudentFiltersResponse = z.infer<typeof ZStudentFiltersResponse>;

export const studentFilters = defineEndpoint({
  ...ADMIN_API.studentFilters,
  summary:
    "The values the students page filters by, within the caller's scope: centres, classes, " +
    'sections, districts, blocks, institutes',
  tags: ['admin'],
  response: ZStudentFiltersResponse,
});
