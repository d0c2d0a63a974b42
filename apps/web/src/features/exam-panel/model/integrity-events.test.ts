import { describe, expect, it } from 'vitest';
import {
  addEvent,
  eventsToSend,
  forgetSentEvents,
  readEvents,
  wasReloaded,
} from './integrity-events';

const REF = { studentId: 7, setId: 10, attemptNo: 1 };

describe('integrity events kept until a heartbeat delivers them', () => {
  it('keeps events in order and forgets only those delivered', () => {
    addEvent(REF, { type: 'tab-hidden', at: 1000 });
    const sent = eventsToSend(REF);
    addEvent(REF, { type: 'fullscreen-exit', at: 2000 });
    forgetSentEvents(REF, sent);
    expect(readEvents(REF)).toEqual([{ type: 'fullscreen-exit', at: 2000 }]);
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(
      'examPanel.v1.events.7.10.1',
      '[{"type":"nap","at":1},{"type":"reload","at":5}]',
    );
    expect(readEvents(REF)).toEqual([{ type: 'reload', at: 5 }]);
  });

  it('a second opening of the panel in the same page is not a reload', () => {
    sessionStorage.clear();
    expect(wasReloaded(REF)).toBe(false);
    expect(wasReloaded(REF)).toBe(false);
  });
});
