import { ATTEMPT_CODES as ATTEMPT_ERROR } from '../model/attempt-codes';
import type { TAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { startTransition, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { getAttemptResponses } from '../api/get-attempt-responses';
import { saveResponse } from '../api/save-response';
import { startAttempt } from '../api/start-attempt';
import { takeEarlyStart } from '../boot/early-requests';
import { flushOutbox } from '../model/flush';
import {
  forgetBoot,
  offlineBoot,
  readBootMemory,
  rememberBoot,
  rememberSaved,
} from '../model/offline-boot';
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
      /** Opened from this device's memory: the server could not be reached (decision 013). */
      offline: boolean;
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
 * seq order what this device kept unsent, then read the resume state and the server's clock. With
 * nothing unsent, the start's answer carries that state (`withResponses`): one round trip fewer
 * before a phone paints the question. When
 * the network is down, the attempt this device booted before opens from its memory, its clock by
 * the strict rule (decision 013).
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
    // The panel that follows is drawn in a transition: React renders it in slices of a few
    // milliseconds, not in one long task of a phone's main thread (decision 029).
    const settle = (next: Boot) => {
      if (!cancelled) startTransition(() => setOutcome({ key, boot: next }));
    };
    void (async () => {
      const { studentId, orgId } = studentRef.current;
      /** The network is down: open the attempt this device booted before, if it may be. */
      const settledOffline = (error: unknown, started?: TAttempt) => {
        const opened = offlineBoot({
          error,
          online: navigator.onLine,
          memory: readBootMemory(studentId, setId),
          attemptNo: started?.attemptNo ?? attemptNo,
          deviceNow: Date.now(),
        });
        if (!opened) return false;
        // A start that did reach the server replaced the session: send with the new one.
        const attempt = started
          ? { ...opened.attempt, sessionId: started.sessionId }
          : opened.attempt;
        const ref: AttemptRef = { studentId, setId, attemptNo: attempt.attemptNo };
        settle({
          phase: 'ready',
          attempt,
          resume: opened.resume,
          ref,
          unsent: readOutbox(ref),
          offline: true,
        });
        return true;
      };
      /** The attempt and its resume state are known: open the panel (or its result). */
      const settleResume = (attempt: TAttempt, resume: TAttemptResponses, ref: AttemptRef) => {
        if (resume.attempt.status !== 'open') {
          forgetBoot(studentId, setId);
          settle({ phase: 'closed', attemptNo: attempt.attemptNo });
        } else {
          rememberBoot(studentId, attempt, resume);
          settle({ phase: 'ready', attempt, resume, ref, unsent: readOutbox(ref), offline: false });
        }
      };
      let attempt: TAttempt;
      try {
        try {
          attempt = await ((runId === 0 ? takeEarlyStart(setId, attemptNo) : null) ??
            startAttempt({ setId, withResponses: true, ...(attemptNo ? { attemptNo } : {}) }));
        } catch (error) {
          if (!askedWrongAttempt(error)) throw error;
          attempt = await startAttempt({ setId, withResponses: true });
        }
      } catch (error) {
        if (isClosed(error)) {
          forgetBoot(studentId, setId);
          settle({ phase: 'alreadySubmitted', attemptNo: attemptNo ?? 1 });
        } else if (!settledOffline(error)) settle({ phase: 'failed', error });
        return;
      }
      if (cancelled) return;
      const { responses: startedWith, ...started } = attempt;
      attempt = started;
      const ref: AttemptRef = { studentId, setId, attemptNo: attempt.attemptNo };
      // Nothing kept unsent on this device: the start's own answer is the resume state.
      if (startedWith && readOutbox(ref).length === 0)
        return settleResume(attempt, startedWith, ref);
      // Acknowledgements here need no event: the resume call below returns what was stored. They
      // are remembered, though, should the network go before that call answers.
      const flushed = await flushOutbox(ref, attempt.sessionId, saveResponse, {
        onAck: (record, ack) => rememberSaved(ref, record, ack),
        onDrop: () => {},
      });
      if (!flushed.ok && flushed.failure.kind === 'takenOver')
        return settle({ phase: 'takenOver' });
      if (!flushed.ok && flushed.failure.kind === 'closed') {
        clearOutbox(ref); // the attempt is over: the server kept what it had
        forgetBoot(studentId, setId);
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
        if (cancelled) return;
        settleResume(attempt, resume, ref);
      } catch (error) {
        if (isClosed(error)) {
          forgetBoot(studentId, setId);
          settle({ phase: 'closed', attemptNo: attempt.attemptNo });
        } else if (!settledOffline(error, attempt)) settle({ phase: 'failed', error });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [key, setId, examId, attemptNo, runId]);

  return outcome.key === key ? outcome.boot : { phase: 'loading' };
}
