import { describe, expect, it, vi } from 'vitest';
import { atEndOfTurn, MAX_WAIT_MS, runOverdueWork } from './end-of-turn.ts';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('work for the end of the turn (decision 031)', () => {
  it('runs once, at the end of the turn, when nothing asks sooner', async () => {
    const work = vi.fn();
    atEndOfTurn(work);
    atEndOfTurn(work);
    expect(work).not.toHaveBeenCalled();
    await endOfTurn();
    expect(work).toHaveBeenCalledTimes(2);
    runOverdueWork();
    await endOfTurn();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('is run by the next request once it has waited long enough, and only then', async () => {
    const work = vi.fn();
    atEndOfTurn(work);
    runOverdueWork();
    expect(work).not.toHaveBeenCalled();
    busyFor(MAX_WAIT_MS + 1);
    runOverdueWork();
    expect(work).toHaveBeenCalledTimes(1);
    await endOfTurn();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
