import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  FORCE_SUBMITTED_MESSAGE,
  SESSION_TAKEN_OVER_MESSAGE,
  STATUS_COUNT_FIELDS,
  SUBMITTED_MESSAGE,
  TIME_OVER_MESSAGE,
  type TSubmitReason,
} from '@exam/contracts/attempts/entities';
import type { THeartbeatRequest, THeartbeatResult } from '@exam/contracts/attempts/heartbeat';
import type { TSubmitAttemptResult } from '@exam/contracts/attempts/submit-attempt';
import type {
  TAttemptResponses,
  TStoredResponse,
} from '@exam/contracts/attempts/get-attempt-responses';
import { formatClock } from '@exam/core/format';
import type { Db } from '../../db/client.ts';
import { attemptEvents, attempts, responseLog, responses } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { ownAttempt } from '../../content-store/attempts.ts';
import type { AuthenticatedStudent } from '../../plugins/auth.ts';
import type { CachedPaper, PaperStore } from '../papers/store.ts';
import { dbNowMs, measure, type ClockRules } from './clock.ts';
import { attemptColumns, closeAttempt, savedColumns, type Tx } from './close.ts';

export interface AttemptDeps {
  db: Db;
  papers: PaperStore;
  rules: ClockRules;
}

export interface AttemptKey {
  setId: number;
  attemptNo: number;
}

export type Student = Pick<AuthenticatedStudent, 'studentId' | 'orgId' | 'instituteId'>;
export type LockedAttempt = Awaited<ReturnType<typeof lockAttempt>>;

export const newSessionId = () => randomBytes(18).toString('base64url');

export const attemptNotFound = ({ setId, attemptNo }: AttemptKey) =>
  new AppError(
    'NOT_FOUND',
    `Attempt ${attemptNo} of set ${setId} was not found. Start the exam first.`,
  );
const CLOSED_MESSAGE: Record<TSubmitReason, string> = {
  submitted: SUBMITTED_MESSAGE,
  'time-over': TIME_OVER_MESSAGE,
  'force-submitted': FORCE_SUBMITTED_MESSAGE,
};
export const attemptClosed = (reason: TSubmitReason | null) =>
  new AppError('ATTEMPT_CLOSED', CLOSED_MESSAGE[reason ?? 'submitted']);

/** Entered in the lobby, the clock not yet started: nothing is answered or submitted (decision 060). */
export const examNotStarted = (startsAt: Date) =>
  new AppError(
    'EXAM_NOT_STARTED',
    `The exam has not started: it starts at ${startsAt.toISOString()}, on the server's clock. Wait in the lobby; the exam opens by itself then.`,
  );

export const sessionTakenOver = () =>
  new AppError('SESSION_TAKEN_OVER', SESSION_TAKEN_OVER_MESSAGE);

/** The caller's attempt with the database's time. */
const selectOwnAttempt = (db: Db | Tx, student: Student, key: AttemptKey) =>
  db
    .select({ ...attemptColumns, dbNow: dbNowMs })
    .from(attempts)
    .where(ownAttempt(attempts, student, key));

/** The caller's attempt, locked for this transaction, with the database's time. */
export async function lockAttempt(tx: Tx, student: Student, key: AttemptKey) {
  const [row] = await selectOwnAttempt(tx, student, key).for('update');
  if (!row) throw attemptNotFound(key);
  return row;
}

/** Ends an open attempt whose time is over (its row locked), from its last saved state. */
export function closeTimedOut(tx: Tx, deps: AttemptDeps, paper: CachedPaper, row: LockedAttempt) {
  const clock = measure(row, row.dbNow, deps.rules);
  return closeAttempt(tx, paper, row, { ...clock, reason: 'time-over' });
}

/** The paper of the caller's organisation's set (to score with); 404 for any other. */
export async function paperOfSet(deps: AttemptDeps, orgId: number, setId: number) {
  const meta = await deps.papers.findSet(orgId, setId);
  if (!meta) throw notFound(`Question set ${setId}`);
  return deps.papers.paperOf(meta);
}

/**
 * Ends the attempt if its time is over (used when a save or a resume finds it so). Returns why it
 * is closed, or null while it is open; commits before the caller answers.
 */
export async function closeIfTimeOver(
  deps: AttemptDeps,
  student: Student,
  key: AttemptKey,
): Promise<TSubmitReason | null> {
  const paper = await paperOfSet(deps, student.orgId, key.setId);
  return deps.db.transaction(async (tx) => {
    const row = await lockAttempt(tx, student, key);
    if (row.status !== 'open') return row.submitReason ?? 'submitted';
    if (!measure(row, row.dbNow, deps.rules).over) return null;
    await closeTimedOut(tx, deps, paper, row);
    return 'time-over';
  });
}

