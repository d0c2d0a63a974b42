import { useCallback, useEffect, useRef } from 'react';
import { sendHeartbeat } from '../api/heartbeat';
import { HEARTBEAT_MS } from '../model/attempt-codes';
import { eventsToSend, forgetSentEvents } from '../model/integrity-events';
import { readOutbox, type AttemptRef } from '../model/outbox';
import type { PanelState } from '../model/panel-machine';
import { classifySaveError } from '../model/save-error';
import { writeView } from '../model/view-memory';
import { useAttemptEvents } from './use-attempt-events';
import { endOf, type SittingEnd } from './use-sitting-end';

/** Opening another question is recorded on the server this long after the last move. */
export const VIEW_DEBOUNCE_MS = 1_000;

interface HeartbeatInput {
  ref: AttemptRef;
  sessionId: string;
  state: Pick<PanelState, 'currentId' | 'visited' | 'nextSeq'>;
  sitting: SittingEnd;
  sync: (timeLeftMs: number) => void;
  /** Sends the outbox; the heartbeat calls it while answers wait there. */
  flush: () => Promise<boolean>;
}

/**
 * The heartbeat every HEARTBEAT_MS: it keeps the server's clock running and brings its figure
 * back, carries where the student is and the integrity events, and ends the sitting on a 409 or
 * 410. The attempt's event stream runs it at once when staff change the attempt. Where the
 * student is is also kept on this device at once, so a reload anywhere opens the same question
 * with the same questions visited.
 */
export function useHeartbeat({ ref, sessionId, state, sitting, sync, flush }: HeartbeatInput) {
  const { stopped, end } = sitting;
  const where = useRef({ currentId: state.currentId, visited: state.visited, atSeq: 0 });
  where.current = { currentId: state.currentId, visited: state.visited, atSeq: state.nextSeq - 1 };

  const remember = useCallback(
    (synced: boolean) => {
      const now = where.current;
      writeView(ref, {
        questionId: now.currentId,
        visited: Object.keys(now.visited).map(Number),
        atSeq: now.atSeq,
        synced,
      });
    },
    [ref],
  );

  const beat = useCallback(async () => {
    if (stopped.current) return;
    const shown = where.current.currentId;
    const events = eventsToSend(ref);
    try {
      const result = await sendHeartbeat({
        setId: ref.setId,
        attemptNo: ref.attemptNo,
        sessionId,
        currentQuestionId: shown,
        visitedQuestionIds: Object.keys(where.current.visited).map(Number).slice(0, 1000),
        ...(events.length > 0 ? { events } : {}),
      });
      if (stopped.current) return;
      forgetSentEvents(ref, events);
      if (result.status !== 'open')
        return end(result.submitReason === 'force-submitted' ? 'forceSubmitted' : 'closed');
      sync(result.timeLeftMs);
      if (where.current.currentId === shown) remember(true);
      if (readOutbox(ref, sessionId).length > 0) void flush();
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind === 'takenOver' || failure.kind === 'closed') end(endOf(failure));
    }
  }, [ref, sessionId, stopped, sync, flush, end, remember]);

  // Staff force-submitted the attempt or gave it extra time: the server says so at once.
  useAttemptEvents({ ref, stopped, onChange: () => void beat() });

  useEffect(() => {
    const id = window.setInterval(() => void beat(), HEARTBEAT_MS);
    // Coming back to the exam screen asks at once, so a candidate submitted meanwhile (by the
    // invigilator) is told now rather than at the next beat.
    const back = () => {
      if (document.visibilityState === 'visible') void beat();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, [beat]);

  // Opening another question: remembered here at once, recorded on the server a second later.
  const firstView = useRef(true);
  useEffect(() => {
    if (stopped.current) return;
    remember(false);
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    const id = window.setTimeout(() => void beat(), VIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [state.currentId, state.visited, state.nextSeq, stopped, remember, beat]);
}
