import '@/styles/bootstrap/form-fields.scss';
import '@/styles/bootstrap/modal.scss';
import { useLocation } from 'react-router';
import { ResponseSheetView } from '@/features/due-process/components/response-sheet-view';
import { NoAttemptChosen } from '@/features/results/components/result-view';
import { DEFAULT_ATTEMPT_NO } from '@/lib/exam-flow-state';
import { parseId } from '@/lib/parse-id';

/** /responseSheet?setId=&attemptNo=: a candidate's answers beside the provisional key. */
export function ResponseSheetRoute() {
  const search = new URLSearchParams(useLocation().search);
  const setId = parseId(search.get('setId'));
  if (!setId) return <NoAttemptChosen />;
  const attemptNo = parseId(search.get('attemptNo')) ?? DEFAULT_ATTEMPT_NO;
  return <ResponseSheetView key={`${setId}:${attemptNo}`} sheetRef={{ setId, attemptNo }} />;
}

export default ResponseSheetRoute;