/** The heartbeat's question ids must be questions of the set's paper: 400 naming the field. */
function checkQuestionIds(paper: CachedPaper, body: THeartbeatRequest) {
  const refuse = (field: string, id: number) =>
    new AppError(
      'BAD_REQUEST',
      `${field} must be a question of set ${body.setId}: ${id} is not.`,
      `body.${field}`,
    );
  if (body.currentQuestionId !== undefined && !paper.facts.has(body.currentQuestionId))
    throw refuse('currentQuestionId', body.currentQuestionId);
  body.visitedQuestionIds?.forEach((id, i) => {
    if (!paper.facts.has(id)) throw refuse(`visitedQuestionIds.${i}`, id);
  });
}

/**
 * What the heartbeat reports besides the clock: the integrity events (stored here) and the columns
 * of the question on screen and the visits, for the heartbeat's one update of the attempt row.
 */
async function recordScreen(tx: Tx, row: LockedAttempt, body: THeartbeatRequest) {
  if (body.events?.length) {
    await tx
      .insert(attemptEvents)
      .values(
        body.events.map((e) => ({ attemptId: row.id, type: e.type, clientAt: new Date(e.at) })),
      );
  }
  const visited = [...new Set([...row.visitedQuestionIds, ...(body.visitedQuestionIds ?? [])])];
  const changed = visited.length !== row.visitedQuestionIds.length;
  return {
    ...(changed && { visitedQuestionIds: visited }),
    ...(body.currentQuestionId !== undefined && { currentQuestionId: body.currentQuestionId }),
  };
}

/**
 * The panel's heartbeat: deducts the time since the last contact (by the attempt's rule), records
 * the question on screen, the questions visited and the integrity events, and closes the attempt
 * when its time is over.
 */
export async function heartbeat(
  deps: AttemptDeps,
  student: Student,
  body: THeartbeatRequest,
): Promise<THeartbeatResult> {
  const paper = await paperOfSet(deps, student.orgId, body.setId);
  checkQuestionIds(paper, body);
  return deps.db.transaction(async (tx) => {
    const row = await lockAttempt(tx, student, body);
    if (row.status !== 'open') {
      return {
        status: 'submitted',
        submitReason: row.submitReason,
        timeLeftMs: row.timeLeftMs,
        serverNow: row.dbNow,
      };
    }
    if (row.sessionId !== body.sessionId) throw sessionTakenOver();
    const screen = await recordScreen(tx, row, body);
    const clock = measure(row, row.dbNow, deps.rules);
    if (clock.over) {
      // What happened before the end is kept even when this heartbeat finds the time over.
      if (Object.keys(screen).length > 0)
        await tx.update(attempts).set(screen).where(eq(attempts.id, row.id));
      await closeAttempt(tx, paper, row, { ...clock, reason: 'time-over' });
      return {
        status: 'submitted',
        submitReason: 'time-over',
        timeLeftMs: clock.timeLeftMs,
        serverNow: clock.now,
      };
    }
    // One update: the screen and the clock in the same row version.
    await tx
      .update(attempts)
      .set({
        ...screen,
        timeLeftMs: clock.timeLeftMs,
        clockAt: new Date(clock.now),
        pausedMs: clock.pausedMs,
      })
      .where(eq(attempts.id, row.id));
    return {
      status: 'open',
      submitReason: null,
      timeLeftMs: clock.timeLeftMs,
      serverNow: clock.now,
    };
  });
}

/** Submits the attempt and scores it; a second submit answers the first one's outcome. */
export async function submitAttempt(
  deps: AttemptDeps,
  student: Student,
  body: AttemptKey & { sessionId: string },
): Promise<TSubmitAttemptResult> {
  const paper = await paperOfSet(deps, student.orgId, body.setId);
  return deps.db.transaction(async (tx) => {
    const row = await lockAttempt(tx, student, body);
    if (row.status !== 'open') {
      return {
        attemptNo: row.attemptNo,
        status: 'submitted',
        submittedAt: (row.submittedAt ?? row.clockAt).toISOString(),
        reason: row.submitReason ?? 'submitted',
      };
    }
    if (row.sessionId !== body.sessionId) throw sessionTakenOver();
    if (row.startedAt.getTime() > row.dbNow) throw examNotStarted(row.startedAt);
    const clock = measure(row, row.dbNow, deps.rules);
    const reason = clock.over ? 'time-over' : 'submitted';
    const submittedAt = await closeAttempt(tx, paper, row, { ...clock, reason });
    return {
      attemptNo: row.attemptNo,
      status: 'submitted',
      submittedAt: (submittedAt ?? new Date(clock.now)).toISOString(),
      reason,
    };
  });
}

