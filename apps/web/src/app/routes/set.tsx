import type { TExam } from '@exam/contracts/catalogue/entities';
import { useLocation, useSearchParams } from 'react-router';
import { SetListView } from '@/features/catalogue/components/set-list-view';
import { parseId } from '@/lib/parse-id';

/** /set?examId=N; the exam carried in navigation state only saves a lookup. */
export function SetRoute() {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? null) as { exam?: TExam } | null;
  const examId = parseId(params.get('examId'));
  return <SetListView key={examId} examId={examId} exam={state?.exam} />;
}

export default SetRoute;
