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
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { THeartbeatRequest, THeartbeatResult } from '@exam/contracts/attempts/heartbeat';
import type { TSubmitAttemptResult } from '@exam/contracts/attempts/submit-attempt';
import type {
  TAttemptResponses,
  TStoredResponse,
} from '@exam/contracts/attempts/get-attempt-responses';
import { isCbtSetType } from '@exam/contracts/papers/entities';
import { hardEndOf } from '@exam/core/clock';
import { accessibilityExtraMs } from '@exam/core/schedule';
import {
  notScheduledForYou,
  studentWindowsOfSet,
  windowRefusal,
  windowToStart,
} from '../../schedules/access.ts';
import { formatClock } from '@exam/core/format';
import type { Db } from '../../db/client.ts';
import { attemptEvents, attempts, responseLog, responses } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthenticatedStudent } from '../../plugins/auth.ts';
import { isOpenTo, type SetMeta } from '../papers/service.ts';
import type { CachedPaper, PaperStore } from '../papers/store.ts';
import { dbNowMs, measure, type ClockRules } from './clock.ts';
import { attemptColumns, closeAttempt, type Tx } from './close.ts';

export interface AttemptDeps {
  db: Db;
  papers: PaperStore;
  rules: ClockRules;
}

export interface AttemptKey {
  setId: number;
  attemptNo: number;
}

type Student = Pick<AuthenticatedStudent, 'studentId' | 'orgId' | 'instituteId'>;
type LockedAttempt = Awaited<ReturnType<typeof lockAttempt>>;

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
export const sessionTakenOver = () =>
  new AppError('SESSION_TAKEN_OVER', SESSION_TAKEN_OVER_MESSAGE);

/** The caller's attempt, locked for this transaction, with the database's time. */
async function lockAttempt(tx: Tx, student: Student, key: AttemptKey) {
  const [row] = await tx
    .select({ ...attemptColumns, dbNow: dbNowMs })
    .from(attempts)
    .where(
      and(
        eq(attempts.studentId, student.studentId),
        eq(attempts.setId, key.setId),
        eq(attempts.attemptNo, key.attemptNo),
      ),
    )
    .for('update');
  if (!row) throw attemptNotFound(key);
  return row;
}

