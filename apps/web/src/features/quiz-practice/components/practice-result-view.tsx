import { scoreAnswers } from '@exam/core/quiz';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { PageTitle } from '@/components/ui/page-title';
import { sitePathOf, type PracticeResultFlowState } from '@/lib/play-flow-state';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useQuizResult } from '../api/get-quiz-result';
import { useSetQuestions } from '../api/get-set-questions';
import { answerOfStored, contentLanguagesOf } from '../utils/content';
import { AnswerReview } from './answer-review';
import './quiz-practice.css';

/**
 * /practiceresult: the detailed results of a completed practice, question by question: the
 * student's answer, the correct one, the outcome and the solution. The answers come with the
 * navigation state; after a reload of a saved practice, from the server.
 */
export function PracticeResultView({ state }: { state: PracticeResultFlowState }) {
  const { t } = useTranslation();
  const { pick, language: uiLanguage } = useUiLanguage();
  const navigate = useNavigate();
  const set = state.setData;
  const returnTo = sitePathOf(state.returnTo);
  const back = returnTo
    ? { to: returnTo, label: t('practice.backToReport') }
    : { to: '/practicelist/', label: t('practice.backToDashboard') };
  const given = state.questions;
  const loaded = useSetQuestions(set && !given ? set.examSetId : null);
  const needsServer = Boolean(set && !state.answers && state.attemptNo);
  const saved = useQuizResult(
    needsServer && set && state.attemptNo
      ? { setId: set.examSetId, attemptNo: state.attemptNo }
      : null,
    true,
  );

  if (!set || (!state.answers && !state.attemptNo)) {
    return (
      <>
        <PageTitle title={t('practiceResult.title')} />
        <h1 className="h3 mb-3">{t('practiceResult.title')}</h1>
        <EmptyState title={t('practiceResult.noneTitle')} as="p">
          <p>{t('practiceResult.noneText')}</p>
          <Link to="/practicelist/" className="btn btn-primary">
            {t('practice.backToDashboard')}
          </Link>
        </EmptyState>
      </>
    );
  }

  const questions = given ?? loaded.data?.questions;
  const answers =
    state.answers ??
    Object.fromEntries((saved.data?.answers ?? []).map((a) => [a.questionId, answerOfStored(a)]));
  const title = state.title ?? pick(set.setName, set.setNameHi);
  const languages = contentLanguagesOf(set);
  const language = languages.includes(uiLanguage) ? uiLanguage : (languages[0] ?? 'en');
  const failed = (!given && loaded.isError) || (needsServer && saved.isError);
  const pending = !questions || (needsServer && saved.isPending);

  return (
    <div className="practice-result">
      <PageTitle title={`${t('practiceResult.title')}: ${title}`} />
      <h1 className="h3 mb-1">{t('practiceResult.title')}</h1>
      <p className="text-body-secondary mb-3">{title}</p>
      {failed ? (
        <ErrorState
          error={loaded.error ?? saved.error}
          onRetry={() => {
            void loaded.refetch();
            if (needsServer) void saved.refetch();
          }}
        />
      ) : pending ? (
        <PageLoading />
      ) : (
        <>
          <Summary score={scoreAnswers(questions, answers)} />
          <div className="d-flex flex-wrap gap-2 mb-4">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() =>
                void navigate('/practice/', {
                  state: {
                    setData: set,
                    ...(given && { questions: given }),
                    ...(state.title && { title: state.title }),
                    ...(returnTo && { returnTo }),
                  },
                })
              }
            >
              {t('practice.retake')}
            </button>
            <Link to={back.to} className="btn btn-outline-secondary">
              {back.label}
            </Link>
          </div>
          <AnswerReview
            questions={questions}
            answers={answers}
            language={language}
            mode="breakdown"
          />
        </>
      )}
    </div>
  );
}

function Summary({ score }: { score: ReturnType<typeof scoreAnswers> }) {
  const { t } = useTranslation();
  return (
    <dl className="result-figures mb-3">
      <div className="card result-figure">
        <dt>{t('practiceResult.score')}</dt>
        <dd>{t('practiceResult.scoreOf', { score: score.correct, total: score.total })}</dd>
      </div>
      <div className="card result-figure text-success">
        <dt>{t('quizResult.correct')}</dt>
        <dd>{score.correct}</dd>
      </div>
      <div className="card result-figure text-danger">
        <dt>{t('quizResult.incorrect')}</dt>
        <dd>{score.incorrect}</dd>
      </div>
      {score.partial > 0 && (
        <div className="card result-figure text-warning-emphasis">
          <dt>{t('practiceResult.partial')}</dt>
          <dd>{score.partial}</dd>
        </div>
      )}
      <div className="card result-figure">
        <dt>{t('practiceResult.skipped')}</dt>
        <dd>{score.skipped}</dd>
      </div>
    </dl>
  );
}
