import type { TPaper } from '@exam/contracts/papers/entities';
import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import { putOutbox, type AttemptRef } from '../model/outbox';
import {
  countsAfter,
  planSave,
  type PanelEvent,
  type PanelState,
  type SaveKind,
} from '../model/panel-machine';
import { buildRecord } from '../model/record';
import type { SittingEnd } from './use-sitting-end';

interface AnswerSaveInput {
  paper: TPaper;
  ref: AttemptRef;
  sessionId: string;
  student: { orgId: number; instituteId: number; studentId: number };
  state: PanelState;
  dispatch: Dispatch<PanelEvent>;
  sitting: SittingEnd;
  /** The countdown's figure now, recorded with the save. */
  readTimeLeft: () => number;
  flush: () => Promise<boolean>;
}

/**
 * Save & Next, Mark for Review & Next and Clear Response: the panel machine plans the save, its
 * record goes into the outbox and the outbox is flushed. One save at a time.
 */
export function useAnswerSave(input: AnswerSaveInput) {
  const { paper, ref, sessionId, student, state, dispatch, sitting, readTimeLeft, flush } = input;
  const questionById = useMemo(
    () => new Map(paper.questions.map((q) => [q.questionId, q])),
    [paper.questions],
  );

  // A second press before the first re-renders must not plan the same save twice.
  const planning = useRef(false);
  useEffect(() => {
    planning.current = false;
  }, [state.pending]);

  return (kind: SaveKind) => {
    if (state.pending || planning.current || sitting.stopped.current) return;
    const planned = planSave(state, kind);
    const question = questionById.get(planned.questionId);
    if (!question) return;
    planning.current = true;
    const record = buildRecord(planned, question, {
      student,
      examId: paper.exam.examId,
      setId: ref.setId,
      attemptNo: ref.attemptNo,
      timeLeftMs: readTimeLeft(),
      counts: countsAfter(state, planned),
    });
    dispatch({ type: 'saveStarted', save: planned });
    putOutbox(ref, record, sessionId);
    void flush();
  };
}
