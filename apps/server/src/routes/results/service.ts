import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  TAttemptSummary,
  TAttemptsBySet,
  TExamResult,
  TResultQuestion,
  TResultReview,
  TReviewQuestion,
} from '@exam/contracts/results/entities';
import type { TSubmitReason } from '@exam/contracts/attempts/entities';
import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import { rankFromCounts, type ExamResult } from '@exam/core/scoring';
import type { Db } from '../../db/client.ts';
import {
  attempts,
  exams,
  options,
  questionGroups,
  questions,
  questionSets,
  responses,
  students,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { AuthenticatedStudent } from '../../plugins/auth.ts';
import { selectSections } from '../catalogue/service.ts';
import { listSetsByIds } from '../sets/service.ts';
import { attemptNotFound, closeIfTimeOver, type AttemptDeps } from '../attempts/service.ts';

type Student = Pick<AuthenticatedStudent, 'studentId' | 'orgId' | 'instituteId'>;

export interface ResultDeps extends AttemptDeps {
  /** The set as lists show it and its sections: content, re-read at most every few seconds. */
  content: ReturnType<typeof ttlCache>;
}
export const createContentCache = (ttlMs = 5_000) => ttlCache(ttlMs, 1_000);
interface AttemptKey {
  setId: number;
  attemptNo: number;
}

/** What packages/core computeResult stored on the attempt at submission (decision 006). */
type StoredResult = ExamResult & { reason?: TSubmitReason; durationMs?: number };

export const notSubmitted = ({ attemptNo }: AttemptKey) =>
  new AppError(
    'ATTEMPT_NOT_SUBMITTED',
    `Attempt ${attemptNo} of this set is not submitted yet: its result, answer key and ` +
      'solutions are released once it is submitted.',
  );

const attemptOf = (db: Db, student: Student, key: AttemptKey) =>
  db
    .select({
      id: attempts.id,
      status: attempts.status,
      attemptNo: attempts.attemptNo,
      setId: attempts.setId,
      score: attempts.score,
      result: attempts.result,
      submittedAt: attempts.submittedAt,
      submitReason: attempts.submitReason,
      durationMs: attempts.durationMs,
      name: students.name,
      rollNo: students.rollNo,
      setName: questionSets.name,
      setNameHi: questionSets.nameHi,
      templateId: questionSets.templateId,
      examId: exams.id,
      examName: exams.name,
      examNameHi: exams.nameHi,
    })
    .from(attempts)
    .innerJoin(students, eq(students.id, attempts.studentId))
    .innerJoin(questionSets, eq(questionSets.id, attempts.setId))
    .innerJoin(exams, eq(exams.id, questionSets.examId))
    .where(
      and(
        eq(attempts.studentId, student.studentId),
        eq(attempts.orgId, student.orgId),
        eq(attempts.setId, key.setId),
        eq(attempts.attemptNo, key.attemptNo),
      ),
    );

/**
 * The caller's submitted attempt with its stored result. An open attempt whose time is over is
 * submitted first (as every other call does); one still running answers 409.
 */
async function submittedAttempt(deps: AttemptDeps, student: Student, key: AttemptKey) {
  let [row] = await attemptOf(deps.db, student, key);
  if (!row) throw attemptNotFound(key);
  if (row.status === 'open') {
    const closed = await closeIfTimeOver(deps, student, key);
    if (!closed) throw notSubmitted(key);
    [row] = await attemptOf(deps.db, student, key);
  }
  if (!row?.result || row.score === null || !row.submittedAt) throw notSubmitted(key);
  return {
    ...row,
    result: row.result as StoredResult,
    score: row.score,
    submittedAt: row.submittedAt,
  };
}

/**
 * Rank among the set's candidates: each student's first attempt, once submitted. One index-only
 * scan of the partial index attempts_rank counts them and those above the score (two correlated
 * counts cost twice as much), so no score is loaded into the process.
 */
export async function rankInSet(db: Db, setId: number, studentId: number, score: number) {
  const [counts] = await db
    .select({
      higher: sql<number>`count(*) filter (where ${attempts.score} > ${score})`.mapWith(Number),
      others: sql<number>`count(*)`.mapWith(Number),
    })
    .from(attempts)
    .where(
      and(
        eq(attempts.setId, setId),
        sql`${attempts.status} = 'submitted' and ${attempts.attemptNo} = 1`,
        ne(attempts.studentId, studentId),
      ),
    );
  return rankFromCounts(counts?.higher ?? 0, counts?.others ?? 0);
}

export async function getResult(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
): Promise<TExamResult> {
  const row = await submittedAttempt(deps, student, key);
  const [rank, { sections, setData }] = await Promise.all([
    rankInSet(deps.db, key.setId, student.studentId, row.score),
    deps.content(`${student.orgId}:${key.setId}`, async () => {
      const [sectionRows, [set]] = await Promise.all([
        selectSections(deps.db, row.templateId),
        listSetsByIds(deps.db, student.orgId, [key.setId]),
      ]);
      return { sections: sectionRows, setData: set ?? null };
    }),
  ]);
  const hindiName = new Map(sections.map((s) => [s.sectionId, s.sectionNameHi]));
  const r = row.result;
  return {
    setId: row.setId,
    examId: row.examId,
    attemptNo: row.attemptNo,
    setName: row.setName,
    setNameHi: row.setNameHi,
    examName: row.examName,
    examNameHi: row.examNameHi,
    setData,
    studentId: student.studentId,
    name: row.name,
    rollNo: row.rollNo,
    submittedAt: row.submittedAt.toISOString(),
    submitReason: row.submitReason ?? 'submitted',
    durationMs: row.durationMs,
    score: r.score,
    maxScore: r.maxScore,
    percentage: r.percentage,
    correct: r.correct,
    incorrect: r.incorrect,
    skipped: r.skipped,
    attempted: r.attempted,
    accuracy: r.accuracy,
    passMark: r.passMark,
    passed: r.passed,
    totalTimeSec: r.totalTimeSec,
    averageTimePerQuestionSec: r.averageTimePerQuestionSec,
    sections: r.sections.map((s) => ({ ...s, nameHi: hindiName.get(s.id) ?? null })),
    questions: r.questions,
    rank,
  };
}

/** Every question of the attempt's set with the key, the solutions and the student's answer. */
export async function getReview(
  deps: AttemptDeps,
  student: Student,
  key: AttemptKey,
): Promise<TResultReview> {
  const row = await submittedAttempt(deps, student, key);
  const [sections, groups, questionRows, optionRows] = await Promise.all([
    selectSections(deps.db, row.templateId),
    deps.db
      .select({
        groupId: questionGroups.id,
        sectionId: questionGroups.sectionId,
        totalMarks: questionGroups.totalMarks,
        totalQuestion: questionGroups.totalQuestion,
      })
      .from(questionGroups)
      .where(eq(questionGroups.setId, key.setId))
      .orderBy(asc(questionGroups.id)),
    deps.db
      .select({
        questionId: questions.id,
        questionNo: questions.questionNo,
        sectionId: questions.sectionId,
        groupId: questions.groupId,
        questionTextEn: questions.textEn,
        questionTextHi: questions.textHi,
        questionSolutionTextEn: questions.solutionEn,
        questionSolutionTextHi: questions.solutionHi,
        answerId: questions.answerOptionId,
      })
      .from(questions)
      .where(eq(questions.setId, key.setId))
      .orderBy(asc(questions.questionNo), asc(questions.id)),
    deps.db
      .select({
        questionId: options.questionId,
        optionId: options.id,
        optionNo: options.optionNo,
        optionCap: options.optionCap,
        optionTextEn: options.textEn,
        optionTextHi: options.textHi,
      })
      .from(options)
      .innerJoin(questions, eq(questions.id, options.questionId))
      .where(eq(questions.setId, key.setId))
      .orderBy(asc(options.questionId), asc(options.optionNo)),
  ]);
  const optionsOf = new Map<number, TPaperQuestion['options']>();
  for (const { questionId, ...option } of optionRows) {
    optionsOf.set(questionId, [...(optionsOf.get(questionId) ?? []), option]);
  }
  const scored = new Map<number, TResultQuestion>(
    row.result.questions.map((q) => [q.questionId, q]),
  );
  return {
    setId: row.setId,
    attemptNo: row.attemptNo,
    sections,
    groups,
    questions: questionRows.map((q): TReviewQuestion => ({
      ...q,
      examId: row.examId,
      setId: row.setId,
      options: optionsOf.get(q.questionId) ?? [],
      selectedAnswerId: scored.get(q.questionId)?.answerId ?? 0,
      outcome: scored.get(q.questionId)?.outcome ?? 'Skipped',
    })),
  };
}

/**
 * SPEC §3 Attempt response: the student's submitted attempts (all, or number `attemptNo` of one
 * set), keyed by setId, newest first.
 */
export async function attemptsBySet(
  db: Db,
  student: Student,
  only?: AttemptKey,
): Promise<TAttemptsBySet> {
  const rows = await db
    .select({
      id: attempts.id,
      attemptNo: attempts.attemptNo,
      setId: attempts.setId,
      score: attempts.score,
      result: attempts.result,
      submittedAt: attempts.submittedAt,
      submitReason: attempts.submitReason,
      name: students.name,
      rollNo: students.rollNo,
      setName: questionSets.name,
      setNameHi: questionSets.nameHi,
      examId: exams.id,
      examName: exams.name,
      examNameHi: exams.nameHi,
    })
    .from(attempts)
    .innerJoin(students, eq(students.id, attempts.studentId))
    .innerJoin(questionSets, eq(questionSets.id, attempts.setId))
    .innerJoin(exams, eq(exams.id, questionSets.examId))
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
  if (rows.length === 0) return {};
  const ids = rows.map((r) => r.id);
  const [saved, sets] = await Promise.all([
    db
      .select({
        attemptId: responses.attemptId,
        questionId: responses.questionId,
        timeLeftMs: responses.timeLeftMs,
      })
      .from(responses)
      .where(inArray(responses.attemptId, ids)),
    listSetsByIds(db, student.orgId, [...new Set(rows.map((r) => r.setId))]),
  ]);
  const timeLeft = new Map(saved.map((s) => [`${s.attemptId}:${s.questionId}`, s.timeLeftMs]));
  const setData = new Map(sets.map((s) => [s.examSetId, s]));
  const bySet: TAttemptsBySet = {};
  for (const row of rows) {
    const result = row.result as StoredResult | null;
    if (!result || !row.submittedAt) continue;
    const summary: TAttemptSummary = {
      attemptNo: row.attemptNo,
      name: row.name,
      rollNo: row.rollNo,
      studentId: student.studentId,
      questions: Object.fromEntries(
        result.questions.map((q) => [
          String(q.questionNo),
          {
            questionNo: q.questionNo,
            questionId: q.questionId,
            answerId: q.answerId,
            answerKeyId: q.correctAnswerId ?? 0,
            timeLeftInMilliseconds: timeLeft.get(`${row.id}:${q.questionId}`) ?? 0,
          },
        ]),
      ),
      setId: row.setId,
      examId: row.examId,
      setName: row.setName,
      setNameHi: row.setNameHi,
      examName: row.examName,
      examNameHi: row.examNameHi,
      setData: setData.get(row.setId) ?? null,
      submittedAt: row.submittedAt.toISOString(),
      submitReason: row.submitReason ?? 'submitted',
      totalQuestion: result.questions.length,
      answered: result.attempted,
      correct: result.correct,
      accuracy: result.accuracy,
      score: result.score,
      maxScore: result.maxScore,
    };
    (bySet[String(row.setId)] ??= []).push(summary);
  }
  return bySet;
}
