import type { TPaper } from '@exam/contracts/papers/entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { examFlowStateOf } from '@/lib/exam-flow-state';
import { getStudentToken, isLoggedIn, mustChangePassword } from '@/lib/session';
import { getPaper } from '../api/get-paper';
import { startAttempt } from '../api/start-attempt';

interface EarlyRequests {
  setId: number;
  attemptNo: number | undefined;
  start: Promise<TAttempt> | null;
  paper: Promise<TPaper> | null;
}

let early: EarlyRequests | null = null;

/** A promise nobody may ever take: its failure is the taker's to report, not an unhandled one. */
const kept = <T>(promise: Promise<T>) => {
  promise.catch(() => undefined);
  return promise;
};

/**
 * A page load straight onto /exampanel (a reload, a resume after the phone was away) asks for the
 * attempt and the paper while React is still starting, instead of after the panel's first render:
 * the question is on a phone's screen a few hundred milliseconds sooner. The panel takes each
 * answer once, if it is for the same set and attempt; otherwise it asks as it always did.
 */
export function requestEarly(historyState: unknown) {
  const flow = examFlowStateOf(
    historyState !== null && typeof historyState === 'object'
      ? (historyState as { usr?: unknown }).usr
      : undefined,
  );
  const setId = flow.setData?.examSetId;
  if (typeof setId !== 'number' || !isLoggedIn() || !getStudentToken() || mustChangePassword())
    return;
  const { attemptNo } = flow;
  early = {
    setId,
    attemptNo,
    start: kept(startAttempt({ setId, withResponses: true, ...(attemptNo ? { attemptNo } : {}) })),
    paper: kept(getPaper(setId)),
  };
}

/** The early start for this set and attempt, once. */
export function takeEarlyStart(setId: number, attemptNo: number | undefined) {
  if (!early || early.setId !== setId || early.attemptNo !== attemptNo) return null;
  const { start } = early;
  early.start = null;
  return start;
}

/** The early paper of this set, once. */
export function takeEarlyPaper(setId: number) {
  if (!early || early.setId !== setId) return null;
  const { paper } = early;
  early.paper = null;
  return paper;
}
