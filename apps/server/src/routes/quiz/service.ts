import { and, desc, eq, sql } from 'drizzle-orm';
import { isCbtSetType } from '@exam/contracts/papers/entities';
import { ANSWER_FIELD, givenAnswerFields } from '@exam/contracts/attempts/entities';
import type { TQuizAnswer, TQuizResult } from '@exam/contracts/quiz/entities';
import type { TQuizSetStats } from '@exam/contracts/quiz/get-quiz-stats';
import type { TQuizAttempt } from '@exam/contracts/quiz/start-quiz-attempt';
import { SET_TYPES } from '@exam/contracts/sets/entities';
import { ratingOfAverage, scoreAnswers } from '@exam/core/quiz';
import {
  effectiveMarking,
  isAnswered,
  parseNumericAnswer,
  scoreAnswer,
  type GivenAnswer,
} from '@exam/core/question-scoring';
import { markPerQuestion, rankOf } from '@exam/core/scoring';
import type { Db } from '../../db/client.ts';
import { quizAnswers, quizAttempts } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ownAttempt } from '../../content-store/attempts.ts';
import type { AuthenticatedStudent } from '../../plugins/auth.ts';
import { rowsOf } from '../../db/rows.ts';
import { assertMayReadPaper } from '../../schedules/access.ts';
import { isOpenTo, type QuestionFacts } from '../papers/service.ts';
import type { CachedPaper, PaperStore } from '../papers/store.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface QuizDeps {
  db: Db;
  papers: PaperStore;
}
type Student = Pick<AuthenticatedStudent, 'studentId' | 'orgId' | 'instituteId'>;
interface AttemptKey {
  setId: number;
  attemptNo: number;
}
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The played (quiz, practice, GK) set of the caller's organisation; else 404/400. */
async function playedSetMeta(deps: QuizDeps, student: Student, setId: number, field: string) {
  const meta = await deps.papers.findSet(student.orgId, setId);
  if (!isOpenTo(meta, student.instituteId)) throw notFound(`Question set ${setId}`);
  if (meta.scheduled) await assertMayReadPaper(deps.db, student, setId);
  if (isCbtSetType(meta.setTypeId)) {
    throw new AppError(
      'BAD_REQUEST',
      `Set ${setId} is a computer-based test: it is taken in the exam panel, not played as a quiz.`,
      field,
    );
  }
  return meta;
}

/** The played set's paper, with its answer key. */
const playedSet = async (deps: QuizDeps, student: Student, setId: number, field: string) =>
  deps.papers.paperOf(await playedSetMeta(deps, student, setId, field));

const attemptNotFound = ({ setId, attemptNo }: AttemptKey) =>
  new AppError(
    'NOT_FOUND',
    `Quiz attempt ${attemptNo} of set ${setId} was not found. Start it first.`,
  );

async function lockAttempt(tx: Tx, student: Student, key: AttemptKey) {
  const [row] = await tx
    .select()
    .from(quizAttempts)
    .where(ownAttempt(quizAttempts, student, key))
    .for('update');
  if (!row) throw attemptNotFound(key);
  return row;
}

export async function startQuizAttempt(
  deps: QuizDeps,
  student: Student,
  setId: number,
): Promise<TQuizAttempt> {
  const paper = await playedSet(deps, student, setId, 'body.setId');
  return deps.db.transaction(async (tx) => {
    // Starts of one student and set are serialised, so attempt numbers never collide.
    await tx.execute(sql`select pg_advisory_xact_lock(${student.studentId}::int, ${setId}::int)`);
    const [last] = await tx
      .select({ attemptNo: quizAttempts.attemptNo })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.studentId, student.studentId), eq(quizAttempts.setId, setId)))
      .orderBy(desc(quizAttempts.attemptNo))
      .limit(1);
    const [created] = await tx
      .insert(quizAttempts)
      .values({
        orgId: student.orgId,
        studentId: student.studentId,
        setId,
        attemptNo: (last?.attemptNo ?? 0) + 1,
        durationMs: paper.durationMs,
        questionCount: paper.questionCount,
      })
      .returning();
    if (!created) throw new Error('the quiz attempt was not stored');
    return {
      setId,
      attemptNo: created.attemptNo,
      startedAt: created.startedAt.toISOString(),
      durationMs: created.durationMs,
      questionCount: created.questionCount,
    };
  });
}

