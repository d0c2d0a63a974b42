import { useCallback, useEffect, useRef } from 'react';
import { submitAttempt } from '../api/submit-attempt';
import { clearEvents } from '../model/integrity-events';
import { clearOutbox, type AttemptRef } from '../model/outbox';
import { watchSession } from '../model/session-watch';
import { clearView } from '../model/view-memory';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type EndHow = 'closed' | 'forceSubmitted' | 'takenOver';

/** How a failed call that ends the sitting ends it. */
export const endOf = (failure: { kind: 'closed'; forced?: boolean } | { kind: 'takenOver' }) =>
  failure.kind === 'closed' && failure.forced ? ('forceSubmitted' as const) : failure.kind;

/** What the other parts of the sitting read to stop, and call to end it. */
export interface SittingEnd {
  /** True once the sitting has ended: nothing is sent, saved or shown any more. */
  stopped: { readonly current: boolean };
  end: (how: EndHow) => void;
  /** The countdown reached zero. */
  expire: () => void;
}

interface SittingEndInput {
  ref: AttemptRef;
  sessionId: string;
  /**
   * The attempt is over (submitted, time over, closed by the server): show its result; `forced`
   * when the invigilator submitted it, which the student is told before the result.
   */
  onClosed: (forced?: boolean) => void;
  /** Another tab or device took the exam over. */
  onTakenOver: () => void;
}

/**
 * How a sitting ends, once: closed (by a submit, the server or the time running out), or taken
 * over by another tab of this browser or another device.
 */
export function useSittingEnd({ ref, sessionId, onClosed, onTakenOver }: SittingEndInput) {
  const stopped = useRef(false);
  const callbacks = useRef({ onClosed, onTakenOver });
  callbacks.current = { onClosed, onTakenOver };

  const closed = useCallback(
    (forced = false) => {
      // Nothing can be saved any more: the server kept everything up to the end.
      clearOutbox(ref);
      clearView(ref);
      clearEvents(ref);
      callbacks.current.onClosed(forced);
    },
    [ref],
  );

  const end = useCallback(
    (how: EndHow) => {
      if (stopped.current) return;
      stopped.current = true;
      if (how === 'takenOver') callbacks.current.onTakenOver();
      else closed(how === 'forceSubmitted');
    },
    [closed],
  );

  const expire = useCallback(() => {
    if (stopped.current) return;
    stopped.current = true;
    // The server submits on time-over by itself; submitting too is harmless (410 tolerated).
    void Promise.race([
      submitAttempt({ setId: ref.setId, attemptNo: ref.attemptNo, sessionId }).catch(() => null),
      wait(3000),
    ]).then(() => closed());
  }, [ref, sessionId, closed]);

  // Another tab of this browser that starts a session for this attempt ends this one at once.
  useEffect(() => watchSession(ref, sessionId, () => end('takenOver')), [ref, sessionId, end]);

  return { stopped, end, expire } satisfies SittingEnd;
}
