import { ATTEMPT_CODES as ATTEMPT_ERROR } from '../model/attempt-codes';
import type { TAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { getAttemptResponses } from '../api/get-attempt-responses';
import { saveResponse } from '../api/save-response';
import { startAttempt } from '../api/start-attempt';
import { flushOutbox } from '../model/flush';
import { clearOutbox, readOutbox, type AttemptRef, type OutboxRecord } from '../model/outbox';

export type Boot =
  | { phase: 'loading' }
  | { phase: 'failed'; error: unknown }
  /** The attempt asked for is submitted (or its time ran out): see its result or start anew. */
  | { phase: 'alreadySubmitted'; attemptNo: number }
  /** The attempt closed while re-sending what was kept: go to its result. */
  | { phase: 'closed'; attemptNo: number }
  | { phase: 'takenOver' }
  | {
      phase: 'ready';
      attempt: TAttempt;
      resume: TAttemptResponses;
      ref: AttemptRef;
      /** Records still not acknowledged after re-sending (shown as unsaved). */
      unsent: OutboxRecord[];
    };

interface BootInput {
  setId: number;
  examId: number;
  student: { studentId: number; orgId: number };
  /** From the navigation state only; left out, the server continues the open attempt or starts one. */
  attemptNo: number | undefined;
  /** Changing it starts again (Retry, or 'start a new attempt' with attemptNo undefined). */
  runId: number;
}

/** attemptNo given but not the open one: continue the open attempt or start the next instead. */
const askedWrongAttempt = (error: unknown) =>
  isApiError(error) &&
  (error.code === ATTEMPT_ERROR.attemptInProgress ||
    (error.code === 'BAD_REQUEST' && error.fieldErrors.some((f) => f.field === 'body.attemptNo')) ||
    (error.code === 'BAD_REQUEST' && /attemptNo/.test(error.message)));

const isClosed = (error: unknown) =>
  isApiError(error) && (error.code === ATTEMPT_ERROR.attemptClosed || error.httpStatus === 410);

/**
 * Entering the panel (DESIGN.md §6): start (or continue) the attempt with a new session, re-send in
 * seq order what this device kept unsent, then read the resume state and the server's clock.
 */
export function useExamBoot({ setId, examId, student, attemptNo, runId }: BootInput): Boot {
  // Each run's outcome is kept with its key, so a new run (Retry, Continue in this tab) never shows
  // the previous run's attempt and session for even one render.
  const key = `${setId}|${attemptNo ?? ''}|${runId}`;
  const [outcome, setOutcome] = useState<{ key: string; boot: Boot }>({
    key,
    boot: { phase: 'loading' },
  });
  const studentRef = useRef(student);
  studentRef.current = student;

  useEffect(() => {
    let cancelled = false;
    const settle = (next: Boot) => {
      if (!cancelled) setOutcome({ key, boot: next });
    };
    void (async () => {
      const { studentId, orgId } = studentRef.current;
      let attempt: TAttempt;
      try {
        try {
          attempt = await startAttempt({ setId, ...(attemptNo ? { attemptNo } : {}) });
        } catch (error) {
          if (!askedWrongAttempt(error)) throw error;
          attempt = await startAttempt({ setId });
        }
      } catch (error) {
        if (isClosed(error)) settle({ phase: 'alreadySubmitted', attemptNo: attemptNo ?? 1 });
        else settle({ phase: 'failed', error });
        return;
      }
      if (cancelled) return;
      const ref: AttemptRef = { studentId, setId, attemptNo: attempt.attemptNo };
      // Acknowledgements here need no event: the resume call below returns what was stored.
      const flushed = await flushOutbox(ref, attempt.sessionId, saveResponse, {
        onAck: () => {},
        onDrop: () => {},
      });
      if (!flushed.ok && flushed.failure.kind === 'takenOver')
        return settle({ phase: 'takenOver' });
      if (!flushed.ok && flushed.failure.kind === 'closed') {
        clearOutbox(ref); // the attempt is over: the server kept what it had
        return settle({ phase: 'closed', attemptNo: attempt.attemptNo });
      }
      try {
        const resume = await getAttemptResponses({
          orgId,
          studentId,
          examId: attempt.examId || examId,
          setId,
          attemptNo: attempt.attemptNo,
        });
        if (resume.attempt.status !== 'open')
          return settle({ phase: 'closed', attemptNo: attempt.attemptNo });
        settle({ phase: 'ready', attempt, resume, ref, unsent: readOutbox(ref) });
      } catch (error) {
        if (isClosed(error)) settle({ phase: 'closed', attemptNo: attempt.attemptNo });
        else settle({ phase: 'failed', error });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [key, setId, examId, attemptNo]);

  return outcome.key === key ? outcome.boot : { phase: 'loading' };
}
