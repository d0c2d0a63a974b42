/**
 * The exam clock is the server's (DESIGN.md §6). Each save or heartbeat deducts the time measured
 * since the previous one; a gap longer than `pauseAfterMs` is an interruption (a crashed terminal,
 * a lost network) and costs the student nothing. Pauses are capped by the attempt's hard end.
 */
export interface ClockState {
  timeLeftMs: number;
  /** When timeLeftMs was last measured (epoch ms). */
  clockAt: number;
  pausedMs: number;
}

export interface ClockRules {
  pauseAfterMs: number;
}

export function advanceClock(state: ClockState, now: number, rules: ClockRules) {
  const elapsed = Math.max(0, now - state.clockAt);
  const interrupted = elapsed > rules.pauseAfterMs;
  return {
    timeLeftMs: interrupted ? state.timeLeftMs : Math.max(0, state.timeLeftMs - elapsed),
    clockAt: now,
    pausedMs: state.pausedMs + (interrupted ? elapsed : 0),
    interrupted,
  };
}

/** The latest moment an attempt may still be open: start + duration + the most pause allowed. */
export const hardEndOf = (startedAt: number, durationMs: number, maxPauseMs: number) =>
  startedAt + durationMs + maxPauseMs;

export const isTimeOver = (state: Pick<ClockState, 'timeLeftMs'>, now: number, hardEndAt: number) =>
  state.timeLeftMs <= 0 || now >= hardEndAt;

/** SPEC §9: an exam's duration is its template's minutes × 60,000 ms. */
export const durationMs = (examDurationMinutes: number) => examDurationMinutes * 60_000;
