import { describe, expect, it, vi } from 'vitest';
import { activateWaitingAtStart } from './service-worker';

function setup({ waiting = true, controlled = true } = {}) {
  const postMessage = vi.fn();
  const listeners: (() => void)[] = [];
  const registration = {
    waiting: waiting ? ({ postMessage } as unknown as ServiceWorker) : null,
  };
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    addEventListener: vi.fn((_type: string, listener: () => void) => listeners.push(listener)),
  } as unknown as Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  const reload = vi.fn();
  return { registration, container, reload, postMessage, listeners };
}

describe('a new release waiting at a start of the app', () => {
  it('is activated on any page but the exam panel, and the page loads once more with it', () => {
    const s = setup();
    expect(activateWaitingAtStart(s.registration, s.container, '/exam/list/3', s.reload)).toBe(
      true,
    );
    expect(s.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(s.reload).not.toHaveBeenCalled();
    s.listeners.forEach((listener) => listener()); // the new worker took control
    expect(s.reload).toHaveBeenCalledTimes(1);
  });

  it('waits while an exam is open on this page', () => {
    const s = setup();
    expect(activateWaitingAtStart(s.registration, s.container, '/exampanel', s.reload)).toBe(false);
    expect(s.postMessage).not.toHaveBeenCalled();
  });

  it('does nothing without a waiting worker, or on a first visit not yet controlled', () => {
    const none = setup({ waiting: false });
    expect(activateWaitingAtStart(none.registration, none.container, '/', none.reload)).toBe(false);
    const first = setup({ controlled: false });
    expect(activateWaitingAtStart(first.registration, first.container, '/', first.reload)).toBe(
      false,
    );
    expect(first.postMessage).not.toHaveBeenCalled();
  });
});
