import { describe, expect, it } from 'vitest';
import { isoToZoned, zonedToIso } from './zoned-time';

describe('date-times in the window’s zone', () => {
  it('reads 10:00 in India as 04:30 UTC, and back', () => {
    expect(zonedToIso('2026-11-25T10:00', 'Asia/Kolkata')).toBe('2026-11-25T04:30:00.000Z');
    expect(isoToZoned('2026-11-25T04:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-25T10:00');
  });
  it('follows daylight saving time where the zone has it', () => {
    expect(zonedToIso('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToIso('2026-12-01T09:00', 'Europe/London')).toBe('2026-12-01T09:00:00.000Z');
  });
  it('refuses what is not a date and time', () => {
    expect(zonedToIso('', 'Asia/Kolkata')).toBeNull();
  });
});
