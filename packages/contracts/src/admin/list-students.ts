import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { paged, ZPageQuery, ZSearchText } from './entities.ts';

export const ZListStudentsQuery = ZPageQuery.extend({
  q: ZSearchText.describe('Part of the name, username or roll number'),
});

export const ZAdminStudent = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  instituteId: z.number().int(),
  instituteName: z.string(),
  studentClass: z.number().int(),
  rollNo: z.string(),
  createdAt: z.string(),
});
export type TAdminStudent = z.infer<typeof ZAdminStudent>;

export const ZListStudentsResponse = okEnvelope(paged(ZAdminStudent));
export type TListStudentsResponse = z.infer<typeof ZListStudentsResponse>;

export const listStudents = defineEndpoint({
  ...ADMIN_API.listStudents,
  summary:
    "Students of the caller's institute (an org-admin: of the organisation), by name, paged. " +
    'Read-only',
  tags: ['admin'],
  querystring: ZListStudentsQuery,
  response: ZListStudentsResponse,
});
