import { describe, expect, it } from 'vitest';
import { advanceClock, durationMs, hardEndOf, isTimeOver, strictTimeLeftAt } from './clock.ts';
import { resumeState, RESUME_GRACE_MS } from './resume.ts';

const strict = { rule: 'strict' as const, pauseAfterMs: 60_000 };
const home = { rule: 'pause-on-silence' as const, pauseAfterMs: 60_000 };

describe('the server clock, strict rule (DESIGN.md §6, decision 012)', () => {
  it('deducts the time measured since the previous save', () => {
    const next = advanceClock({ timeLeftMs: 600_000, clockAt: 1_000, pausedMs: 0 }, 16_000, strict);
    expect(next).toEqual({ timeLeftMs: 585_000, clockAt: 16_000, pausedMs: 0, interrupted: false });
  });

  it('counts a silence of 66 s in full: 600,000 − 66,000 = 534,000 left, nothing paused', () => {
    const next = advanceClock({ timeLeftMs: 600_000, clockAt: 0, pausedMs: 0 }, 66_000, strict);
    expect(next).toEqual({ timeLeftMs: 534_000, clockAt: 66_000, pausedMs: 0, interrupted: false });
  });

  it('runs out during a long absence: 5 min away with 4 min left leaves 0', () => {
    const next = advanceClock({ timeLeftMs: 240_000, clockAt: 0, pausedMs: 0 }, 300_000, strict);
    expect(next.timeLeftMs).toBe(0);
    expect(isTimeOver(next, 300_000, hardEndOf(0, durationMs(60), 30 * 60_000, 'strict'))).toBe(
      true,
    );
  });

  it('ends at start + duration, with no pause allowance', () => {
    // 1,000 + 60 × 60,000 = 3,601,000, whatever the most pause allowed elsewhere.
    expect(hardEndOf(1_000, durationMs(60), 30 * 60_000, 'strict')).toBe(3_601_000);
  });
});

describe('the server clock, pause-on-silence rule (home practice)', () => {
  it('deducts a gap within the pause threshold', () => {
    const next = advanceClock({ timeLeftMs: 600_000, clockAt: 1_000, pausedMs: 0 }, 61_000, home);
    expect(next).toEqual({ timeLeftMs: 540_000, clockAt: 61_000, pausedMs: 0, interrupted: false });
  });

  it('pauses over a gap longer than the pause threshold: an interruption costs nothing', () => {
    const next = advanceClock({ timeLeftMs: 600_000, clockAt: 0, pausedMs: 5_000 }, 300_000, home);
    expect(next).toEqual({
      timeLeftMs: 600_000,
      clockAt: 300_000,
      pausedMs: 305_000,
      interrupted: true,
    });
  });

  it('ends at start + duration + the most pause allowed', () => {
    // 0 + 3,600,000 + 1,800,000 = 5,400,000 (90 minutes).
    expect(hardEndOf(0, durationMs(60), 30 * 60_000, 'pause-on-silence')).toBe(90 * 60_000);
  });
});

describe('the server clock, either rule', () => {
  it('never goes below zero nor backwards in time', () => {
    for (const rules of [strict, home]) {
      expect(
        advanceClock({ timeLeftMs: 3_000, clockAt: 0, pausedMs: 0 }, 50_000, rules).timeLeftMs,
      ).toBe(0);
      expect(
        advanceClock({ timeLeftMs: 3_000, clockAt: 10_000, pausedMs: 0 }, 9_000, rules).timeLeftMs,
      ).toBe(3_000);
    }
  });

  it('ends at zero or at the hard end, whichever comes first', () => {
    const hardEnd = hardEndOf(0, durationMs(60), 30 * 60_000, 'pause-on-silence');
    expect(isTimeOver({ timeLeftMs: 0 }, 1, hardEnd)).toBe(true);
    expect(isTimeOver({ timeLeftMs: 10_000 }, hardEnd, hardEnd)).toBe(true);
    expect(isTimeOver({ timeLeftMs: 10_000 }, hardEnd - 1, hardEnd)).toBe(false);
  });
});

describe('resume (SPEC §4)', () => {
  const saved = [
    { questionId: 1, sectionId: 10, answerId: 11, action: 1 as const, timeLeftMs: 500_000 },
    { questionId: 7, sectionId: 20, answerId: 0, action: 2 as const, timeLeftMs: 420_000 },
    { questionId: 3, sectionId: 10, answerId: 31, action: 3 as const, timeLeftMs: 450_000 },
  ];

  it('restores question, section and time from the save with the least time left', () => {
    const state = resumeState(saved, 3_600_000);
    expect(state.current).toEqual({ questionId: 7, sectionId: 20 });
    expect(state.timeLeftMs).toBe(420_000);
    expect(state.byQuestion.get(3)?.action).toBe(3);
  });

  it('grants 2,000 ms when the saved time left is 0 or less', () => {
    expect(
      resumeState([{ ...saved[0], timeLeftMs: 0 } as (typeof saved)[number]], 3_600_000).timeLeftMs,
    ).toBe(RESUME_GRACE_MS);
    expect(RESUME_GRACE_MS).toBe(2000);
  });

  it('gives the full duration when nothing was saved', () => {
    expect(resumeState([], 3_600_000)).toMatchObject({ current: null, timeLeftMs: 3_600_000 });
  });
});

describe('the strict time left from the last figure given (offline, decision 013)', () => {
  const given = { timeLeftMs: 600_000, givenAt: 1_000_000 };
  it('counts every millisecond since the figure was given', () => {
    expect(strictTimeLeftAt(given, 1_000_000)).toBe(600_000);
    expect(strictTimeLeftAt(given, 1_240_000)).toBe(360_000);
    expect(strictTimeLeftAt(given, 9_000_000)).toBe(0);
  });

  it("counts nothing before a lobby's opening: 3 min waited, then 1 min of exam, leaves 9 min", () => {
    const inLobby = { ...given, startsAt: 1_180_000 };
    expect(strictTimeLeftAt(inLobby, 1_100_000)).toBe(600_000);
    expect(strictTimeLeftAt(inLobby, 1_180_000)).toBe(600_000);
    expect(strictTimeLeftAt(inLobby, 1_240_000)).toBe(540_000);
  });

  it('ignores an opening already passed when the figure was given', () => {
    expect(strictTimeLeftAt({ ...given, startsAt: 400_000 }, 1_060_000)).toBe(540_000);
  });
});
