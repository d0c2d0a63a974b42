import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZListAuditQuery } from '@exam/contracts/admin/list-audit';
import { auditChanges } from '@exam/core/audit-changes';
import type { Db } from '../../../db/client.ts';
import { auditLog, staff } from '../../../db/schema.ts';
import { iso, orNotFound } from '../scope.ts';

type AuditQuery = z.infer<typeof ZListAuditQuery>;

/**
 * One page of the organisation's audit log, newest first, with who made each change. A `staffId`
 * that is not a member of the organisation answers 404, as every other id of another
 * organisation does, not an empty page.
 */
export async function readAuditPage(db: Db, orgId: number, query: AuditQuery) {
  if (query.staffId !== undefined) {
    const [member] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.id, query.staffId), eq(staff.orgId, orgId)));
    orNotFound(member, 'The staff member');
  }
  const where: SQL[] = [eq(auditLog.orgId, orgId)];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.staffId !== undefined) where.push(eq(auditLog.staffId, query.staffId));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffId: auditLog.staffId,
        staffName: staff.name,
        instituteId: auditLog.instituteId,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return {
    items: rows.map((r) => ({ ...r, at: iso(r.at), changes: auditChanges(r.before, r.after) })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
