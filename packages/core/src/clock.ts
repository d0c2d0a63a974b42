/**
 * The exam clock is the server's (DESIGN.md §6, decision 012). Each save or heartbeat deducts the
 * time measured since the previous one. Under the 'strict' rule (a test centre's, the default)
 * every millisecond counts whatever the gap, and the attempt ends at start + duration. Under
 * 'pause-on-silence' (home practice) a gap longer than `pauseAfterMs` is an interruption (a
 * crashed terminal, a lost network) and costs nothing; pauses are capped by the hard end.
 */
export type ClockRule = 'strict' | 'pause-on-silence';

export interface ClockState {
  timeLeftMs: number;
  /** When timeLeftMs was last measured (epoch ms). */
  clockAt: number;
  pausedMs: number;
}

export interface ClockRules {
  rule: ClockRule;
  pauseAfterMs: number;
}

export function advanceClock(state: ClockState, now: number, rules: ClockRules) {
  const elapsed = Math.max(0, now - state.clockAt);
  const interrupted = rules.rule === 'pause-on-silence' && elapsed > rules.pauseAfterMs;
  return {
    timeLeftMs: interrupted ? state.timeLeftMs : Math.max(0, state.timeLeftMs - elapsed),
    clockAt: now,
    pausedMs: state.pausedMs + (interrupted ? elapsed : 0),
    interrupted,
  };
}

/**
 * The latest moment an attempt may still be open: start + duration under 'strict';
 * start + duration + the most pause allowed under 'pause-on-silence'.
 */
export const hardEndOf = (
  startedAt: number,
  durationMs: number,
  maxPauseMs: number,
  rule: ClockRule,
) => startedAt + durationMs + (rule === 'pause-on-silence' ? maxPauseMs : 0);

export const isTimeOver = (state: Pick<ClockState, 'timeLeftMs'>, now: number, hardEndAt: number) =>
  state.timeLeftMs <= 0 || now >= hardEndAt;

/**
 * The strict time left at `now` from the figure the server gave at `givenAt`: every millisecond
 * since counts, except those before `startsAt` — an attempt entered in a window's lobby has its
 * clock stopped until the opening (decision 060). What a device offline shows (decision 013).
 */
export const strictTimeLeftAt = (
  given: { timeLeftMs: number; givenAt: number; startsAt?: number },
  now: number,
) => {
  const runningFrom = Math.max(given.givenAt, given.startsAt ?? given.givenAt);
  return Math.max(0, given.timeLeftMs - Math.max(0, now - runningFrom));
};

/** SPEC §9: an exam's duration is its template's minutes × 60,000 ms. */
export const durationMs = (examDurationMinutes: number) => examDurationMinutes * 60_000;
