import { describe, expect, it, vi } from 'vitest';
import { watchSession } from './session-watch';

const REF = { studentId: 7, setId: 10, attemptNo: 1 };
const KEY = 'examPanel.v1.session.7.10.1';

describe('a tab hears that another tab took the attempt over', () => {
  it('through the storage event of the announcement (the fallback)', () => {
    const taken = vi.fn();
    const stop = watchSession(REF, 'tab-a', taken);
    expect(localStorage.getItem(KEY)).toBe('tab-a');
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'tab-a' }));
    expect(taken).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'tab-b' }));
    expect(taken).toHaveBeenCalledTimes(1);
    stop();
  });

  it('through the BroadcastChannel, when another session announces itself', async () => {
    if (typeof BroadcastChannel === 'undefined') return;
    const taken = vi.fn();
    const stopA = watchSession(REF, 'tab-a', taken);
    const stopB = watchSession(REF, 'tab-b', () => {});
    await vi.waitFor(() => expect(taken).toHaveBeenCalled());
    stopA();
    stopB();
  });
});
