import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ok } from '@exam/contracts/common/envelope';
import {
  ZExamResult,
  ZSectionSummary,
  type TAttemptSummary,
  type TAttemptsBySet,
  type TExamResult,
  type TResultQuestion,
  type TResultReview,
  type TReviewQuestion,
} from '@exam/contracts/results/entities';
import { ZQuestionSet } from '@exam/contracts/sets/entities';
import type { TSubmitReason } from '@exam/contracts/attempts/entities';
import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import { effectiveMarking } from '@exam/core/question-scoring';
import { markPerQuestion, type ExamResult } from '@exam/core/scoring';
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
  templates,
} from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { AuthenticatedStudent } from '../../plugins/auth.ts';
import { selectSections } from '../catalogue/service.ts';
import { listSetsByIds } from '../sets/service.ts';
import { assertResultReleased, withheldWindows } from '../../schedules/release.ts';
import { attemptNotFound, closeIfTimeOver, type AttemptDeps } from '../attempts/service.ts';
import { keyCorrectionNotices } from './key-correction-notices.ts';
import { createRankBoard } from './rank-board.ts';

type Student = Pick<AuthenticatedStudent, 'studentId' | 'orgId' | 'instituteId'>;

export interface ResultDeps extends AttemptDeps {
  /** The set as lists show it and its sections: content, re-read at most every few seconds. */
  content: ReturnType<typeof ttlCache>;
  /** Each submitted attempt's report as JSON, by attempt id: it never changes once stored. */
  reports: ReturnType<typeof ttlCache>;
  /** The result call's queries, prepared once: no SQL is built per request. */
  queries: ReturnType<typeof prepareQueries>;
  /** Rank and percentile among the set's candidates, from scores at most `rankCacheMs` old. */
  rankOf: ReturnType<typeof createRankBoard>;
}

export const createResultDeps = (
  deps: AttemptDeps,
  { rankCacheMs }: { rankCacheMs: number },
): ResultDeps => ({
  ...deps,
  content: ttlCache(5_000, 1_000),
  // About 15 KB each for a 100-question paper.
  reports: ttlCache(10 * 60_000, 1_000),
  queries: prepareQueries(deps.db),
  rankOf: createRankBoard(deps.db, rankCacheMs),
});

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

const placeholder = {
  studentId: sql.placeholder('studentId'),
  orgId: sql.placeholder('orgId'),
  setId: sql.placeholder('setId'),
  attemptNo: sql.placeholder('attemptNo'),
  id: sql.placeholder('id'),
};

function prepareQueries(db: Db) {
  return {
    /** The caller's attempt with the names of its student, set and exam; not its report. */
    attempt: db
      .select({
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
        name: students.name,
        rollNo: students.rollNo,
        setName: questionSets.name,
        setNameHi: questionSets.nameHi,
        templateId: questionSets.templateId,
        contentVersion: questionSets.contentVersion,
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
          eq(attempts.studentId, placeholder.studentId),
          eq(attempts.orgId, placeholder.orgId),
          eq(attempts.setId, placeholder.setId),
          eq(attempts.attemptNo, placeholder.attemptNo),
        ),
      )
      .prepare('result_attempt'),
    report: db
      .select({ result: attempts.result })
      .from(attempts)
      .where(eq(attempts.id, placeholder.id))
      .prepare('result_report'),
  };
}

/**
 * The caller's submitted attempt, without its stored report. An open attempt whose time is over
 * is submitted first (as every other call does); one still running answers 409.
 */
async function submittedAttempt(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
  { staffView = false } = {},
) {
  const find = () =>
    deps.queries.attempt.execute({
      studentId: student.studentId,
      orgId: student.orgId,
      setId: key.setId,
      attemptNo: key.attemptNo,
    });
  let [row] = await find();
  if (!row) throw attemptNotFound(key);
  if (row.status === 'open') {
    const closed = await closeIfTimeOver(deps, student, key);
    if (!closed) throw notSubmitted(key);
    [row] = await find();
  }
  if (!row?.hasResult || row.score === null || !row.submittedAt) throw notSubmitted(key);
  // Staff read results before they are released to the student (that is what the wait is for).
  if (!staffView) await assertResultReleased(deps.db, row.scheduleId);
  return { ...row, score: row.score, submittedAt: row.submittedAt };
}
type SubmittedAttempt = Awaited<ReturnType<typeof submittedAttempt>>;