interface QuizAnswerBody extends AttemptKey {
  questionId: number;
  answerId?: number | undefined;
  answerIds?: number[] | undefined;
  numericAnswer?: string | undefined;
  textAnswer?: string | undefined;
}

/** The answer in the field of the question's type, checked against its options; else 400. */
function checkedAnswer(question: QuestionFacts, body: QuizAnswerBody) {
  const expected = ANSWER_FIELD[question.questionType];
  const where = `question ${body.questionId}`;
  const wrong = givenAnswerFields(body).find((field) => field !== expected);
  if (wrong)
    throw new AppError(
      'BAD_REQUEST',
      `${wrong} must be empty: ${where} is answered with ${expected}.`,
      `body.${wrong}`,
    );
  const notAnOption = (field: string, id: number) =>
    new AppError('BAD_REQUEST', `${field} ${id} is not an option of ${where}.`, `body.${field}`);
  if (expected === 'answerId') {
    const answerId = body.answerId ?? 0;
    if (!question.options.has(answerId)) throw notAnOption('answerId', answerId);
    return {
      answerOptionId: answerId,
      answerOptionIds: null,
      numericAnswer: null,
      textAnswer: null,
    };
  }
  if (expected === 'answerIds') {
    const ids = body.answerIds ?? [];
    const stranger = ids.find((id) => !question.options.has(id));
    if (stranger !== undefined) throw notAnOption('answerIds', stranger);
    return { answerOptionId: null, answerOptionIds: ids, numericAnswer: null, textAnswer: null };
  }
  if (expected === 'textAnswer') {
    const text = body.textAnswer?.trim() ?? '';
    return { answerOptionId: null, answerOptionIds: null, numericAnswer: null, textAnswer: text };
  }
  const typed = body.numericAnswer?.trim() ?? '';
  if (parseNumericAnswer(typed) === null)
    throw new AppError(
      'BAD_REQUEST',
      'numericAnswer must be a decimal number such as -3.75.',
      'body.numericAnswer',
    );
  return { answerOptionId: null, answerOptionIds: null, numericAnswer: typed, textAnswer: null };
}

export async function saveQuizAnswer(deps: QuizDeps, student: Student, body: QuizAnswerBody) {
  const paper = await playedSet(deps, student, body.setId, 'body.setId');
  const question = paper.facts.get(body.questionId);
  if (!question) throw notFound(`Question ${body.questionId} of set ${body.setId}`);
  const answer = checkedAnswer(question, body);
  await deps.db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, student, body);
    if (attempt.status !== 'open') {
      throw new AppError(
        'ATTEMPT_CLOSED',
        'This quiz is finished: its answers can no longer change. Start it again to play once more.',
      );
    }
    await tx
      .insert(quizAnswers)
      .values({ attemptId: attempt.id, questionId: body.questionId, ...answer })
      .onConflictDoUpdate({
        target: [quizAnswers.attemptId, quizAnswers.questionId],
        set: { ...answer, savedAt: sql`now()` },
      });
  });
  return {
    questionId: body.questionId,
    answerId: answer.answerOptionId ?? 0,
    answerIds: answer.answerOptionIds ?? [],
    numericAnswer: answer.numericAnswer ?? '',
    ...(answer.textAnswer !== null && { textAnswer: answer.textAnswer }),
    saved: true as const,
  };
}

type AttemptRow = typeof quizAttempts.$inferSelect;

