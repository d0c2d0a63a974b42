import { formatSeconds } from '@exam/core/format';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { PageTitle } from '@/components/ui/page-title';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useQuizResult } from '../api/get-quiz-result';
import { useSetQuestions } from '../api/get-set-questions';
import { answerOfStored, contentLanguagesOf, listPathOf } from '../utils/content';
import { AnswerReview } from './answer-review';
import './quiz-practice.css';

interface QuizResultViewProps {
  set: TQuestionSet | undefined;
  attemptNo: number | undefined;
  /** /submitquiz/: the countdown reached zero. */
  timeUp?: boolean;
}

/**
 * /quizresult/ and /submitquiz/: finishes the play on the server (again is harmless) and shows
 * its real figures — rank, correct, incorrect, time taken — with Reattempt, Your Answers and
 * View Solution.
 */
export function QuizResultView({ set, attemptNo, timeUp = false }: QuizResultViewProps) {
  const { t } = useTranslation();
  const { pick, language: uiLanguage } = useUiLanguage();
  const navigate = useNavigate();
  const key = set && attemptNo ? { setId: set.examSetId, attemptNo } : null;
  const result = useQuizResult(key, true);
  const questions = useSetQuestions(key ? key.setId : null);
  const [review, setReview] = useState<'answers' | 'solutions' | null>(null);

  if (!set || !key) {
    return (
      <>
        <PageTitle title={t('quizResult.title')} />
        <h1 className="h3 mb-3">{t('quizResult.title')}</h1>
        <EmptyState title={t('quizResult.noneTitle')} as="p">
          <p>{t('quizResult.noneText')}</p>
          <Link to="/quizlist/" className="btn btn-primary">
            {t('quizResult.toList')}
          </Link>
        </EmptyState>
      </>
    );
  }

  const title = pick(set.setName, set.setNameHi);
  const languages = contentLanguagesOf(set);
  const language = languages.includes(uiLanguage) ? uiLanguage : (languages[0] ?? 'en');
  const answers = Object.fromEntries(
    (result.data?.answers ?? []).map((answer) => [answer.questionId, answerOfStored(answer)]),
  );

  return (
    <div className="quiz-result">
      <PageTitle title={`${t('quizResult.title')}: ${title}`} />
      <h1 className="h3 mb-1">{t('quizResult.title')}</h1>
      <p className="text-body-secondary mb-3">{title}</p>
      {timeUp && (
        <div className="alert alert-warning" role="status">
          {t('quizResult.timeUp')}
        </div>
      )}
      {result.isPending ? (
        <PageLoading />
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <>
          <p className="h4 mb-3" aria-live="polite">
            {t('quiz.scored', { score: result.data.score, total: result.data.total })}
          </p>
          <dl className="result-figures mb-4">
            <div className="card result-figure">
              <dt>{t('quizResult.rank')}</dt>
              <dd>
                {t('quizResult.rankOf', {
                  rank: result.data.rank,
                  total: result.data.attemptedUsers,
                })}
              </dd>
            </div>
            <div className="card result-figure text-success">
              <dt>{t('quizResult.correct')}</dt>
              <dd>{result.data.correct}</dd>
            </div>
            <div className="card result-figure text-danger">
              <dt>{t('quizResult.incorrect')}</dt>
              <dd>{result.data.incorrect}</dd>
            </div>
            <div className="card result-figure">
              <dt>{t('quizResult.timeTaken')}</dt>
              <dd>{formatSeconds(result.data.timeTakenSec, uiLanguage)}</dd>
            </div>
          </dl>
          <div className="d-flex flex-wrap gap-2 mb-4">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void navigate('/quiz/', { state: { setData: set } })}
            >
              {t('quizResult.reattempt')}
            </button>
            <button
              type="button"
              className={`btn ${review === 'answers' ? 'btn-secondary' : 'btn-outline-secondary'}`}
              aria-pressed={review === 'answers'}
              onClick={() => setReview(review === 'answers' ? null : 'answers')}
            >
              {t('quizResult.yourAnswers')}
            </button>
            <button
              type="button"
              className={`btn ${review === 'solutions' ? 'btn-secondary' : 'btn-outline-secondary'}`}
              aria-pressed={review === 'solutions'}
              onClick={() => setReview(review === 'solutions' ? null : 'solutions')}
            >
              {t('quizResult.viewSolution')}
            </button>
            <Link to={listPathOf(set.setTypeId)} className="btn btn-link">
              {set.setTypeId === 5 ? t('quiz.backToGk') : t('quiz.backToList')}
            </Link>
          </div>
          {review && (
            <section aria-labelledby="quiz-review-heading">
              <h2 id="quiz-review-heading" className="h5 mb-3">
                {review === 'answers' ? t('quizResult.yourAnswers') : t('quizResult.viewSolution')}
              </h2>
              {questions.isPending ? (
                <PageLoading />
              ) : questions.isError ? (
                <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />
              ) : (
                <AnswerReview
                  questions={questions.data.questions}
                  answers={answers}
                  language={language}
                  mode={review}
                />
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
