import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { isCbtSetType } from '@exam/contracts/papers/entities';
import { hardEndOf } from '@exam/core/clock';
import { attemptStartAt } from '@exam/core/lobby';
import type { OrderableQuestion, PaperOrder } from '@exam/core/paper-order';
import { drawAttemptOrder } from '@exam/core/pool-draw';
import { accessibilityExtraMs } from '@exam/core/schedule';
import { attempts } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  notScheduledForYou,
  studentWindowsOfSet,
  windowRefusal,
  windowToStart,
} from '../../schedules/access.ts';
import { isOpenTo, type SetMeta } from '../papers/service.ts';
import type { CachedPaper } from '../papers/store.ts';
import { measure } from './clock.ts';
import { insertAttempt } from './start-insert.ts';
import {
  attemptClosed,
  closeTimedOut,
  lockAttempt,
  newSessionId,
  type AttemptDeps,
  type AttemptKey,
  type LockedAttempt,
  type Student,
} from './service.ts';

const toAttempt = (
  row: Pick<
    LockedAttempt,
    'id' | 'attemptNo' | 'setId' | 'durationMs' | 'extraMs' | 'lastSeq' | 'clockRule'
  >,
  state: {
    timeLeftMs: number;
    now: number;
    /** Later than now while the attempt waits in its window's lobby (decision 060). */
    startsAt: number;
    sessionId: string;
    paperOrder: PaperOrder | null;
  },
  meta: Pick<SetMeta, 'examId' | 'fullscreen' | 'calculator'>,
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
  calculator: meta.calculator,
  // Only a shuffled set's attempt carries an order; any other start answers as it always did.
  ...(state.paperOrder && { paperOrder: state.paperOrder }),
  ...(state.startsAt > state.now && { startsAt: state.startsAt }),
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
    // The order drawn at Start comes back with the takeover: resume keeps the candidate's paper.
    const [row] = await tx
      .update(attempts)
      .set({
        sessionId,
        timeLeftMs: clock.timeLeftMs,
        clockAt: new Date(clock.now),
        pausedMs: clock.pausedMs,
      })
      .where(eq(attempts.id, open.id))
      .returning({ paperOrder: attempts.paperOrder });
    const state = {
      timeLeftMs: clock.timeLeftMs,
      now: open.dbNow,
      startsAt: open.startedAt.getTime(),
      sessionId,
      paperOrder: row?.paperOrder ?? null,
    };
    return toAttempt(open, state, meta);
  });
}

/**
 * A shuffled set's order for a new attempt (decision 040), and a pooled set's draw (decision
 * 057), from a fresh seed over the cached paper's questions; null when the set shuffles and draws
 * nothing. The paper itself stays one document.
 */
function orderForAttempt(paper: CachedPaper, meta: SetMeta): PaperOrder | null {
  if (!meta.shuffleQuestions && !meta.shuffleOptions && paper.pools.length === 0) return null;
  const rules = (sectionId: number) => {
    const own = paper.sectionShuffle.get(sectionId);
    return {
      questions: meta.shuffleQuestions && (own?.questions ?? true),
      options: meta.shuffleOptions && (own?.options ?? true),
    };
  };
  return drawAttemptOrder(orderableOf(paper), rules, paper.pools, randomInt(2 ** 32));
}

/** A paper's questions as the draw takes them: made once per cached paper, not per start. */
const orderable = new WeakMap<CachedPaper, OrderableQuestion[]>();
function orderableOf(paper: CachedPaper): OrderableQuestion[] {
  const known = orderable.get(paper);
  if (known) return known;
  const questions = [...paper.facts.values()].map((fact) => {
    const pinned = new Set(fact.keepLastIds);
    return {
      questionId: fact.questionId,
      sectionId: fact.sectionId,
      groupId: fact.groupId,
      options: [...fact.options.keys()].map((optionId) => ({
        optionId,
        keepLast: pinned.has(optionId),
      })),
    };
  });
  orderable.set(paper, questions);
  return questions;
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
    const paperOrder = orderForAttempt(paper, meta);
    // The flat start (packages/core/lobby): an entry in the lobby starts at the window's opening.
    const startsAt = attemptStartAt(window ? window.opensAt.getTime() : null, now);
    const createdId = await insertAttempt(deps.db, {
      org_id: student.orgId,
      student_id: student.studentId,
      set_id: body.setId,
      attempt_no: next,
      duration_ms: paper.durationMs,
      extra_ms: extraMs,
      schedule_id: window?.id ?? null,
      time_left_ms: allowedMs,
      at_ms: startsAt,
      clock_rule: clockRule,
      hard_end_ms: hardEndOf(startsAt, allowedMs, deps.rules.maxPauseMs, clockRule),
      session_id: sessionId,
      paper_order: paperOrder,
    });
    const row = createdId !== undefined && {
      id: createdId,
      attemptNo: next,
      setId: body.setId,
      durationMs: paper.durationMs,
      extraMs,
      lastSeq: 0,
      clockRule,
    };
    if (row) {
      const state = { timeLeftMs: allowedMs, now, startsAt, sessionId, paperOrder };
      return toAttempt(row, state, meta);
    }
  }
  throw new AppError(
    'CONFLICT',
    'Another start of this exam is under way on your account: press Start again in a moment.',
  );
}
