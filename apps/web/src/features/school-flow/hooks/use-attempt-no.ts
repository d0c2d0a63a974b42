import { DEFAULT_ATTEMPT_NO } from '@/lib/exam-flow-state';
import { useSubmittedAttempts } from '@/lib/api/get-attempts-by-student';
import { nextAttemptNo } from '../utils/next-attempt-no';

/**
 * The attempt number the flow shows and carries to the exam panel: the one carried in navigation
 * state, or, for a sitting started from a set list (none carried), the next one by the server's
 * record of submitted attempts, so a second sitting is attempt 2 rather than the submitted attempt
 * 1. Undefined while that is being read; SPEC's default 1 if it cannot be read (the panel then
 * says whether attempt 1 is already submitted).
 */
export function useAttemptNo(setId: number | undefined, carried: number | undefined) {
  const attempts = useSubmittedAttempts({ enabled: carried === undefined && setId !== undefined });
  if (carried !== undefined) return carried;
  if (setId === undefined || attempts.isError) return DEFAULT_ATTEMPT_NO;
  // Only an answer read since this screen opened: a cached list may miss a just-submitted attempt.
  if (!attempts.isFetchedAfterMount || attempts.isFetching || !attempts.data) return undefined;
  return nextAttemptNo(attempts.data, setId);
}
