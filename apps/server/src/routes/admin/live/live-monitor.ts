import { createHash } from 'node:crypto';
import type { TLiveMonitor, TLiveRow, TLiveState } from '@exam/contracts/admin/live-entities';
import type { Db } from '../../../db/client.ts';
import { measure, type ClockRules } from '../../attempts/clock.ts';
import { iso } from '../scope.ts';
import { countLiveStates, readLiveRows, type LiveRowRecord, type LiveTarget } from './live-rows.ts';

export interface LivePage {
  state?: TLiveState | undefined;
  page: number;
  pageSize: number;
}

export type LiveHeading = Pick<
  TLiveMonitor,
  'setId' | 'setName' | 'setNameHi' | 'scheduleId' | 'opensAt' | 'closesAt' | 'timeZone'
> & { totalQuestions: number };

const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const later = (a: Date | string | null, b: Date | string | null) => {
  if (a === null || b === null) return isoOrNull(a ?? b);
  return new Date(a).getTime() >= new Date(b).getTime() ? iso(a) : iso(b);
};

/**
 * Time left of an open attempt by the clock the student's panel follows (routes/attempts/clock.ts,
 * packages/core), measured now without storing anything. Extra time granted to an attempt is
 * part of its stored clock (time left and hard end), so it is counted here as there.
 */
function clockOf(row: LiveRowRecord, rules: ClockRules) {
  if (row.state !== 'in-exam' || row.clock_at === null || row.hard_end_at === null) {
    return { timeLeftMs: null, running: false };
  }
  // The whole stored clock, extra time included, goes to the one rule the student side uses.
  const stored = {
    clockRule: row.clock_rule ?? 'strict',
    timeLeftMs: Number(row.time_left_ms ?? 0),
    clockAt: new Date(row.clock_at),
    pausedMs: Number(row.paused_ms ?? 0),
    hardEndAt: new Date(row.hard_end_at),
    extraMs: Number(row.extra_ms ?? 0),
  };
  const clock = measure(stored, Number(row.db_now), rules);
  if (clock.over) return { timeLeftMs: 0, running: false };
  return { timeLeftMs: Math.round(clock.timeLeftMs), running: !clock.interrupted };
}

/** The warnings by kind (PGlite may hand jsonb back as text). */
const kindsOf = (value: Record<string, number> | string): TLiveRow['warningKinds'] =>
  typeof value === 'string' ? (JSON.parse(value) as TLiveRow['warningKinds']) : value;

function toRow(row: LiveRowRecord, rules: ClockRules): TLiveRow {
  const clock = clockOf(row, rules);
  const attempted = row.attempt_id !== null;
  return {
    studentId: Number(row.student_id),
    rollNo: row.roll_no,
    name: row.name,
    studentClass: Number(row.student_class),
    studentSection: row.student_section,
    centreId: row.centre_id === null ? null : Number(row.centre_id),
    centreName: row.centre_name,
    state: row.state,
    attemptId: attempted ? Number(row.attempt_id) : null,
    attemptNo: row.attempt_no === null ? null : Number(row.attempt_no),
    startedAt: isoOrNull(row.started_at),
    lastSeenAt: attempted ? later(row.clock_at, row.last_saved_at) : null,
    submittedAt: isoOrNull(row.submitted_at),
    answered: Number(row.answered),
    timeLeftMs: clock.timeLeftMs,
    clockRunning: clock.running,
    clockRule: row.clock_rule,
    extraMs: Number(row.extra_ms ?? 0),
    warnings: Number(row.warnings),
    ...(row.warning_kinds !== null && { warningKinds: kindsOf(row.warning_kinds) }),
  };
}

/**
 * A weak validator of what the page shows: the stored facts of every row (not the time left,
 * which a running clock changes every millisecond: the client counts it down itself), whether
 * each clock runs, and the counts. Two processes reading the same database give the same tag.
 */
function weakEtag(monitor: TLiveMonitor): string {
  const facts = monitor.items.map((row) => ({ ...row, timeLeftMs: null }));
  const running = monitor.items.map((row) => row.clockRunning);
  const hash = createHash('sha256')
    .update(JSON.stringify({ ...monitor, serverNow: 0, items: facts, running }))
    .digest('base64url')
    .slice(0, 27);
  return `W/"${hash}"`;
}

export async function readLiveMonitor(
  db: Db,
  rules: ClockRules,
  heading: LiveHeading,
  target: LiveTarget,
  page: LivePage,
) {
  const counts = await countLiveStates(db, target);
  const rows = await readLiveRows(db, target, {
    state: page.state,
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  const n = (state: TLiveState) => counts.get(state) ?? 0;
  const audience = [...counts.values()].reduce((sum, value) => sum + value, 0);
  const monitor: TLiveMonitor = {
    ...heading,
    serverNow: rows[0] ? Number(rows[0].db_now) : Date.now(),
    counts: {
      audience,
      notStarted: n('not-started'),
      inExam: n('in-exam'),
      submitted: n('submitted'),
      autoSubmitted: n('auto-submitted'),
      forceSubmitted: n('force-submitted'),
    },
    items: rows.map((row) => toRow(row, rules)),
    total: page.state ? n(page.state) : audience,
    page: page.page,
    pageSize: page.pageSize,
  };
  return { monitor, etag: weakEtag(monitor) };
}