/** Ends an open attempt whose time is over (its row locked), from its last saved state. */
function closeTimedOut(tx: Tx, deps: AttemptDeps, paper: CachedPaper, row: LockedAttempt) {
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

const toAttempt = (
  row: Pick<
    LockedAttempt,
    'id' | 'attemptNo' | 'setId' | 'durationMs' | 'extraMs' | 'lastSeq' | 'clockRule'
  >,
  state: { timeLeftMs: number; now: number; sessionId: string },
  meta: Pick<SetMeta, 'examId' | 'fullscreen'>,
): TAttempt => ({
  attemptId: row.id,
  attemptNo: row.attemptNo,
  status: 'open',
  timeLeftMs: state.timeLeftMs,
  sessionId: state.sessionId,
  serverNow: state.now,
  // All the time given: the paper's duration and any extra time (decision 018).
  durationMs: row.durationMs + row.extraMs,
  lastSeq: row.lastSeq,
  setId: row.setId,
  examId: meta.examId,
  // The attempt keeps the rule it started with, even if the set's changes later.
  clockRule: row.clockRule,
  fullscreen: meta.fullscreen,
});

/**
 * Continues the open attempt: measured to now under its row's lock and taken over with a new
 * session, or closed if its time is over ('time-over'). Null when it is no longer open (closed
 * meanwhile).
 */
async function continueOpen(
  deps: AttemptDeps,
  student: Student,
  key: AttemptKey,
  paper: CachedPaper,
  meta: SetMeta,
  sessionId: string,
) {
  return deps.db.transaction(async (tx) => {
    const open = await lockAttempt(tx, student, key);
    if (open.status !== 'open') return null;
    const clock = measure(open, open.dbNow, deps.rules);
    if (clock.over) {
      await closeTimedOut(tx, deps, paper, open);
      return 'time-over' as const;
    }
    await tx
      .update(attempts)
      .set({
        sessionId,
        timeLeftMs: clock.timeLeftMs,
        clockAt: new Date(clock.now),
        pausedMs: clock.pausedMs,
      })
      .where(eq(attempts.id, open.id));
    return toAttempt(open, { ...clock, sessionId }, meta);
  });
}

/** A start that lost a race to another start of the same student reads again, a few times. */
const START_TRIES = 5;

/**
 * Enters the exam panel: continues the open attempt (taking it over with a new session) or starts
 * the next one. No lock is taken for a new attempt: it is one insert that the unique indexes
 * (student, set, attempt number) and (student, set) while open refuse when another start of the
 * student got there first; the start then reads again and continues that attempt.
 */
export async function startAttempt(
  deps: AttemptDeps,
  student: Student,
  body: { setId: number; attemptNo?: number | undefined },
): Promise<TAttempt> {
  const meta = await deps.papers.findSet(student.orgId, body.setId);
  if (!isOpenTo(meta, student.instituteId)) throw notFound(`Question set ${body.setId}`);
  if (!isCbtSetType(meta.setTypeId)) {
    throw new AppError(
      'BAD_REQUEST',
      `Set ${body.setId} is a quiz, practice or GK set: it is played in the browser and has no attempt to start.`,
      'body.setId',
    );
  }
  const paper = await deps.papers.paperOf(meta);
  const sessionId = newSessionId();
  const asked = body.attemptNo;

  for (let tries = 0; tries < START_TRIES; tries += 1) {
    // Its exam windows (decision 018), refused at once when the set is scheduled for others, and
    // the student's attempts of the set, with the database's time: one round trip.
    const gate = await studentWindowsOfSet(deps.db, student, body.setId);
    const { now, attempts: rows } = gate;
    const open = rows.find((r) => r.status === 'open');
    const closedOne = rows.find((r) => r.attemptNo === asked && r.status !== 'open');
    if (closedOne) throw attemptClosed(closedOne.submitReason);

    if (open) {
      if (asked !== undefined && asked !== open.attemptNo) {
        throw new AppError(
          'ATTEMPT_IN_PROGRESS',
          `Attempt ${open.attemptNo} of this set is still open: continue it before starting attempt ${asked}.`,
          'body.attemptNo',
        );
      }
      const key = { setId: body.setId, attemptNo: open.attemptNo };
      const outcome = await continueOpen(deps, student, key, paper, meta, sessionId);
      if (outcome === 'time-over') throw attemptClosed(outcome);
      if (outcome) return outcome;
      continue;
    }

    const next = (rows.at(-1)?.attemptNo ?? 0) + 1;
    if (asked !== undefined && asked !== next) {
      throw new AppError(
        'BAD_REQUEST',
        `attemptNo must be ${next}: attempts of a set are numbered in order (or leave it out).`,
        'body.attemptNo',
      );
    }
    // A new attempt of a scheduled set needs an open window with attempts left; an open attempt
    // (above) continues whatever the window, as it started in time.
    const window = gate.mine ? windowToStart(gate.mine, now) : undefined;
    if (gate.mine) {
      const used = rows.filter((r) => window && r.scheduleId === window.id).length;
      const refusal = window ? windowRefusal(window, now, used) : notScheduledForYou();
      if (refusal) throw refusal;
    }
    const clockRule = window?.clockRule ?? meta.clockRule;
    const extraMs = accessibilityExtraMs(paper.durationMs, gate.place.extraTimePercent);
    const allowedMs = paper.durationMs + extraMs;
    const [created] = await deps.db
      .insert(attempts)
      .values({
        orgId: student.orgId,
        studentId: student.studentId,
        setId: body.setId,
        attemptNo: next,
        durationMs: paper.durationMs,
        extraMs,
        scheduleId: window?.id ?? null,
        timeLeftMs: allowedMs,
        clockAt: new Date(now),
        clockRule,
        hardEndAt: new Date(hardEndOf(now, allowedMs, deps.rules.maxPauseMs, clockRule)),
        sessionId,
        startedAt: new Date(now),
      })
      // Another start of this student numbered its attempt first, or has one open: read again.
      .onConflictDoNothing()
      .returning(attemptColumns);
    if (created) return toAttempt(created, { timeLeftMs: allowedMs, now, sessionId }, meta);
  }
  throw new AppError(
    'CONFLICT',
    'Another start of this exam is under way on your account: press Start again in a moment.',
  );
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

/** What the heartbeat reports besides the clock: question on screen, visits and events. */
async function recordScreen(tx: Tx, row: LockedAttempt, body: THeartbeatRequest) {
  const visited = [...new Set([...row.visitedQuestionIds, ...(body.visitedQuestionIds ?? [])])];
  const changed = visited.length !== row.visitedQuestionIds.length;
  if (changed || body.currentQuestionId !== undefined) {
    await tx
      .update(attempts)
      .set({
        ...(changed && { visitedQuestionIds: visited }),
        ...(body.currentQuestionId !== undefined && { currentQuestionId: body.currentQuestionId }),
      })
      .where(eq(attempts.id, row.id));
  }
  if (body.events?.length) {
    await tx
      .insert(attemptEvents)
      .values(
        body.events.map((e) => ({ attemptId: row.id, type: e.type, clientAt: new Date(e.at) })),
      );
  }
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
    // What happened before the end is kept even when this heartbeat finds the time over.
    await recordScreen(tx, row, body);
    const clock = measure(row, row.dbNow, deps.rules);
    if (clock.over) {
      await closeAttempt(tx, paper, row, { ...clock, reason: 'time-over' });
      return {
        status: 'submitted',
        submitReason: 'time-over',
        timeLeftMs: clock.timeLeftMs,
        serverNow: clock.now,
      };
    }
    await tx
      .update(attempts)
      .set({ timeLeftMs: clock.timeLeftMs, clockAt: new Date(clock.now), pausedMs: clock.pausedMs })
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
  const find = () =>
    deps.db
      .select({ ...attemptColumns, dbNow: dbNowMs })
      .from(attempts)
      .where(
        and(
          eq(attempts.studentId, student.studentId),
          eq(attempts.setId, body.setId),
          eq(attempts.attemptNo, body.attemptNo),
        ),
      );
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
      .select({
        questionId: responses.questionId,
        answerOptionId: responses.answerOptionId,
        answerOptionIds: responses.answerOptionIds,
        numericAnswer: responses.numericAnswer,
        action: responses.action,
        seq: responses.seq,
        timeLeftMs: responses.timeLeftMs,
        payload: responseLog.payload,
      })
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
      visitedQuestionIds: row.visitedQuestionIds,
      events: events.map((e) => ({ type: e.type, at: e.clientAt.getTime() })),
    },
    responses: records,
  };
}