/**
 * The stored answers of an attempt, scored against the paper's key (packages/core): the quiz's
 * points (one per exactly right answer, SPEC §4) and the marks with the set's marking.
 */
export async function scoredAnswers(
  db: Db | Tx,
  paper: Pick<CachedPaper, 'facts' | 'scoring'>,
  attemptId: number,
) {
  const rows = await db
    .select({
      questionId: quizAnswers.questionId,
      answerId: quizAnswers.answerOptionId,
      answerIds: quizAnswers.answerOptionIds,
      numericAnswer: quizAnswers.numericAnswer,
      textAnswer: quizAnswers.textAnswer,
    })
    .from(quizAnswers)
    .where(eq(quizAnswers.attemptId, attemptId));
  const keyed = [...paper.facts.values()].sort((a, b) => a.questionNo - b.questionNo);
  const chosen: Record<number, GivenAnswer> = {};
  for (const row of rows) if (paper.facts.has(row.questionId)) chosen[row.questionId] = row;
  let marks = 0;
  let maxMarks = 0;
  const answers: TQuizAnswer[] = [];
  for (const q of keyed) {
    const marking = effectiveMarking(
      q,
      markPerQuestion(paper.scoring.groups.get(q.groupId) ?? null),
      paper.scoring.negativeMarks,
    );
    maxMarks += marking.marks;
    const given = chosen[q.questionId];
    if (!given || !isAnswered(q, given)) continue;
    const scored = scoreAnswer(q, marking, given);
    marks += scored.marks;
    answers.push({
      questionId: q.questionId,
      questionType: q.questionType,
      answerId: given.answerId ?? 0,
      answerIds: [...(given.answerIds ?? [])],
      numericAnswer: given.numericAnswer ?? '',
      textAnswer: given.textAnswer ?? '',
      correct: scored.outcome === 'Correct',
      outcome: scored.outcome === 'Skipped' ? 'Incorrect' : scored.outcome,
      marks: round2(scored.marks),
      maxMarks: marking.marks,
      correctAnswerId: q.answerId,
      correctAnswerIds: q.answerIds,
      numericRange: q.numericRange,
      textKey: q.textKey,
    });
  }
  return {
    score: scoreAnswers(keyed, chosen),
    answers,
    marks: round2(marks),
    maxMarks: round2(maxMarks),
  };
}

/** Each student's best finished score of a set, except one student's. */
async function otherBests(db: Db | Tx, setId: number, exceptStudentId: number) {
  const rows = await db
    .select({ best: sql<number>`max(${quizAttempts.score})`.mapWith(Number) })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.setId, setId),
        eq(quizAttempts.status, 'finished'),
        sql`${quizAttempts.studentId} <> ${exceptStudentId}`,
      ),
    )
    .groupBy(quizAttempts.studentId);
  return rows.map((r) => r.best);
}

async function resultOf(db: Db | Tx, paper: CachedPaper, row: AttemptRow): Promise<TQuizResult> {
  const [{ answers, marks, maxMarks, score: counted }, others] = await Promise.all([
    scoredAnswers(db, paper, row.id),
    otherBests(db, row.setId, row.studentId),
  ]);
  const score = row.score ?? 0;
  // Decision 009: this attempt's score against every other student's best.
  const { rank, total } = rankOf(score, [...others, score]);
  return {
    setId: row.setId,
    attemptNo: row.attemptNo,
    score,
    marks,
    maxMarks,
    total: row.questionCount,
    correct: row.correct ?? 0,
    incorrect: row.incorrect ?? 0,
    partial: counted.partial,
    skipped: Math.max(
      0,
      row.questionCount - (row.correct ?? 0) - (row.incorrect ?? 0) - counted.partial,
    ),
    timeTakenSec: Math.round((row.timeTakenMs ?? 0) / 1000),
    finishedAt: (row.finishedAt ?? row.startedAt).toISOString(),
    rank,
    attemptedUsers: total,
    answers,
  };
}

