import '@/styles/bootstrap/form-fields.scss';
import '@/styles/bootstrap/modal.scss';
import '@/styles/bootstrap/progress.scss';
import '@/styles/bootstrap/tables.scss';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NoAttemptChosen, ResultView } from '@/features/results/components/result-view';
import { DEFAULT_ATTEMPT_NO, examFlowStateOf } from '@/lib/exam-flow-state';
import { parseId } from '@/lib/parse-id';

/**
 * /submitexam and /viewDetailedAnalysis (one screen, SPEC §2), navigated to with
 * { setData, attemptNo }. The attempt is also put in the address (?setId=&attemptNo=), so a
 * reload, a bookmark or a new tab shows the same report.
 */
export function ResultRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = examFlowStateOf(location.state);
  const search = new URLSearchParams(location.search);
  const fromState = state.setData
    ? { setId: state.setData.examSetId, attemptNo: state.attemptNo ?? DEFAULT_ATTEMPT_NO }
    : null;
  const querySetId = parseId(search.get('setId'));
  const fromQuery = querySetId
    ? { setId: querySetId, attemptNo: parseId(search.get('attemptNo')) ?? DEFAULT_ATTEMPT_NO }
    : null;
  const attempt = fromState ?? fromQuery;

  const inAddress =
    fromState &&
    fromQuery?.setId === fromState.setId &&
    fromQuery.attemptNo === fromState.attemptNo;
  const wanted =
    fromState && !inAddress ? `?setId=${fromState.setId}&attemptNo=${fromState.attemptNo}` : null;
  useEffect(() => {
    if (wanted) void navigate({ search: wanted }, { replace: true, state: location.state });
  }, [wanted, navigate, location.state]);

  if (!attempt) return <NoAttemptChosen />;
  return <ResultView key={`${attempt.setId}:${attempt.attemptNo}`} attempt={attempt} />;
}

export default ResultRoute;
