import { HEARTBEAT_MS as HEARTBEAT_INTERVAL_MS } from '../model/attempt-codes';
import type { TAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TIntegrityEvent, TIntegrityEventType } from '@exam/contracts/attempts/entities';
import { RESUME_GRACE_MS } from '@exam/core/resume';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { sendHeartbeat } from '../api/heartbeat';
import { saveResponse } from '../api/save-response';
import { submitAttempt } from '../api/submit-attempt';
import { flushOutbox } from '../model/flush';
import { rememberSaved } from '../model/offline-boot';
import {
  addEvent,
  clearEvents,
  eventsToSend,
  forgetSentEvents,
  wasReloaded,
} from '../model/integrity-events';
import {
  clearOutbox,
  putOutbox,
  readOutbox,
  type AttemptRef,
  type OutboxRecord,
} from '../model/outbox';
import {
  countsAfter,
  initPanel,
  panelReducer,
  answerOfSave,
  planSave,
  type SaveKind,
} from '../model/panel-machine';
import { buildRecord } from '../model/record';
import { classifySaveError, type SaveFailure, type SaveMessage } from '../model/save-error';
import { watchSession } from '../model/session-watch';
import { clearView, readView, writeView } from '../model/view-memory';
import { useCountdown } from './use-countdown';

interface ControllerInput {
  paper: TPaper;
  attempt: TAttempt;
  resume: TAttemptResponses;
  ref: AttemptRef;
  unsent: OutboxRecord[];
  student: { orgId: number; instituteId: number; studentId: number };
  /** The attempt is over (submitted, time over, closed by the server): show its result. */
  onClosed: () => void;
  /** Another tab or device took the exam over. */
  onTakenOver: () => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opening another question is recorded on the server this long after the last move. */
export const VIEW_DEBOUNCE_MS = 1_000;

/**
 * The running exam: the panel's state machine, its saves through the outbox, the heartbeat, the
 * countdown synced to the server's clock, and submitting.
 */
export function useExamController(input: ControllerInput) {
  const { paper, attempt, resume, ref, student } = input;
  const sessionId = attempt.sessionId;
  const [state, dispatch] = useReducer(
    panelReducer,
    {
      layout: paper.questions.map(({ questionId, questionNo, sectionId }) => ({
        questionId,
        questionNo,
        sectionId,
      })),
      stored: resume.responses,
      unsent: input.unsent,
      lastSeq: Math.max(attempt.lastSeq, resume.attempt.lastSeq),
      view: readView(ref),
      server: resume.attempt,
    },
    initPanel,
  );
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** The latest time the student left the exam screen (shown until dismissed). */
  const [warning, setWarning] = useState<TIntegrityEvent | null>(null);
  const stopped = useRef(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const callbacks = useRef(input);
  callbacks.current = input;

  const end = useCallback(
    (how: 'closed' | 'takenOver') => {
      if (stopped.current) return;
      stopped.current = true;
      if (how === 'closed') {
        // Nothing can be saved any more: the server kept everything up to the end.
        clearOutbox(ref);
        clearView(ref);
        clearEvents(ref);
        callbacks.current.onClosed();
      } else {
        callbacks.current.onTakenOver();
      }
    },
    [ref],
  );

  const onExpire = useCallback(() => {
    if (stopped.current) return;
    stopped.current = true;
    // The server submits on time-over by itself; submitting too is harmless (410 tolerated).
    void Promise.race([
      submitAttempt({ setId: ref.setId, attemptNo: ref.attemptNo, sessionId }).catch(() => null),
      wait(3000),
    ]).then(() => {
      clearOutbox(ref);
      clearView(ref);
      clearEvents(ref);
      callbacks.current.onClosed();
    });
  }, [ref, sessionId]);

  const startMs = resume.attempt.timeLeftMs > 0 ? resume.attempt.timeLeftMs : RESUME_GRACE_MS;
  const countdown = useCountdown(startMs, onExpire, true);
  const { sync } = countdown;

  const failed = useCallback(
    (failure: SaveFailure) => {
      if (failure.kind === 'takenOver' || failure.kind === 'closed') return end(failure.kind);
      dispatch({ type: 'saveFailed' });
      setMessage(failure.message);
    },
    [end],
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
  }, [ref, sessionId, sync, failed]);

  const questionById = useMemo(
    () => new Map(paper.questions.map((q) => [q.questionId, q])),
    [paper.questions],
  );

  // A second press before the first re-renders must not plan the same save twice.
  const planning = useRef(false);
  useEffect(() => {
    planning.current = false;
  }, [state.pending]);

  const save = (kind: SaveKind) => {
    if (state.pending || planning.current || stopped.current) return;
    const planned = planSave(state, kind);
    const question = questionById.get(planned.questionId);
    if (!question) return;
    planning.current = true;
    const record = buildRecord(planned, question, {
      student,
      examId: paper.exam.examId,
      setId: ref.setId,
      attemptNo: ref.attemptNo,
      timeLeftMs: countdown.readNow(),
      counts: countsAfter(state, planned),
    });
    dispatch({ type: 'saveStarted', save: planned });
    putOutbox(ref, record, sessionId);
    void flush();
  };

  // Another tab of this browser that starts a session for this attempt ends this one at once.
  useEffect(() => watchSession(ref, sessionId, () => end('takenOver')), [ref, sessionId, end]);

  // Where the student is: kept on this device, and sent with the heartbeat so a reload anywhere
  // opens the same question with the same questions visited.
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

  /** The heartbeat: the server's clock, the screen, the events; a 409 or 410 ends the sitting. */
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
      if (result.status !== 'open') return end('closed');
      sync(result.timeLeftMs);
      if (where.current.currentId === shown) remember(true);
      if (readOutbox(ref, sessionId).length > 0) void flush();
    } catch (error) {
      const failure = classifySaveError(error);
      if (failure.kind === 'takenOver' || failure.kind === 'closed') end(failure.kind);
    }
  }, [ref, sessionId, sync, flush, end, remember]);

  // The heartbeat keeps the server's clock running and brings its figure back; once the network
  // returns, it also sends what is waiting in the outbox.
  useEffect(() => {
    const id = window.setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
    const online = () => {
      if (readOutbox(ref, sessionId).length > 0) void flush();
    };
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('online', online);
    };
  }, [ref, sessionId, flush, beat]);

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
  }, [state.currentId, state.visited, state.nextSeq, remember, beat]);

  /** Leaving the exam screen: kept until a heartbeat delivers it, and shown to the student. */
  const recordEvent = useCallback(
    (type: TIntegrityEventType, at: number) => {
      if (stopped.current) return;
      const event = { type, at };
      addEvent(ref, event);
      setWarning(event);
    },
    [ref],
  );

  useEffect(() => {
    if (wasReloaded(ref)) recordEvent('reload', Date.now());
  }, [ref, recordEvent]);

  // Leaving the page while answers are unsent asks first.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (stopped.current || readOutbox(ref, sessionId).length === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [ref, sessionId]);

  /** Submit Exam confirmed: send what is unsaved, then submit. Resolves false when it could not. */
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
      if (failure.kind === 'takenOver' || failure.kind === 'closed') end(failure.kind);
      else setMessage(failure.message);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    state,
    dispatch,
    countdown,
    message,
    dismissMessage: () => setMessage(null),
    save,
    submit,
    submitting,
    warning,
    dismissWarning: () => setWarning(null),
    recordEvent,
  };
}
