import '@/styles/bootstrap/form-fields.scss';
import '@/features/quiz-practice/i18n/translations';
import { useLocation } from 'react-router';
import { PracticeResultView } from '@/features/quiz-practice/components/practice-result-view';
import { flowStateOf, type PracticeResultFlowState } from '@/lib/play-flow-state';

/** /practiceresult: the completed practice, question by question. */
export function PracticeResultRoute() {
  return <PracticeResultView state={flowStateOf<PracticeResultFlowState>(useLocation().state)} />;
}

export default PracticeResultRoute;