async function storedResult(deps: ResultDeps, attemptId: number) {
  const [row] = await deps.queries.report.execute({ id: attemptId });
  return row?.result as StoredResult;
}

/** The part of the result that is the stored report: fixed once the attempt is submitted. */
const ZReport = ZExamResult.pick({
  score: true,
  maxScore: true,
  percentage: true,
  correct: true,
  incorrect: true,
  skipped: true,
  partial: true,
  attempted: true,
  accuracy: true,
  passMark: true,
  passed: true,
  totalTimeSec: true,
  averageTimePerQuestionSec: true,
  questions: true,
});
const ZStoredSections = ZSectionSummary.omit({ nameHi: true }).array();
type Head = Omit<TExamResult, keyof z.infer<typeof ZReport>>;

/** The result without its report: names, set, section names and rank, read for each request. */
async function headOf(
  deps: ResultDeps,
  student: Student,
  row: SubmittedAttempt,
  storedSections: z.infer<typeof ZStoredSections>,
): Promise<Head> {
  const { hindiName, setData, corrections } = await deps.content(
    `${student.orgId}:${row.setId}:${row.contentVersion}`,
    async () => {
      const [sections, [set], corrected] = await Promise.all([
        selectSections(deps.db, row.templateId),
        // The student's own attempt: its set is shown whatever its window (decision 018).
        listSetsByIds(deps.db, { ...student, scheduledSetIds: 'all' }, [row.setId]),
        keyCorrectionNotices(deps.db, row.setId),
      ]);
      return {
        hindiName: new Map(sections.map((s) => [s.sectionId, s.sectionNameHi])),
        // Checked once here: the response is not validated again on the way out.
        setData: ZQuestionSet.nullable().parse(set ?? null),
        corrections: corrected,
      };
    },
  );
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
    sections: storedSections.map((s) => ({ ...s, nameHi: hindiName.get(s.id) ?? null })),
    rank: await deps.rankOf(row.setId, student.studentId, row.score),
    ...(corrections.length > 0 && { keyCorrections: corrections }),
  };
}

/** The result of one of the caller's submitted attempts (for the PDF scorecard). */
export async function getResult(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
  options: { staffView?: boolean } = {},
): Promise<TExamResult> {
  const row = await submittedAttempt(deps, student, key, options);
  const stored = await storedResult(deps, row.id);
  const head = await headOf(deps, student, row, ZStoredSections.parse(stored.sections));
  return { ...head, ...ZReport.parse(stored) };
}

/**
 * The result call's whole success body (DESIGN.md §8: p99 ≤ 50 ms with 10,000 candidates): a key
 * that changes whenever the body does (the submission, the set's content version, and the head:
 * rank, set and student as they are now), and the writer of its JSON, called only when no
 * compressed copy is kept under the key. The report is checked against the contract and
 * serialised once per attempt; each request adds the head, which is not validated again.
 */
export async function resultAnswer(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
): Promise<{ key: string; json: () => Promise<string> }> {
  const row = await submittedAttempt(deps, student, key);
  // Keyed by the submission (a reopened attempt, submitted again, has a new report) and by the
  // set's content version (a key correction rescores it; decision 020).
  const reportKey = `${row.id}:${row.submittedAt.getTime()}:${row.contentVersion}`;
  const { sections, members } = await deps.reports(reportKey, async () => {
    const stored = await storedResult(deps, row.id);
    return {
      sections: ZStoredSections.parse(stored.sections),
      // `"score":…,"questions":[…]`: the report's members without the braces.
      members: JSON.stringify(ZReport.parse(stored)).slice(1, -1),
    };
  });
  const head = JSON.stringify(ok(await headOf(deps, student, row, sections)));
  // ok() puts `response` last, so the body ends with its object's brace and the envelope's.
  const headHash = createHash('sha1').update(head).digest('base64url');
  return { key: `${reportKey}:${headHash}`, json: async () => `${head.slice(0, -2)},${members}}}` };
}

