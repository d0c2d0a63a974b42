import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TSubmitReason } from '@exam/contracts/attempts/entities';
import type { ExamResult } from '@exam/core/scoring';
import type { Db } from '../../db/client.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { attempts, exams, questionSets, responses, students, templates } from '../../db/schema.ts';
import { ownAttempt } from '../../content-store/attempts.ts';
import type { AttemptKey, Student } from '../attempts/service.ts';

/** What packages/core computeResult stored on the attempt at submission (decision 006). */
export type StoredResult = ExamResult & { reason?: TSubmitReason; durationMs?: number };

/** The names an attempt is shown with: its student's, its set's and its exam's. */
const attemptNames = {
  name: students.name,
  rollNo: students.rollNo,
  setName: questionSets.name,
  setNameHi: questionSets.nameHi,
  examId: exams.id,
  examName: exams.name,
  examNameHi: exams.nameHi,
};

/** Exam attempts with `columns` of their own and the names of their student, set and exam. */
function selectNamedAttempts<C extends SelectedFields>(db: Db, columns: C) {
  return db
    .select({ ...columns, ...attemptNames })
    .from(attempts)
    .innerJoin(students, eq(students.id, attempts.studentId))
    .innerJoin(questionSets, eq(questionSets.id, attempts.setId))
    .innerJoin(exams, eq(exams.id, questionSets.examId));
}

const placeholder = {
  studentId: sql.placeholder('studentId'),
  orgId: sql.placeholder('orgId'),
  setId: sql.placeholder('setId'),
  attemptNo: sql.placeholder('attemptNo'),
  id: sql.placeholder('id'),
};

/** The result call's queries, prepared once: no SQL is built per request. */
export function prepareQueries(db: Db) {
  return {
    /** The caller's attempt with the names of its student, set and exam; not its report. */
    attempt: selectNamedAttempts(db, {
      id: attempts.id,
      status: attempts.status,
      attemptNo: attempts.attemptNo,
      setId: attempts.setId,
      score: attempts.score,
      hasResult: sql<boolean>`${attempts.result} is not null`,
      submittedAt: attempts.submittedAt,
      submitReason: attempts.submitReason,
      durationMs: attempts.durationMs,
      scheduleId: attempts.scheduleId,
      templateId: questionSets.templateId,
      contentVersion: questionSets.contentVersion,
      cutoff: questionSets.cutoff,
      totalMarks: sql<number>`(select ${templates.totalMarks} from ${templates}
        where ${templates.id} = ${questionSets.templateId})`.mapWith(Number),
    })
      .where(ownAttempt(attempts, placeholder, placeholder))
      .prepare('result_attempt'),
    report: db
      .select({ result: attempts.result })
      .from(attempts)
      .where(eq(attempts.id, placeholder.id))
      .prepare('result_report'),
  };
}
export type ResultQueries = ReturnType<typeof prepareQueries>;

export async function storedResult(queries: ResultQueries, attemptId: number) {
  const [row] = await queries.report.execute({ id: attemptId });
  return row?.result as StoredResult;
}

/** The student's submitted attempts (all, or one of one set), newest first, with their reports. */
export async function submittedAttempts(db: Db, student: Student, only?: AttemptKey) {
  return await selectNamedAttempts(db, {
    id: attempts.id,
    attemptNo: attempts.attemptNo,
    setId: attempts.setId,
    score: attempts.score,
    result: attempts.result,
    submittedAt: attempts.submittedAt,
    submitReason: attempts.submitReason,
    scheduleId: attempts.scheduleId,
  })
    .where(
      and(
        eq(attempts.studentId, student.studentId),
        eq(attempts.orgId, student.orgId),
        eq(attempts.status, 'submitted'),
        only && eq(attempts.setId, only.setId),
        only && eq(attempts.attemptNo, only.attemptNo),
      ),
    )
    .orderBy(desc(attempts.submittedAt), desc(attempts.id));
}

/** The server's time left at each saved answer of the attempts, by `attemptId:questionId`. */
export async function timeLeftAtSaves(db: Db, attemptIds: number[]) {
  const saved = await db
    .select({
      attemptId: responses.attemptId,
      questionId: responses.questionId,
      timeLeftMs: responses.timeLeftMs,
    })
    .from(responses)
    .where(inArray(responses.attemptId, attemptIds));
  return new Map(saved.map((s) => [`${s.attemptId}:${s.questionId}`, s.timeLeftMs]));
}
