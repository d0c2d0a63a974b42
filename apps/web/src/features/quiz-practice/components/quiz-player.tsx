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
import { QuestionGroupIntro } from '@/components/ui/question-group/question-group-intro';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import type { QuizResultFlowState } from '@/lib/play-flow-state';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useCountdown } from '../hooks/use-countdown';
import { usePlaySession } from '../hooks/use-play-session';
import { contentLanguagesOf, listPathOf, questionText } from '../utils/content';
import { AnswerArea } from './answer-area';
import { PlayHeader } from './play-header';
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
  const { pick, language: uiLanguage } = useUiLanguage();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(
    (current: typeof initialQuizState, event: QuizEvent) => quizReducer(questions, current, event),
    initialQuizState,
  );
  const session = usePlaySession(set.examSetId);
  const languages = contentLanguagesOf(set);
  const [language, setLanguage] = useState(
    languages.includes(uiLanguage) ? uiLanguage : (languages[0] ?? 'en'),
  );
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
              <button
                type="button"
                className="btn btn-primary"
                disabled={leaving}
                onClick={() => void leaveFor('/quizresult/')}
              >
                {t('quiz.submit')}
              </button>
            </div>
          </div>
        </section>
      ) : question ? (
        <section className="card shadow-sm" aria-labelledby="quiz-question-heading">
          <div className="card-body">
            <h2 id="quiz-question-heading" className="h6 text-body-secondary mb-2">
              {t('play.questionOf', { number: state.index + 1, total: questions.length })}
            </h2>
            <QuestionGroupIntro
              group={groups.find((g) => g.groupId === question.groupId)}
              language={language}
            />
            <div id={`question-${question.questionId}-text`} className="question-text mb-3">
              <RichContent html={questionText(question, language)} />
            </div>
            <AnswerArea
              key={question.questionId}
              question={question}
              language={language}
              answer={chosen}
              mode="quiz"
              onAnswer={(answer) => {
                dispatch(
                  typeof answer === 'number'
                    ? { type: 'select', optionId: answer }
                    : { type: 'answer', answer },
                );
                if (isAnswerGiven(question, answer)) session.save(question.questionId, answer);
              }}
            />
            <div className="d-flex flex-wrap gap-2 mt-3 play-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={!isAnswerGiven(question, chosen)}
                onClick={() => dispatch({ type: 'next' })}
              >
                {isLast ? t('quiz.finish') : t('quiz.next')}
              </button>
              <button
                type="button"
                className="btn btn-outline-success ms-auto"
                disabled={leaving}
                onClick={() => void leaveFor('/quizresult/')}
              >
                {t('quiz.submit')}
              </button>
            </div>
          </div>
        </section>
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
