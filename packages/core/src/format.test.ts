import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatRollNo, formatSeconds } from './format.ts';

describe('formatDuration', () => {
  it("shows whole minutes as 'Xh Ym', rounded down", () => {
    expect(formatDuration(60)).toBe('0h 1m');
    expect(formatDuration(4 * 60 + 24)).toBe('0h 4m');
    expect(formatDuration(3_725)).toBe('1h 2m');
  });
  it('shows less than a minute in seconds instead of 0h 0m', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(58)).toBe('58s');
    expect(formatDuration(59.6)).toBe('0h 1m');
  });
  it('writes Hindi units in Hindi', () => {
    expect(formatDuration(4 * 60 + 24, 'hi')).toBe('0 घं 4 मि');
    expect(formatDuration(2 * 3600 + 5 * 60, 'hi')).toBe('2 घं 5 मि');
    expect(formatDuration(24, 'hi')).toBe('24 से');
  });
  it('treats negative or broken input as no time', () => {
    expect(formatDuration(-5)).toBe('0s');
    expect(formatDuration(Number.NaN, 'hi')).toBe('0 से');
  });
});

describe('formatSeconds', () => {
  it('shows seconds, minutes and hours to the second', () => {
    expect(formatSeconds(42)).toBe('42s');
    expect(formatSeconds(65)).toBe('1m 05s');
    expect(formatSeconds(3_725)).toBe('1h 02m 05s');
    expect(formatSeconds(12.4)).toBe('12s');
  });
  it('writes Hindi units in Hindi', () => {
    expect(formatSeconds(24, 'hi')).toBe('24 से');
    expect(formatSeconds(65, 'hi')).toBe('1 मि 05 से');
    expect(formatSeconds(3_725, 'hi')).toBe('1 घं 02 मि 05 से');
  });
});

describe('formatDateTime', () => {
  // 15:19 UTC is 20:49 in India (UTC+5:30), whatever the machine's own zone.
  const moment = '2026-11-24T15:19:00Z';
  it('shows English dates in India Standard Time, named', () => {
    expect(formatDateTime(moment, 'en')).toBe('24 Nov 2026, 8:49 pm IST');
  });
  it('shows Hindi dates with a Hindi month and part of the day, not pm', () => {
    const text = formatDateTime(moment, 'hi');
    expect(text).toBe('24 नव॰ 2026, रात 8:49 IST');
    expect(text).not.toMatch(/pm/i);
  });
  it('moves past midnight into the next Indian day', () => {
    expect(formatDateTime('2026-11-24T19:00:00Z', 'en')).toBe('25 Nov 2026, 12:30 am IST');
  });
  it('shows a dash for something that is not a date', () => {
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatRollNo', () => {
  it('hides the registration placeholder 123 and blanks behind a dash', () => {
    expect(formatRollNo('123')).toBe('—');
    expect(formatRollNo(123)).toBe('—');
    expect(formatRollNo('')).toBe('—');
    expect(formatRollNo(null)).toBe('—');
  });
  it('shows a real roll number as it is', () => {
    expect(formatRollNo('10A-17')).toBe('10A-17');
    expect(formatRollNo('1234')).toBe('1234');
  });
});
