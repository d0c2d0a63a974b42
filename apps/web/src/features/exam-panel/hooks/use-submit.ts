import { useState } from 'react';
import { submitAttempt } from '../api/submit-attempt';
import type { AttemptRef } from '../model/outbox';
import { classifySaveError, type SaveMessage } from '../model/save-error';
import { endOf, type SittingEnd } from './use-sitting-end';

interface SubmitInput {
  ref: AttemptRef;
  sessionId: string;
  sitting: SittingEnd;
  flush: () => Promise<boolean>;
  /** Where a failed submit says why. */
  showMessage: (message: SaveMessage) => void;
}

/** Submit Exam confirmed: what is unsaved goes first, then the submit; the sitting then ends. */
export function useSubmit({ ref, sessionId, sitting, flush, showMessage }: SubmitInput) {
  const { stopped, end } = sitting;
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (stopped.current) return;
    setSubmitting(true);
    try {
      const empty = await flush();
      if (stopped.current) return;
      if (!empty) return;
      await submitAttempt({ setId: ref.setId, attemptNo: ref.attemptNo, sessionId });
      end('closed');
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind === 'takenOver' || failure.kind === 'closed') end(endOf(failure));
      else showMessage(failure.message);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
