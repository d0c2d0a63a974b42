import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getSetResults } from '@exam/contracts/admin/get-set-results';
import { ok } from '@exam/contracts/common/envelope';
import { PASS_SHARE } from '@exam/core/scoring';
import { carriesAnswerKey } from '@exam/contracts/papers/entities';
import { attempts, quizAttempts, students, templates } from '../../../db/schema.ts';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { iso } from '../scope.ts';
import { findReadableSet } from '../sets/read.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Exam sets keep their attempts in `attempts`; quiz, practice and GK plays in `quiz_attempts`. */
function attemptSource(setTypeId: number) {
  if (carriesAnswerKey(setTypeId)) {
    return {
      table: quizAttempts,
      id: quizAttempts.id,
      setId: quizAttempts.setId,
      studentId: quizAttempts.studentId,
      attemptNo: quizAttempts.attemptNo,
      score: sql<number>`coalesce(${quizAttempts.score}, 0)`,
      doneAt: quizAttempts.finishedAt,
      done: eq(quizAttempts.status, 'finished'),
    };
  }
  return {
    table: attempts,
    id: attempts.id,
    setId: attempts.setId,
    studentId: attempts.studentId,
    attemptNo: attempts.attemptNo,
    score: sql<number>`coalesce(${attempts.score}, 0)`,
    doneAt: attempts.submittedAt,
    done: eq(attempts.status, 'submitted'),
  };
}

/**
 * Results of a set: its submitted exam attempts (finished plays of a quiz, practice or GK set), with average, highest and the passes of the
 * cut-off (the set's own, else SPEC §9's share of the total). Below org-admin, only the students
 * of the caller's institute count. Read-only.
 */
export async function adminResultRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  route(app, getSetResults, async ({ staff, params, query }) => {
    const set = await findReadableSet(app.db, staff, params.id);
    const [template] = await app.db
      .select({ totalMarks: templates.totalMarks, totalQuestion: templates.totalQuestion })
      .from(templates)
      .where(eq(templates.id, set.templateId));
    // A quiz, practice or GK play scores one point per correct answer (SPEC §4).
    const totalMarks = carriesAnswerKey(set.setTypeId)
      ? (template?.totalQuestion ?? 0)
      : (template?.totalMarks ?? 0);
    const cutoff = set.cutoff ?? round2(totalMarks * PASS_SHARE);
    const source = attemptSource(set.setTypeId);
    const where: SQL[] = [eq(source.setId, set.id), source.done];
    if (staff.instituteId !== null) where.push(eq(students.instituteId, staff.instituteId));
    const condition = and(...where);
    const { score } = source;
    const [rows, [stats]] = await Promise.all([
      app.db
        .select({
          attemptId: source.id,
          studentId: source.studentId,
          studentName: students.name,
          username: students.username,
          attemptNo: source.attemptNo,
          score,
          submittedAt: source.doneAt,
        })
        .from(source.table)
        .innerJoin(students, eq(students.id, source.studentId))
        .where(condition)
        .orderBy(desc(score), desc(source.doneAt), desc(source.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      app.db
        .select({
          submitted: sql<number>`count(*)::int`,
          average: sql<number | null>`avg(${score})::float8`,
          highest: sql<number | null>`max(${score})::float8`,
          passed: sql<number>`(count(*) filter (where ${score} >= ${cutoff}))::int`,
        })
        .from(source.table)
        .innerJoin(students, eq(students.id, source.studentId))
        .where(condition),
    ]);
    const submitted = Number(stats?.submitted ?? 0);
    return ok({
      setId: set.id,
      setName: set.name,
      totalMarks,
      cutoff,
      submitted,
      average: submitted > 0 ? round2(Number(stats?.average)) : null,
      highest: submitted > 0 ? Number(stats?.highest) : null,
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
