import { HEARTBEAT_MS as HEARTBEAT_INTERVAL_MS } from '../model/attempt-codes';
import type { TAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TPaper } from '@exam/contracts/papers/entities';
import { RESUME_GRACE_MS } from '@exam/core/resume';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { sendHeartbeat } from '../api/heartbeat';
import { saveResponse } from '../api/save-response';
import { submitAttempt } from '../api/submit-attempt';
import { flushOutbox } from '../model/flush';
import { rememberSaved } from '../model/offline-boot';
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
  planSave,
  toAction,
  type SaveKind,
} from '../model/panel-machine';
import { buildRecord } from '../model/record';
import { classifySaveError, type SaveFailure, type SaveMessage } from '../model/save-error';
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
    },
    initPanel,
  );
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
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
      const result = await flushOutbox(ref, sessionId, saveResponse, {
        onAck: (record, ack) => {
          rememberSaved(ref, record, ack);
          dispatch({
            type: 'saveAcked',
            seq: record.seq,
            questionId: record.questionId,
            answer: { action: toAction(record.action), answerId: record.answerId },
          });
          if (!stopped.current) sync(ack.timeLeftMs);
        },
        onDrop: (record, failure) => {
          dispatch({ type: 'saveDropped', seq: record.seq, questionId: record.questionId });
          if (failure.kind === 'rejected') setMessage(failure.message);
        },
      });
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
    putOutbox(ref, record);
    void flush();
  };

  // The heartbeat keeps the server's clock running and brings its figure back; once the network
  // returns, it also sends what is waiting in the outbox.
  useEffect(() => {
    const beat = async () => {
      if (stopped.current) return;
      try {
        const result = await sendHeartbeat({
          setId: ref.setId,
          attemptNo: ref.attemptNo,
          sessionId,
        });
        if (stopped.current) return;
        if (result.status !== 'open') return end('closed');
        sync(result.timeLeftMs);
        if (readOutbox(ref).length > 0) void flush();
      } catch (error) {
        const failure = classifySaveError(error);
        if (failure.kind === 'takenOver' || failure.kind === 'closed') end(failure.kind);
      }
    };
    const id = window.setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
    const online = () => {
      if (readOutbox(ref).length > 0) void flush();
    };
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('online', online);
    };
  }, [ref, sessionId, sync, flush, end]);

  // Where the student is, so a reload on this device opens the same question.
  useEffect(() => {
    if (stopped.current) return;
    writeView(ref, {
      questionId: state.currentId,
      visited: Object.keys(state.visited).map(Number),
      atSeq: state.nextSeq - 1,
    });
  }, [ref, state.currentId, state.visited, state.nextSeq]);

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
  };
}