/** Timed plays (quiz, GK) count at most the set's time; practice has no countdown. */
const isTimed = (setTypeId: number) => setTypeId !== SET_TYPES.practice;

export async function finishQuizAttempt(
  deps: QuizDeps,
  student: Student,
  key: AttemptKey,
): Promise<TQuizResult> {
  const paper = await playedSet(deps, student, key.setId, 'body.setId');
  const row = await deps.db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, student, key);
    if (attempt.status === 'finished') return attempt;
    const { score } = await scoredAnswers(tx, paper, attempt.id);
    const [{ elapsed } = { elapsed: 0 }] = rowsOf<{ elapsed: number }>(
      await tx.execute(
        sql`select floor(extract(epoch from (now() - ${attempt.startedAt})) * 1000)::float8 as elapsed`,
      ),
    );
    const spent = Math.max(0, Math.round(Number(elapsed)));
    const [finished] = await tx
      .update(quizAttempts)
      .set({
        status: 'finished',
        finishedAt: sql`now()`,
        score: score.score,
        correct: score.correct,
        incorrect: score.incorrect,
        timeTakenMs: isTimed(paper.meta.setTypeId) ? Math.min(spent, attempt.durationMs) : spent,
      })
      .where(eq(quizAttempts.id, attempt.id))
      .returning();
    if (!finished) throw new Error('the quiz attempt was not updated');
    return finished;
  });
  return resultOf(deps.db, paper, row);
}

export async function quizResult(
  deps: QuizDeps,
  student: Student,
  key: AttemptKey,
): Promise<TQuizResult> {
  const paper = await playedSet(deps, student, key.setId, 'body.setId');
  const [row] = await deps.db
    .select()
    .from(quizAttempts)
    .where(ownAttempt(quizAttempts, student, key));
  if (!row) throw attemptNotFound(key);
  if (row.status !== 'finished') {
    throw new AppError(
      'CONFLICT',
      `Quiz attempt ${key.attemptNo} of set ${key.setId} is not finished yet: finish it first.`,
    );
  }
  return resultOf(deps.db, paper, row);
}

/** The set cards' figures: attempted users, the caller's rank by best score, and the rating. */
export async function quizStats(
  deps: QuizDeps,
  student: Student,
  setIds: number[],
): Promise<TQuizSetStats[]> {
  await Promise.all(setIds.map((id) => playedSetMeta(deps, student, id, 'params.ids')));
  const ids = sql.join(
    setIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = rowsOf<{
    set_id: number;
    attempted: number;
    average_percent: number | null;
    mine: number | null;
    higher: number | null;
  }>(
    await deps.db.execute(sql`
      with bests as (
        select set_id, student_id, max(score) as best, max(question_count) as questions
        from ${quizAttempts}
        where org_id = ${student.orgId} and status = 'finished' and set_id in (${ids})
        group by set_id, student_id
      ), mine as (
        select set_id, best from bests where student_id = ${student.studentId}
      )
      select b.set_id,
             count(*)::int as attempted,
             avg(case when b.questions > 0 then b.best * 100.0 / b.questions else 0 end)::float8
               as average_percent,
             max(m.best) as mine,
             (count(*) filter (where b.best > m.best))::int as higher
      from bests b left join mine m on m.set_id = b.set_id
      group by b.set_id`),
  );
  const bySet = new Map(rows.map((r) => [Number(r.set_id), r]));
  return setIds.map((setId) => {
    const row = bySet.get(setId);
    const mine = row?.mine === null || row?.mine === undefined ? null : Number(row.mine);
    return {
      setId,
      attemptedUsers: row ? Number(row.attempted) : 0,
      yourRank: mine === null ? null : Number(row?.higher ?? 0) + 1,
      yourBestScore: mine,
      rating: ratingOfAverage(
        row?.average_percent === null || row?.average_percent === undefined
          ? null
          : Number(row.average_percent),
      ),
    };
  });
}
