import type { TIntegrityEvent, TIntegrityEventType } from '@exam/contracts/attempts/entities';
import { useCallback, useEffect, useState } from 'react';
import { addEvent, wasReloaded } from '../model/integrity-events';
import type { AttemptRef } from '../model/outbox';
import type { SittingEnd } from './use-sitting-end';

/**
 * Leaving the exam screen (and reloading it): kept until a heartbeat delivers it, and the latest
 * shown to the student until dismissed.
 */
export function useIntegrityWarning(ref: AttemptRef, sitting: SittingEnd) {
  const { stopped } = sitting;
  const [warning, setWarning] = useState<TIntegrityEvent | null>(null);

  const recordEvent = useCallback(
    (type: TIntegrityEventType, at: number) => {
      if (stopped.current) return;
      const event = { type, at };
      addEvent(ref, event);
      setWarning(event);
    },
    [ref, stopped],
  );

  useEffect(() => {
    if (wasReloaded(ref)) recordEvent('reload', Date.now());
  }, [ref, recordEvent]);

  return { warning, dismissWarning: () => setWarning(null), recordEvent };
}