/**
 * Resume (SPEC §4): the attempt's clock as it stands now and the latest answer of every saved
 * question, as the client sent it, with the server's time left at that save. Reading does not
 * move the clock; an attempt found over is closed first.
 */
export async function attemptResponses(
  deps: AttemptDeps,
  student: Student,
  body: AttemptKey & { examId: number },
): Promise<TAttemptResponses> {
  const meta = await deps.papers.findSet(student.orgId, body.setId);
  if (!meta) throw notFound(`Question set ${body.setId}`);
  if (body.examId !== meta.examId) {
    throw new AppError(
      'BAD_REQUEST',
      `examId must be ${meta.examId}, the exam of set ${body.setId}.`,
      'body.examId',
    );
  }
  const find = () => selectOwnAttempt(deps.db, student, body);
  let [row] = await find();
  if (!row) throw attemptNotFound(body);
  if (row.status === 'open' && measure(row, row.dbNow, deps.rules).over) {
    await closeIfTimeOver(deps, student, body);
    [row] = await find();
    if (!row) throw attemptNotFound(body);
  }
  const clock = row.status === 'open' ? measure(row, row.dbNow, deps.rules) : null;

  const [paper, saved, events] = await Promise.all([
    deps.papers.paperOf(meta),
    deps.db
      .select({ ...savedColumns, seq: responses.seq, payload: responseLog.payload })
      .from(responses)
      .leftJoin(
        responseLog,
        and(
          eq(responseLog.attemptId, responses.attemptId),
          eq(responseLog.seq, responses.seq),
          eq(responseLog.questionId, responses.questionId),
        ),
      )
      .where(eq(responses.attemptId, row.id))
      .orderBy(asc(responses.seq)),
    deps.db
      .select({ type: attemptEvents.type, clientAt: attemptEvents.clientAt })
      .from(attemptEvents)
      .where(eq(attemptEvents.attemptId, row.id))
      .orderBy(asc(attemptEvents.clientAt), asc(attemptEvents.id)),
  ]);
  const records = saved.map((r): TStoredResponse => {
    const facts = paper.facts.get(r.questionId);
    const sent = (r.payload ?? {}) as Partial<Record<string, unknown>>;
    const number = (field: string) => (typeof sent[field] === 'number' ? sent[field] : 0);
    const answerId = r.answerOptionId ?? 0;
    const answerIds = r.answerOptionIds ?? [];
    return {
      orgId: student.orgId,
      instituteId: student.instituteId,
      studentId: student.studentId,
      examId: meta.examId,
      setId: body.setId,
      questionId: r.questionId,
      answerId,
      answerIds,
      numericAnswer: r.numericAnswer ?? '',
      textAnswer: r.textAnswer ?? '',
      timeLeft: formatClock(r.timeLeftMs),
      timeLeftInMilliseconds: r.timeLeftMs,
      sectionId: facts?.sectionId ?? number('sectionId'),
      action: r.action,
      questionNo: facts?.questionNo ?? number('questionNo'),
      ...(Object.fromEntries(STATUS_COUNT_FIELDS.map((f) => [f, number(f)])) as Record<
        (typeof STATUS_COUNT_FIELDS)[number],
        number
      >),
      respOptionNo: facts?.options.get(answerId || (answerIds[0] ?? 0)) ?? 0,
      quesOptionNo: number('quesOptionNo'),
      groupId: facts?.groupId ?? number('groupId'),
      attemptNo: row.attemptNo,
      seq: r.seq,
    };
  });
  return {
    attempt: {
      attemptNo: row.attemptNo,
      status: row.status,
      submitReason: row.submitReason,
      timeLeftMs: clock ? clock.timeLeftMs : row.timeLeftMs,
      serverNow: clock ? clock.now : row.dbNow,
      lastSeq: row.lastSeq,
      clockRule: row.clockRule,
      currentQuestionId: row.currentQuestionId,
      // A saved question is visited: its answer row records it (decision 024).
      visitedQuestionIds: [
        ...new Set([...row.visitedQuestionIds, ...saved.map((r) => r.questionId)]),
      ],
      events: events.map((e) => ({ type: e.type, at: e.clientAt.getTime() })),
    },
    responses: records,
  };
}
