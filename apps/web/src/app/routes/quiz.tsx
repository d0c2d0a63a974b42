import '@/styles/bootstrap/form-fields.scss';
import '@/styles/bootstrap/list-group.scss';
import '@/features/quiz-practice/i18n/translations';
import { useLocation } from 'react-router';
import { PlayLoader } from '@/features/quiz-practice/components/play-loader';
import { QuizPlayer } from '@/features/quiz-practice/components/quiz-player';
import { flowStateOf, type QuizFlowState } from '@/lib/play-flow-state';

/** /quiz/ { setData }: the quiz player (quiz and GK sets). */
export function QuizRoute() {
  const location = useLocation();
  const { setData } = flowStateOf<QuizFlowState>(location.state);
  return (
    <PlayLoader key={location.key} set={setData} listPath="/quizlist/">
      {(set, questions, groups) => <QuizPlayer set={set} questions={questions} groups={groups} />}
    </PlayLoader>
  );
}

export default QuizRoute;
