import { describe, expect, it } from 'vitest';
import {
  accessibilityExtraMs,
  currentWindow,
  formatWindowTime,
  isResultReleased,
  resultsReleaseAt,
  timeAllowedMs,
  windowState,
} from './schedule.ts';

describe('exam windows (decision 018)', () => {
  it('is upcoming before it opens, open until the close, closed from the close on', () => {
    expect(windowState(100, 200, 99)).toBe('upcoming');
    expect(windowState(100, 200, 100)).toBe('open');
    expect(windowState(100, 200, 199)).toBe('open');
    expect(windowState(100, 200, 200)).toBe('closed');
  });

  it('picks the open window first, then the next to open, then the last closed', () => {
    const a = { opensAt: 0, closesAt: 10 };
    const b = { opensAt: 50, closesAt: 60 };
    const c = { opensAt: 20, closesAt: 40 };
    expect(currentWindow([a, b, c], 30)).toBe(c);
    expect(currentWindow([a, b, c], 45)).toBe(b);
    expect(currentWindow([a, b, c], 70)).toBe(b);
    expect(currentWindow([a, c], 15)).toBe(c);
    expect(currentWindow([], 15)).toBeUndefined();
  });
});

describe('results release', () => {
  const window = (
    resultsRelease: 'immediate' | 'at-close' | 'manual',
    releasedAt: number | null = null,
  ) => ({
    resultsRelease,
    closesAt: 1_000,
    resultsReleasedAt: releasedAt,
  });

  it('shows an immediate result at once', () => {
    expect(resultsReleaseAt(window('immediate'))).toBeNull();
    expect(isResultReleased(window('immediate'), 0)).toBe(true);
  });

  it('withholds an at-close result until the close', () => {
    expect(resultsReleaseAt(window('at-close'))).toBe(1_000);
    expect(isResultReleased(window('at-close'), 999)).toBe(false);
    expect(isResultReleased(window('at-close'), 1_000)).toBe(true);
  });

  it('withholds a manual result until staff release it, with no date before', () => {
    expect(resultsReleaseAt(window('manual'))).toBeUndefined();
    expect(isResultReleased(window('manual'), 10_000)).toBe(false);
    expect(isResultReleased(window('manual', 500), 600)).toBe(true);
  });

  it('lets a release by hand come before the close', () => {
    expect(isResultReleased(window('at-close', 400), 500)).toBe(true);
  });
});

describe('accessibility extra time', () => {
  it('is a percent of the duration: 25 % of 60 min is 15 min', () => {
    expect(accessibilityExtraMs(3_600_000, 25)).toBe(900_000);
  });
  it('rounds up to a whole second and is 0 without a percent', () => {
    expect(accessibilityExtraMs(100_000, 33)).toBe(33_000);
    expect(accessibilityExtraMs(1_001_000, 10)).toBe(101_000);
    expect(accessibilityExtraMs(3_600_000, 0)).toBe(0);
  });
});

describe('the time an attempt was given', () => {
  it('is its duration and its extra time together', () => {
    expect(timeAllowedMs({ durationMs: 3_600_000, extraMs: 600_000 })).toBe(4_200_000);
    expect(timeAllowedMs({ durationMs: 900_000, extraMs: 0 })).toBe(900_000);
  });
});

describe('a window moment as people read it', () => {
  const tenAmInIndia = Date.parse('2026-11-25T04:30:00Z');
  it('names the zone, with am/pm in English and the part of the day in Hindi', () => {
    expect(formatWindowTime(tenAmInIndia, 'Asia/Kolkata')).toBe('25 Nov 2026, 10:00 am IST');
    expect(formatWindowTime(tenAmInIndia, 'Asia/Kolkata', 'hi-IN')).toBe(
      '25 नव॰ 2026, 10:00 सुबह IST',
    );
    expect(formatWindowTime(tenAmInIndia, 'Asia/Kolkata', 'hi-IN')).not.toMatch(/am|pm/i);
  });
});
