import '@/styles/bootstrap/form-fields.scss';
import '@/features/quiz-practice/i18n/translations';
import { useLocation } from 'react-router';
import { QuizResultView } from '@/features/quiz-practice/components/quiz-result-view';
import { flowStateOf, type QuizResultFlowState } from '@/lib/play-flow-state';

/** /quizresult/ { setData, attemptNo }: the finished quiz's figures. */
export function QuizResultRoute() {
  const { setData, attemptNo } = flowStateOf<QuizResultFlowState>(useLocation().state);
  return <QuizResultView set={setData} attemptNo={attemptNo} />;
}

/** /submitquiz/ { setData, attemptNo }: where the countdown goes at zero; finishes and shows the result. */
export function SubmitQuizRoute() {
  const { setData, attemptNo } = flowStateOf<QuizResultFlowState>(useLocation().state);
  return <QuizResultView set={setData} attemptNo={attemptNo} timeUp />;
}

export default QuizResultRoute;
