import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import {
  paged,
  ZOptionalClassQuery,
  ZOptionalIdQuery,
  ZPageQuery,
  ZSearchText,
} from './entities.ts';
import { ZAdminStudent } from './student-entities.ts';

export { ZAdminStudent, type TAdminStudent } from './student-entities.ts';

const ZOptionalText = z.preprocess(
  (v: unknown) => (v === '' ? undefined : v),
  z.string().trim().max(30, 'must be at most 30 characters').optional(),
);

export const ZListStudentsQuery = ZPageQuery.extend({
  q: ZSearchText.describe('Part of the name, username or roll number'),
  centreId: ZOptionalIdQuery,
  studentClass: ZOptionalClassQuery,
  studentSection: ZOptionalText,
  districtId: ZOptionalIdQuery,
  blockId: ZOptionalIdQuery,
  active: z.enum(['true', 'false', 'all'], { error: 'must be true, false or all' }).default('all'),
});
export type TListStudentsQuery = z.input<typeof ZListStudentsQuery>;

export const ZListStudentsResponse = okEnvelope(paged(ZAdminStudent));
export type TListStudentsResponse = z.infer<typeof ZListStudentsResponse>;

export const listStudents = defineEndpoint({
  ...ADMIN_API.listStudents,
  summary:
    "Students of the caller's institute (an org-admin: of the organisation), by name, paged; " +
    'filtered by centre, class, section, district, block and whether active',
  tags: ['admin'],
  querystring: ZListStudentsQuery,
  response: ZListStudentsResponse,
});
