import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { paged, ZOptionalIdQuery, ZPageQuery } from './entities.ts';

export const ZListAuditQuery = ZPageQuery.extend({
  entity: z.string().trim().max(40).optional().describe('question, set, exam, category, …'),
  entityId: z.string().trim().max(40).optional(),
  staffId: ZOptionalIdQuery,
});

/** One field a change moved, as people read it (packages/core auditChanges). */
export const ZAuditChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TAuditChange = z.infer<typeof ZAuditChange>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int().nullable().describe('null: the CLI or the system'),
  staffName: z.string().nullable(),
  instituteId: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  changes: z.array(ZAuditChange).describe('The fields that moved: "key B → A", not raw ids'),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZListAuditResponse = okEnvelope(paged(ZAuditEntry));
export type TListAuditResponse = z.infer<typeof ZListAuditResponse>;

export const listAudit = defineEndpoint({
  ...ADMIN_API.listAudit,
  summary:
    "The organisation's audit log, newest first (org-admin only: others 403). A staffId that " +
    'is not a member of the organisation answers 404',
  tags: ['admin'],
  querystring: ZListAuditQuery,
  response: ZListAuditResponse,
});
