import { describe, expect, it } from 'vitest';
import { advanceClock, isTimeOver } from './clock.ts';
import { CASE_PAUSE_AFTER_MS, CLOCK_CASES } from './clock-cases.ts';

describe('the clock rule on the shared cases (also run through the save statement)', () => {
  it.each(CLOCK_CASES)('$name', ({ rule, timeLeftMs, pausedMs, gapMs, hardEndInMs, expected }) => {
    const clockAt = 1_764_000_000_000;
    const now = clockAt + gapMs;
    const next = advanceClock({ timeLeftMs, clockAt, pausedMs }, now, {
      rule,
      pauseAfterMs: CASE_PAUSE_AFTER_MS,
    });
    expect({ ...next, over: isTimeOver(next, now, now + hardEndInMs) }).toEqual({
      ...expected,
      clockAt: now,
    });
  });
});
