import '@/styles/bootstrap/form-fields.scss';
import '@/styles/bootstrap/list-group.scss';
import '@/styles/bootstrap/progress.scss';
import '@/features/quiz-practice/i18n/translations';
import { useLocation } from 'react-router';
import { PlayLoader } from '@/features/quiz-practice/components/play-loader';
import { PracticePlayer } from '@/features/quiz-practice/components/practice-player';
import { flowStateOf, sitePathOf, type PracticeFlowState } from '@/lib/play-flow-state';

/** /practice/ { setData, questions?, title?, returnTo? } (lib/play-flow-state.ts): the practice player. */
export function PracticeRoute() {
  const location = useLocation();
  const { setData, questions, title, returnTo } = flowStateOf<PracticeFlowState>(location.state);
  const given = Array.isArray(questions) ? questions : undefined;
  return (
    <PlayLoader key={location.key} set={setData} given={given} listPath="/practicelist/">
      {(set, list, groups) => (
        <PracticePlayer
          set={set}
          questions={list}
          groups={groups}
          title={typeof title === 'string' && title ? title : undefined}
          saved={!given}
          givenQuestions={given}
          returnTo={sitePathOf(returnTo)}
        />
      )}
    </PlayLoader>
  );
}

export default PracticeRoute;
