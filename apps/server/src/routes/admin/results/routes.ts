import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getSetResults } from '@exam/contracts/admin/get-set-results';
import { ok } from '@exam/contracts/common/envelope';
import { PASS_SHARE } from '@exam/core/scoring';
import { attempts, students, templates } from '../../../db/schema.ts';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { iso } from '../scope.ts';
import { findReadableSet } from '../sets/read.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Results of a set: its submitted exam attempts, with average, highest and the passes of the
 * cut-off (the set's own, else SPEC §9's share of the total). Below org-admin, only the students
 * of the caller's institute count. Read-only.
 */
export async function adminResultRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  route(app, getSetResults, async ({ staff, params, query }) => {
    const set = await findReadableSet(app.db, staff, params.id);
    const [template] = await app.db
      .select({ totalMarks: templates.totalMarks })
      .from(templates)
      .where(eq(templates.id, set.templateId));
    const totalMarks = template?.totalMarks ?? 0;
    const cutoff = set.cutoff ?? round2(totalMarks * PASS_SHARE);
    const where: SQL[] = [eq(attempts.setId, set.id), eq(attempts.status, 'submitted')];
    if (staff.instituteId !== null) where.push(eq(students.instituteId, staff.instituteId));
    const condition = and(...where);
    const score = sql<number>`coalesce(${attempts.score}, 0)`;
    const [rows, [stats]] = await Promise.all([
      app.db
        .select({
          attemptId: attempts.id,
          studentId: attempts.studentId,
          studentName: students.name,
          username: students.username,
          attemptNo: attempts.attemptNo,
          score,
          submittedAt: attempts.submittedAt,
        })
        .from(attempts)
        .innerJoin(students, eq(students.id, attempts.studentId))
        .where(condition)
        .orderBy(desc(score), desc(attempts.submittedAt), desc(attempts.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db
        .select({
          submitted: sql<number>`count(*)::int`,
          average: sql<number | null>`avg(${score})::float8`,
          highest: sql<number | null>`max(${score})::float8`,
          passed: sql<number>`(count(*) filter (where ${score} >= ${cutoff}))::int`,
        })
        .from(attempts)
        .innerJoin(students, eq(students.id, attempts.studentId))
        .where(condition),
    ]);
    const submitted = Number(stats?.submitted ?? 0);
    return ok({
      setId: set.id,
      setName: set.name,
      totalMarks,
      cutoff,
      submitted,
      average:
        stats?.average === null || stats?.average === undefined
          ? null
          : round2(Number(stats.average)),
      highest:
        stats?.highest === null || stats?.highest === undefined ? null : Number(stats.highest),
      passed: Number(stats?.passed ?? 0),
      items: rows.map((r) => ({
        ...r,
        score: Number(r.score),
        passed: Number(r.score) >= cutoff,
        submittedAt: iso(r.submittedAt ?? new Date(0)),
      })),
      total: submitted,
      page: query.page,
      pageSize: query.pageSize,
    });
  });
}