/** Every question of the attempt's set with the key, the solutions and the student's answer. */
export async function getReview(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
  view: { staffView?: boolean } = {},
): Promise<TResultReview> {
  const row = await submittedAttempt(deps, student, key, view);
  const [stored, negativeMarks, sections, groups, questionRows, optionRows] = await Promise.all([
    storedResult(deps, row.id),
    deps.db
      .select({ negativeMarks: templates.negativeMarks })
      .from(templates)
      .where(eq(templates.id, row.templateId))
      .then(([template]) => template?.negativeMarks ?? false),
    selectSections(deps.db, row.templateId),
    deps.db
      .select({
        groupId: questionGroups.id,
        sectionId: questionGroups.sectionId,
        totalMarks: questionGroups.totalMarks,
        totalQuestion: questionGroups.totalQuestion,
        // The shared passage or instructions, shown again beside the answers.
        titleEn: questionGroups.titleEn,
        titleHi: questionGroups.titleHi,
        instructionsEn: questionGroups.instructionsEn,
        instructionsHi: questionGroups.instructionsHi,
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
        questionType: questions.questionType,
        keyIds: questions.answerOptionIds,
        markingRule: questions.markingRule,
        numericMin: questions.numericMin,
        numericMax: questions.numericMax,
        ownMarks: questions.marks,
        ownNegativeMark: questions.negativeMark,
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
  const scored = new Map<number, TResultQuestion>(stored.questions.map((q) => [q.questionId, q]));
  const groupOf = new Map(groups.map((g) => [g.groupId, g]));
  return {
    setId: row.setId,
    attemptNo: row.attemptNo,
    sections,
    groups,
    questions: questionRows.map((q): TReviewQuestion => {
      const {
        keyIds,
        numericMin,
        numericMax,
        ownMarks,
        ownNegativeMark,
        markingRule,
        ...question
      } = q;
      const marking = effectiveMarking(
        { questionType: q.questionType, marks: ownMarks, negativeMark: ownNegativeMark },
        markPerQuestion(groupOf.get(q.groupId) ?? null),
        negativeMarks,
      );
      const answer = scored.get(q.questionId);
      return {
        ...question,
        examId: row.examId,
        setId: row.setId,
        options: optionsOf.get(q.questionId) ?? [],
        markingRule: q.questionType === 'multiple' ? (markingRule ?? 'all-or-nothing') : null,
        marks: marking.marks,
        negativeMark: marking.negativeMark,
        answerIds: q.questionType === 'multiple' ? (keyIds ?? []) : null,
        numericRange:
          q.questionType === 'numerical' && numericMin !== null && numericMax !== null
            ? { min: numericMin, max: numericMax }
            : null,
        selectedAnswerId: answer?.answerId ?? 0,
        selectedAnswerIds: answer?.answerIds ?? [],
        numericAnswer: answer?.numericAnswer ?? '',
        outcome: answer?.outcome ?? 'Skipped',
        marksEarned: answer?.marks ?? 0,
        maxMarks: answer?.maxMarks ?? marking.marks,
      };
    }),
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
      scheduleId: attempts.scheduleId,
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
  const [saved, sets, withheld] = await Promise.all([
    db
      .select({
        attemptId: responses.attemptId,
        questionId: responses.questionId,
        timeLeftMs: responses.timeLeftMs,
      })
      .from(responses)
      .where(inArray(responses.attemptId, ids)),
    listSetsByIds(db, { ...student, scheduledSetIds: 'all' }, [
      ...new Set(rows.map((r) => r.setId)),
    ]),
    withheldWindows(
      db,
      rows.map((r) => r.scheduleId),
    ),
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
            answerIds: q.answerIds ?? [],
            numericAnswer: q.numericAnswer ?? '',
            answerKeyId: q.correctAnswerId ?? 0,
            answerKeyIds: q.correctAnswerIds ?? [],
            numericRange: q.numericRange ?? null,
            marks: q.marks,
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
    const held = row.scheduleId === null ? undefined : withheld.get(row.scheduleId);
    (bySet[String(row.setId)] ??= []).push(
      held
        ? // Not released yet: no score, no key (issue 12); the student sees when it will be.
          {
            ...summary,
            questions: {},
            correct: 0,
            accuracy: 0,
            score: 0,
            resultWithheld: { releaseAt: held.releaseAt, timeZone: held.timeZone },
          }
        : summary,
    );
  }
  return bySet;
}
