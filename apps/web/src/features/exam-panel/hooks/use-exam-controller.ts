import type { TAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TPaper } from '@exam/contracts/papers/entities';
import { inPaperOrder } from '@exam/core/paper-order';
import { RESUME_GRACE_MS } from '@exam/core/resume';
import { useReducer } from 'react';
import type { AttemptRef, OutboxRecord } from '../model/outbox';
import { initPanel, panelReducer } from '../model/panel-machine';
import { readView } from '../model/view-memory';
import { useAnswerSave } from './use-answer-save';
import { useCountdown } from './use-countdown';
import { useHeartbeat } from './use-heartbeat';
import { useIntegrityWarning } from './use-integrity-warning';
import { useOutbox } from './use-outbox';
import { useSittingEnd } from './use-sitting-end';
import { useSubmit } from './use-submit';

interface ControllerInput {
  paper: TPaper;
  attempt: TAttempt;
  resume: TAttemptResponses;
  ref: AttemptRef;
  unsent: OutboxRecord[];
  student: { orgId: number; instituteId: number; studentId: number };
  /** The attempt is over (submitted, time over, closed by the server): show its result. */
  onClosed: (forced?: boolean) => void;
  /** Another tab or device took the exam over. */
  onTakenOver: () => void;
}

/**
 * The running exam: the panel's state machine (model/panel-machine.ts over packages/core's
 * rules), and around it how the sitting ends, the outbox, the heartbeat, the countdown synced to
 * the server's clock, the integrity warning and submitting.
 */
export function useExamController(input: ControllerInput) {
  const { paper, attempt, resume, ref, student } = input;
  const sessionId = attempt.sessionId;
  const [state, dispatch] = useReducer(
    panelReducer,
    {
      // The candidate's order and numbers (decision 040); saves still name the paper's questions.
      layout: inPaperOrder(paper.questions, attempt.paperOrder).map(
        ({ questionId, questionNo, sectionId }) => ({ questionId, questionNo, sectionId }),
      ),
      stored: resume.responses,
      unsent: input.unsent,
      lastSeq: Math.max(attempt.lastSeq, resume.attempt.lastSeq),
      view: readView(ref),
      server: resume.attempt,
    },
    initPanel,
  );
  const sitting = useSittingEnd({
    ref,
    sessionId,
    onClosed: input.onClosed,
    onTakenOver: input.onTakenOver,
  });
  const startMs = resume.attempt.timeLeftMs > 0 ? resume.attempt.timeLeftMs : RESUME_GRACE_MS;
  const countdown = useCountdown(startMs, sitting.expire, true);
  const { sync } = countdown;
  const outbox = useOutbox({ ref, sessionId, sitting, dispatch, sync });
  const { flush } = outbox;
  useHeartbeat({ ref, sessionId, state, sitting, sync, flush });
  const save = useAnswerSave({
    paper,
    ref,
    sessionId,
    student,
    state,
    dispatch,
    sitting,
    readTimeLeft: countdown.readNow,
    flush,
  });
  const integrity = useIntegrityWarning(ref, sitting);
  const { submit, submitting } = useSubmit({
    ref,
    sessionId,
    sitting,
    flush,
    showMessage: outbox.setMessage,
  });

  return {
    state,
    dispatch,
    countdown,
    message: outbox.message,
    dismissMessage: () => outbox.setMessage(null),
    save,
    submit,
    submitting,
    ...integrity,
  };
}
