import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { listAudit } from '@exam/contracts/admin/list-audit';
import { ok } from '@exam/contracts/common/envelope';
import { auditLog, staff } from '../../../db/schema.ts';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { iso } from '../scope.ts';

/** The organisation's audit log, newest first: org-admins only. */
export async function adminAuditRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff(['org-admin']));
  route(app, listAudit, async ({ staff: caller, query }) => {
    const where: SQL[] = [eq(auditLog.orgId, caller.orgId)];
    if (query.entity) where.push(eq(auditLog.entity, query.entity));
    if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
    if (query.staffId !== undefined) where.push(eq(auditLog.staffId, query.staffId));
    const condition = and(...where);
    const [rows, [total]] = await Promise.all([
      app.db
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
      app.db.select({ n: count() }).from(auditLog).where(condition),
    ]);
    return ok({
      items: rows.map((r) => ({ ...r, at: iso(r.at) })),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    });
  });
}
