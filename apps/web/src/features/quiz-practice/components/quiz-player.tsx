import type { TPaperQuestion, TQuestionGroup } from '@exam/contracts/papers/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import {
  initialQuiz,
  isAnswerGiven,
  quizButtonStatus,
  quizReducer,
  type QuizEvent,
} from '@exam/core/quiz';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { QuizResultFlowState } from '@/lib/play-flow-state';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useCountdown } from '../hooks/use-countdown';
import { usePlaySession } from '../hooks/use-play-session';
import { usePlayLanguage } from '../hooks/use-play-language';
import { answerEvent, listPathOf } from '../utils/content';
import { PlayHeader } from './play-header';
import { PlayQuestion } from './play-question';
import { QuestionSlider } from './question-slider';
import { SaveProblem } from './save-problem';
import './quiz-practice.css';

interface QuizPlayerProps {
  set: TQuestionSet;
  questions: TPaperQuestion[];
  /** The set's question groups: a group's title and passage show above its questions. */
  groups?: TQuestionGroup[];
}

/**
 * SPEC §2 Quiz: one question at a time, Next disabled until a choice (Finish on the last), the
 * slider, the countdown (at zero → /submitquiz/), Submit (→ /quizresult/) and the score panel.
 * Scored in the browser with packages/core; each choice is also saved to the server.
 */
export function QuizPlayer({ set, questions, groups = [] }: QuizPlayerProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(
    (current: typeof initialQuizState, event: QuizEvent) => quizReducer(questions, current, event),
    initialQuizState,
  );
  const session = usePlaySession(set.examSetId);
  const { languages, language, setLanguage } = usePlayLanguage(set);
  const [leaving, setLeaving] = useState(false);
  const question = questions[state.index];
  const chosen = question ? state.answers[question.questionId] : undefined;
  const isLast = state.index === questions.length - 1;

  async function leaveFor(path: '/submitquiz/' | '/quizresult/') {
    setLeaving(true);
    const current = await session.flush().catch(() => null);
    const next: QuizResultFlowState = { setData: set, attemptNo: current?.attemptNo };
    void navigate(path, { state: next });
  }

  const timeLeftMs = useCountdown(set.totalTime * 60_000, !state.finished && !leaving, () => {
    void leaveFor('/submitquiz/');
  });

  // The finished play is scored and ranked on the server straight away.
  const { finish } = session;
  useEffect(() => {
    if (state.finished) void finish().catch(() => undefined);
  }, [state.finished, finish]);

  const title = pick(set.setName, set.setNameHi);
  const submitButton = (className: string) => (
    <button
      type="button"
      className={className}
      disabled={leaving}
      onClick={() => void leaveFor('/quizresult/')}
    >
      {t('quiz.submit')}
    </button>
  );
  return (
    <div className="play-screen">
      <PlayHeader
        title={title}
        timeLeftMs={state.finished ? undefined : timeLeftMs}
        languages={languages}
        language={language}
        onLanguageChange={setLanguage}
      />
      <SaveProblem error={session.error} />
      <QuestionSlider
        count={questions.length}
        current={state.index}
        statusOf={(index) => quizButtonStatus(questions, state, index)}
        onJump={(index) => dispatch({ type: 'jump', index })}
      />
      {state.finished ? (
        <section className="card shadow-sm quiz-score text-center" aria-live="polite">
          <div className="card-body py-5">
            <h2 className="h3 mb-4">
              {t('quiz.scored', { score: state.score, total: questions.length })}
            </h2>
            <div className="d-flex flex-wrap justify-content-center gap-2">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => {
                  dispatch({ type: 'restart' });
                  session.restart();
                }}
              >
                {t('quiz.restart')}
              </button>
              {submitButton('btn btn-primary')}
            </div>
          </div>
        </section>
      ) : question ? (
        <PlayQuestion
          headingId="quiz-question-heading"
          heading={t('play.questionOf', { number: state.index + 1, total: questions.length })}
          question={question}
          groups={groups}
          language={language}
          answer={chosen}
          mode="quiz"
          onAnswer={(answer) => {
            dispatch(answerEvent(answer));
            if (isAnswerGiven(question, answer)) session.save(question.questionId, answer);
          }}
        >
          <div className="d-flex flex-wrap gap-2 mt-3 play-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={!isAnswerGiven(question, chosen)}
              onClick={() => dispatch({ type: 'next' })}
            >
              {isLast ? t('quiz.finish') : t('quiz.next')}
            </button>
            {submitButton('btn btn-outline-success ms-auto')}
          </div>
        </PlayQuestion>
      ) : null}
      <p className="mt-3">
        <Link to={listPathOf(set.setTypeId)}>
          {set.setTypeId === 5 ? t('quiz.backToGk') : t('quiz.backToList')}
        </Link>
      </p>
    </div>
  );
}

const initialQuizState = initialQuiz();
