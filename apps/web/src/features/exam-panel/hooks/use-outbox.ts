import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { saveResponse } from '../api/save-response';
import { flushOutbox } from '../model/flush';
import { rememberSaved } from '../model/offline-boot';
import { readOutbox, type AttemptRef } from '../model/outbox';
import { answerOfSave, type PanelEvent } from '../model/panel-machine';
import type { SaveFailure, SaveMessage } from '../model/save-error';
import { endOf, type SittingEnd } from './use-sitting-end';

interface OutboxInput {
  ref: AttemptRef;
  sessionId: string;
  sitting: SittingEnd;
  dispatch: Dispatch<PanelEvent>;
  /** Brings the countdown to the server's figure that came with an acknowledgement. */
  sync: (timeLeftMs: number) => void;
}

/**
 * The answers waiting on this device: sent in seq order one flush at a time, again when the
 * network returns, and guarded by a question before the page is left with any unsent.
 */
export function useOutbox({ ref, sessionId, sitting, dispatch, sync }: OutboxInput) {
  const { stopped, end } = sitting;
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const failed = useCallback(
    (failure: SaveFailure) => {
      if (failure.kind === 'takenOver' || failure.kind === 'closed') return end(endOf(failure));
      dispatch({ type: 'saveFailed' });
      setMessage(failure.message);
    },
    [end, dispatch],
  );

  /** Sends the outbox in seq order, one flush at a time. Resolves true when it is empty. */
  const flush = useCallback(() => {
    const run = queue.current.then(async () => {
      if (stopped.current) return false;
      const result = await flushOutbox(
        ref,
        sessionId,
        saveResponse,
        {
          onAck: (record, ack) => {
            rememberSaved(ref, record, ack);
            dispatch({
              type: 'saveAcked',
              seq: record.seq,
              questionId: record.questionId,
              answer: answerOfSave(record),
            });
            if (!stopped.current) sync(ack.timeLeftMs);
          },
          onDrop: (record, failure) => {
            dispatch({ type: 'saveDropped', seq: record.seq, questionId: record.questionId });
            if (failure.kind === 'rejected') setMessage(failure.message);
          },
        },
        'own',
      );
      if (!result.ok) {
        failed(result.failure);
        return false;
      }
      setMessage(null);
      return true;
    });
    queue.current = run.catch(() => false);
    return run;
  }, [ref, sessionId, stopped, dispatch, sync, failed]);

  // Once the network returns, what is waiting in the outbox goes.
  useEffect(() => {
    const online = () => {
      if (readOutbox(ref, sessionId).length > 0) void flush();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [ref, sessionId, flush]);

  // Leaving the page while answers are unsent asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (stopped.current || readOutbox(ref, sessionId).length === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [ref, sessionId, stopped]);

  return { flush, message, setMessage };
}
