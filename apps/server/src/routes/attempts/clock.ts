import { sql } from 'drizzle-orm';
import { advanceClock, isTimeOver, type ClockRule } from '@exam/core/clock';
import { readEnv } from '../../env.ts';

/**
 * DESIGN.md §6: the thresholds of the 'pause-on-silence' rule; each defaults to its environment
 * variable. A 'strict' attempt (the default, decision 012) ignores both.
 */
export interface ClockRules {
  /** A gap between contacts longer than this is an interruption and costs nothing. */
  pauseAfterMs: number;
  /** The most an attempt may be paused in all: its hard end is start + duration + this. */
  maxPauseMs: number;
}

export function clockRules(options: Partial<ClockRules> = {}): ClockRules {
  const env = readEnv();
  return {
    pauseAfterMs: options.pauseAfterMs ?? env.CLOCK_PAUSE_AFTER_MS,
    maxPauseMs: options.maxPauseMs ?? env.CLOCK_MAX_PAUSE_MS,
  };
}

/**
 * The one clock every process agrees on is the database's: times are read from it (epoch ms),
 * never from the process, so N processes behind a load balancer measure the same.
 */
export const dbNowMs = sql<number>`floor(extract(epoch from now()) * 1000)::float8`.mapWith(Number);

export interface AttemptClock {
  clockRule: ClockRule;
  timeLeftMs: number;
  clockAt: Date;
  pausedMs: number;
  hardEndAt: Date;
}

/**
 * packages/core's clock applied to a stored attempt, by the attempt's own rule, at the database's
 * `now`. `now` never goes
 * before the last contact (a transaction that waited for the row's lock began earlier than the
 * contact it waited for).
 */
export function measure(attempt: AttemptClock, dbNow: number, rules: ClockRules) {
  const clockAt = attempt.clockAt.getTime();
  const now = Math.max(dbNow, clockAt);
  const next = advanceClock(
    { timeLeftMs: attempt.timeLeftMs, clockAt, pausedMs: attempt.pausedMs },
    now,
    { rule: attempt.clockRule, pauseAfterMs: rules.pauseAfterMs },
  );
  // Past the hard end an interrupted attempt keeps what was left (its result shows the time used).
  return { ...next, now, over: isTimeOver(next, now, attempt.hardEndAt.getTime()) };
}
