import { describe, expect, it } from 'vitest';
import { formatTimeTaken } from './time-taken';

describe('formatTimeTaken', () => {
  it('shows seconds, minutes and hours as a student reads them', () => {
    expect(formatTimeTaken(0)).toBe('0s');
    expect(formatTimeTaken(45)).toBe('45s');
    expect(formatTimeTaken(185)).toBe('3m 05s');
    expect(formatTimeTaken(3725)).toBe('1h 02m 05s');
    expect(formatTimeTaken(-3)).toBe('0s');
  });
});
