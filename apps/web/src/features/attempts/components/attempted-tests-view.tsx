import type { TAttemptSummary } from '@exam/contracts/results/entities';
import { formatDateTime } from '@exam/core/format';
import { formatWindowTime } from '@exam/core/schedule';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import type { ExamFlowState } from '@/lib/exam-flow-state';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useAttempts } from '@/lib/api/get-attempts-by-student';
import '../i18n/translations';

const marks = (value: number) => String(Math.round(value * 100) / 100);

function AttemptCard({ attempt }: { attempt: TAttemptSummary }) {
  const { t } = useTranslation();
  const { pick, language } = useUiLanguage();
  const name = pick(attempt.setName, attempt.setNameHi);
  const date = formatDateTime(attempt.submittedAt, language);
  const state: ExamFlowState = {
    ...(attempt.setData && { setData: attempt.setData }),
    attemptNo: attempt.attemptNo,
  };
  return (
    <li className="col-12 col-md-6 col-xl-4">
      <article className="card h-100 shadow-sm" data-testid="attempt-card">
        <div className="card-body d-flex flex-column">
          <div className="d-flex justify-content-between gap-2 align-items-start">
            <h2 className="h6 mb-1">{name}</h2>
            <span className="badge text-bg-primary flex-shrink-0">
              {t('attempted.attemptNo', { n: attempt.attemptNo })}
            </span>
          </div>
          <p className="small text-body-secondary mb-2">
            {pick(attempt.examName, attempt.examNameHi)}
          </p>
          <ul className="list-unstyled small mb-3">
            <li>
              {t('attempted.questions', {
                answered: attempt.answered,
                total: attempt.totalQuestion,
              })}
            </li>
            {attempt.resultWithheld ? (
              <li className="fw-semibold">
                {attempt.resultWithheld.releaseAt
                  ? t('attempted.releasedOn', {
                      at: formatWindowTime(
                        Date.parse(attempt.resultWithheld.releaseAt),
                        attempt.resultWithheld.timeZone,
                        language === 'hi' ? 'hi-IN' : 'en-IN',
                      ),
                    })
                  : t('attempted.releasedByInstitute')}
              </li>
            ) : (
              <>
                <li className="fw-semibold">
                  {t('attempted.marks', {
                    score: marks(attempt.score),
                    max: marks(attempt.maxScore),
                  })}
                </li>
                <li>
                  {t('attempted.correct', { correct: attempt.correct, accuracy: attempt.accuracy })}
                </li>
              </>
            )}
            <li className="text-body-secondary">{t('attempted.submitted', { date })}</li>
          </ul>
          <Link
            className="btn btn-outline-primary btn-sm mt-auto align-self-start"
            to={`/viewDetailedAnalysis?setId=${attempt.setId}&attemptNo=${attempt.attemptNo}`}
            state={state}
            aria-label={t('attempted.openLabel', { name, n: attempt.attemptNo })}
          >
            {t('attempted.open')}
          </Link>
        </div>
      </article>
    </li>
  );
}

/** SPEC §2 Attempted tests: one card per submitted attempt, newest first. */
export function AttemptedTestsView() {
  const { t } = useTranslation();
  const query = useAttempts();
  const attempts = Object.values(query.data ?? {})
    .flat()
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  return (
    <div>
      <PageTitle title={t('attempted.title')} />
      <h1 className="h3 mb-1">{t('attempted.title')}</h1>
      <p className="text-body-secondary">{t('attempted.intro')}</p>
      {query.isPending ? (
        <div className="row g-3" role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((i) => (
            <div className="col-12 col-md-6 col-xl-4" key={i}>
              <CardSkeleton />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : attempts.length === 0 ? (
        <div className="alert alert-info d-flex flex-column align-items-start gap-2">
          <p className="mb-0">{t('attempted.empty')}</p>
          <Link to="/exam/list/" className="btn btn-primary btn-sm">
            {t('attempted.browse')}
          </Link>
        </div>
      ) : (
        <ul className="row g-3 list-unstyled">
          {attempts.map((attempt) => (
            <AttemptCard key={`${attempt.setId}:${attempt.attemptNo}`} attempt={attempt} />
          ))}
        </ul>
      )}
    </div>
  );
}
