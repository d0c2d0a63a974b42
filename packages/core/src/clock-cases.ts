import type { ClockRule } from './clock.ts';

/** The pause threshold every case is measured with (CLOCK_PAUSE_AFTER_MS's default). */
export const CASE_PAUSE_AFTER_MS = 60_000;

/**
 * One contact (a save or a heartbeat) with an attempt's clock as stored before it. Gaps stay a
 * second or more from the threshold, so a case holds whether the clock is read in JavaScript or
 * by a database statement a few milliseconds later.
 */
export interface ClockCase {
  name: string;
  rule: ClockRule;
  timeLeftMs: number;
  pausedMs: number;
  /** Time since the last contact: now − clockAt. */
  gapMs: number;
  /** The hard end's distance from now (negative: passed). */
  hardEndInMs: number;
  expected: { timeLeftMs: number; pausedMs: number; interrupted: boolean; over: boolean };
}

const HOUR = 3_600_000;

/**
 * The clock rule's cases (DESIGN.md §6, decisions 012 and 024), run through packages/core's
 * advanceClock and isTimeOver and through the server's save statement alike, so the SQL form of the
 * rule cannot drift from the rule.
 */
export const CLOCK_CASES: ClockCase[] = [
  {
    name: 'strict: a short gap is deducted',
    rule: 'strict',
    timeLeftMs: 1_800_000,
    pausedMs: 0,
    gapMs: 20_000,
    hardEndInMs: HOUR,
    expected: { timeLeftMs: 1_780_000, pausedMs: 0, interrupted: false, over: false },
  },
  {
    name: 'strict: a silence longer than the pause threshold is deducted in full',
    rule: 'strict',
    timeLeftMs: 1_800_000,
    pausedMs: 0,
    gapMs: 600_000,
    hardEndInMs: HOUR,
    expected: { timeLeftMs: 1_200_000, pausedMs: 0, interrupted: false, over: false },
  },
  {
    name: 'strict: time runs out during a long absence',
    rule: 'strict',
    timeLeftMs: 240_000,
    pausedMs: 0,
    gapMs: 300_000,
    hardEndInMs: HOUR,
    expected: { timeLeftMs: 0, pausedMs: 0, interrupted: false, over: true },
  },
  {
    name: 'strict: time left, but the hard end has passed',
    rule: 'strict',
    timeLeftMs: 600_000,
    pausedMs: 0,
    gapMs: 10_000,
    hardEndInMs: -5_000,
    expected: { timeLeftMs: 590_000, pausedMs: 0, interrupted: false, over: true },
  },
  {
    name: 'strict: extra time granted after the time ran out (time left and hard end both grew)',
    rule: 'strict',
    timeLeftMs: 300_000,
    pausedMs: 0,
    gapMs: 30_000,
    hardEndInMs: 270_000,
    expected: { timeLeftMs: 270_000, pausedMs: 0, interrupted: false, over: false },
  },
  {
    name: 'pause-on-silence: a gap below the threshold is deducted',
    rule: 'pause-on-silence',
    timeLeftMs: 1_800_000,
    pausedMs: 0,
    gapMs: 59_000,
    hardEndInMs: HOUR,
    expected: { timeLeftMs: 1_741_000, pausedMs: 0, interrupted: false, over: false },
  },
  {
    name: 'pause-on-silence: a gap above the threshold is a pause and costs nothing',
    rule: 'pause-on-silence',
    timeLeftMs: 1_800_000,
    pausedMs: 5_000,
    gapMs: 61_000,
    hardEndInMs: HOUR,
    expected: { timeLeftMs: 1_800_000, pausedMs: 66_000, interrupted: true, over: false },
  },
  {
    name: 'pause-on-silence: a ten-minute interruption adds to the pauses before it',
    rule: 'pause-on-silence',
    timeLeftMs: 900_000,
    pausedMs: 120_000,
    gapMs: 600_000,
    hardEndInMs: HOUR,
    expected: { timeLeftMs: 900_000, pausedMs: 720_000, interrupted: true, over: false },
  },
  {
    name: 'pause-on-silence: the most pause allowed is used up (the hard end has passed)',
    rule: 'pause-on-silence',
    timeLeftMs: 900_000,
    pausedMs: 1_200_000,
    gapMs: 700_000,
    hardEndInMs: -100_000,
    expected: { timeLeftMs: 900_000, pausedMs: 1_900_000, interrupted: true, over: true },
  },
  {
    name: 'pause-on-silence: time runs out within the threshold',
    rule: 'pause-on-silence',
    timeLeftMs: 30_000,
    pausedMs: 0,
    gapMs: 45_000,
    hardEndInMs: HOUR,
    expected: { timeLeftMs: 0, pausedMs: 0, interrupted: false, over: true },
  },
  {
    name: 'pause-on-silence: extra time after the hard end had passed',
    rule: 'pause-on-silence',
    timeLeftMs: 400_000,
    pausedMs: 1_800_000,
    gapMs: 10_000,
    hardEndInMs: 290_000,
    expected: { timeLeftMs: 390_000, pausedMs: 1_800_000, interrupted: false, over: false },
  },
];
