import type { TAttemptSummary } from '@exam/contracts/results/entities';
import { describe, expect, it } from 'vitest';
import { nextAttemptNo } from './next-attempt-no';

const submitted = (setId: number, attemptNo: number) =>
  ({ setId, attemptNo }) as unknown as TAttemptSummary;

describe('nextAttemptNo', () => {
  it('is 1 for a set never submitted', () => {
    expect(nextAttemptNo({}, 10)).toBe(1);
    expect(nextAttemptNo({ '11': [submitted(11, 4)] }, 10)).toBe(1);
  });

  it("is one after the highest submitted attempt of that set, whatever the list's order", () => {
    expect(nextAttemptNo({ '10': [submitted(10, 1)] }, 10)).toBe(2);
    expect(
      nextAttemptNo({ '10': [submitted(10, 2), submitted(10, 3), submitted(10, 1)] }, 10),
    ).toBe(4);
  });
});
