import type { TPaperQuestion, TQuestionGroup } from '@exam/contracts/papers/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import {
  initialPractice,
  outcomeOf,
  percentOf,
  practiceProgress,
  practiceReducer,
  scoreAnswers,
  type PracticeEvent,
} from '@exam/core/quiz';
import { useEffect, useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import type { PracticeResultFlowState } from '@/lib/play-flow-state';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { usePlaySession } from '../hooks/use-play-session';
import { usePlayLanguage } from '../hooks/use-play-language';
import { answerEvent, solutionText } from '../utils/content';
import { PlayHeader } from './play-header';
import { PlayQuestion } from './play-question';
import { SaveProblem } from './save-problem';
import { ScoreRing } from './score-ring';
import './quiz-practice.css';

interface PracticePlayerProps {
  set: TQuestionSet;
  questions: TPaperQuestion[];
  /** The set's question groups: a group's title and passage show above its questions. */
  groups?: TQuestionGroup[];
  /** Shown instead of the set's name (a practice of chosen questions). */
  title?: string;
  /** Save each answer to the server (a whole practice set); false for chosen questions. */
  saved: boolean;
  /** The questions given in navigation state, passed on to the detailed results. */
  givenQuestions?: TPaperQuestion[];
  /** Where 'Back' leads instead of the practice list (the result page of weak areas). */
  returnTo?: string;
}

const initialState = initialPractice();

/**
 * SPEC §2 Practice: the clamped green/red progress bar, 'Question i of N', options turning green
 * or red once picked, the 'View Solution' panel, Previous / Next Question / Finish Practice, and
 * the completion screen with the score ring.
 */
export function PracticePlayer({
  set,
  questions,
  groups = [],
  title,
  saved,
  givenQuestions,
  returnTo,
}: PracticePlayerProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const navigate = useNavigate();
  const solutionId = useId();
  const [state, dispatch] = useReducer(
    (current: typeof initialState, event: PracticeEvent) =>
      practiceReducer(questions, current, event),
    initialState,
  );
  const session = usePlaySession(saved ? set.examSetId : null);
  const { languages, language, setLanguage } = usePlayLanguage(set);
  const question = questions[state.index];
  const chosen = question ? state.answers[question.questionId] : undefined;
  const isLast = state.index === questions.length - 1;
  const progress = practiceProgress(questions, state.answers);
  const heading = title ?? pick(set.setName, set.setNameHi);

  const { finish } = session;
  useEffect(() => {
    if (state.finished && saved) void finish().catch(() => undefined);
  }, [state.finished, saved, finish]);

  if (state.finished) {
    const score = scoreAnswers(questions, state.answers);
    const percent = percentOf(score.correct, score.total);
    const details: PracticeResultFlowState = {
      setData: set,
      ...(givenQuestions && { questions: givenQuestions }),
      ...(title && { title }),
      ...(returnTo && { returnTo }),
      answers: state.answers,
      ...(session.attempt && { attemptNo: session.attempt.attemptNo }),
    };
    return (
      <div className="play-screen">
        <section className="card shadow-sm text-center practice-complete">
          <div className="card-body py-4">
            <h1 className="h3 mb-1">{t('practice.completeTitle')}</h1>
            <p className="text-body-secondary mb-3">{heading}</p>
            <ScoreRing percent={percent} label={t('practice.ringLabel', { percent })} />
            <p className="h5 mb-1">
              {t('practice.scored', { score: score.correct, total: score.total })}
            </p>
            <p className="text-body-secondary">
              {t(score.partial > 0 ? 'practice.summaryPartial' : 'practice.summary', {
                correct: score.correct,
                partial: score.partial,
                incorrect: score.incorrect,
                skipped: score.skipped,
              })}
            </p>
            <SaveProblem error={session.error} />
            <div className="d-flex flex-wrap justify-content-center gap-2">
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => {
                  dispatch({ type: 'restart' });
                  if (saved) session.restart();
                }}
              >
                {t('practice.retake')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void navigate('/practiceresult', { state: details })}
              >
                {t('practice.viewDetails')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => void navigate(returnTo ?? '/practicelist/')}
              >
                {returnTo ? t('practice.backToReport') : t('practice.backToDashboard')}
              </button>
            </div>
          </div>
        </section>
      </div>
    );
  }

  if (!question) return null;
  const solution = solutionText(question, language);
  const outcome = chosen === undefined ? null : outcomeOf(question, chosen);
  return (
    <div className="play-screen">
      <PlayHeader
        title={heading}
        languages={languages}
        language={language}
        onLanguageChange={setLanguage}
      />
      <SaveProblem error={session.error} />
      <div className="mb-3">
        <div className="d-flex justify-content-between small mb-1">
          <span>
            {t('practice.questionOf', { number: state.index + 1, total: questions.length })}
          </span>
          <span className="text-body-secondary">
            {t('practice.progressLabel', { percent: Math.round(progress.value) })}
          </span>
        </div>
        <div
          className="progress-stacked practice-progress"
          role="progressbar"
          aria-label={t('practice.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress.value)}
        >
          <div className="progress" style={{ width: `${progress.correct}%` }}>
            <div className="progress-bar bg-success" />
          </div>
          <div className="progress" style={{ width: `${progress.incorrect}%` }}>
            <div className="progress-bar bg-danger" />
          </div>
        </div>
      </div>
      <PlayQuestion
        headingId="practice-question-heading"
        heading={t('play.questionNo', { number: state.index + 1 })}
        question={question}
        groups={groups}
        language={language}
        answer={chosen}
        mode="practice"
        onAnswer={(answer) => {
          dispatch(answerEvent(answer));
          if (saved) session.save(question.questionId, answer);
        }}
      >
        <>
          {chosen !== undefined && (
            <div className="mt-3">
              <button
                type="button"
                className="btn btn-sm btn-outline-info"
                aria-expanded={state.solutionOpen}
                aria-controls={solutionId}
                onClick={() => dispatch({ type: 'toggleSolution' })}
              >
                {state.solutionOpen ? t('practice.hideSolution') : t('practice.viewSolution')}
              </button>
              <div id={solutionId} hidden={!state.solutionOpen} className="solution-panel mt-2">
                <div className="border rounded p-3 bg-body-tertiary">
                  {solution ? (
                    <RichContent html={solution} />
                  ) : (
                    <p className="mb-0">{t('practice.noSolution')}</p>
                  )}
                </div>
              </div>
              <p
                className={`mt-2 mb-0 fw-semibold ${OUTCOME_TONE[outcome ?? 'Incorrect']}`}
                role="status"
              >
                {outcome === 'Correct'
                  ? t('practice.correctMessage')
                  : outcome === 'Partial'
                    ? t('practice.partialMessage')
                    : t('practice.incorrectMessage')}
              </p>
            </div>
          )}
          <div className="d-flex flex-wrap gap-2 mt-3 play-actions">
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={state.index === 0}
              onClick={() => dispatch({ type: 'previous' })}
            >
              {t('practice.previous')}
            </button>
            <button
              type="button"
              className="btn btn-primary ms-auto"
              disabled={chosen === undefined}
              onClick={() => dispatch({ type: 'next' })}
            >
              {isLast ? t('practice.finish') : t('practice.next')}
            </button>
          </div>
        </>
      </PlayQuestion>
    </div>
  );
}

const OUTCOME_TONE = {
  Correct: 'text-success',
  Partial: 'text-warning-emphasis',
  Incorrect: 'text-danger',
  Skipped: 'text-danger',
} as const;
