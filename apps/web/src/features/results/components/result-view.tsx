import type { TExamResult, TSectionSummary } from '@exam/contracts/results/entities';
import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { formatDateTime } from '@exam/core/format';
import { formatWindowTime } from '@exam/core/schedule';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { isApiError, NETWORK_ERROR, type ExamWindowOfError } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useResult, type AttemptRef } from '../api/get-result';
import { resultReviewQueryOptions, useResultReview } from '../api/get-result-review';
import '../i18n/translations';
import { InsightCards } from './insight-cards';
import { KeyCorrectionNotice } from './key-correction-notice';
import { QuestionReview } from './question-review';
import { ReportHeader } from './report-header';
import type { ReviewMode } from './review-modal';
import { SectionAnalysis } from './section-analysis';
import { SummaryCards } from './summary-cards';
import './result.css';

/** SPEC §8: the error's message, 'No student attempts found' for none, else 'Unknown error'. */
function errorMessage(error: unknown, t: (key: string) => string) {
  if (isApiError(error)) {
    if (error.httpStatus === 404) return t('result.noAttempts');
    if (error.code === NETWORK_ERROR) return t('state.networkError');
  }
  return error instanceof Error && error.message ? error.message : t('result.unknownError');
}

// The answers' review (a modal, rich content, its sanitiser: about 25 KB) loads when first opened,
// not with the report's first screen (decision 029).
const ReviewModal = lazy(() => import('./review-modal').then((m) => ({ default: m.ReviewModal })));

/** What /practice/ is navigated with (the practice player's entry for a chosen question list). */
interface PracticeState {
  setData: TQuestionSet | null;
  questions: TPaperQuestion[];
  title: string;
  /** The report to come back to when the practice is done. */
  returnTo: string;
}

/** Memoised: a refetch's urgent render passes the report already shown and skips it. */
const Report = memo(function Report({
  result,
  attempt,
}: {
  result: TExamResult;
  attempt: AttemptRef;
}) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<ReviewMode | null>(null);
  const review = useResultReview(attempt, mode !== null);
  const [reviewOpened, setReviewOpened] = useState(false);
  if (mode !== null && !reviewOpened) setReviewOpened(true);
  const [practising, setPractising] = useState<number | null>(null);
  const [practiceError, setPracticeError] = useState<string | null>(null);

  async function practise(section: TSectionSummary) {
    setPractising(section.id);
    setPracticeError(null);
    try {
      const review = await queryClient.fetchQuery(resultReviewQueryOptions(attempt));
      const ofSection = review.questions.filter((q) => q.sectionId === section.id);
      const weak = ofSection.filter((q) => q.outcome !== 'Correct');
      const questions = (weak.length > 0 ? weak : ofSection).map(
        ({
          selectedAnswerId: _mine,
          selectedAnswerIds: _mineAll,
          numericAnswer: _typed,
          textAnswer: _text,
          outcome: _outcome,
          marksEarned: _marks,
          maxMarks: _max,
          ...question
        }): TPaperQuestion => question,
      );
      const state: PracticeState = {
        setData: result.setData,
        questions,
        title: `${pick(result.setName, result.setNameHi)} · ${pick(section.name, section.nameHi)}`,
        returnTo: `${location.pathname}?setId=${attempt.setId}&attemptNo=${attempt.attemptNo}`,
      };
      void navigate('/practice/', { state });
    } catch (error) {
      setPracticeError(errorMessage(error, t));
      setPractising(null);
    }
  }

  return (
    <>
      <SummaryCards result={result} />
      {/* Below the first screen: laid out and painted when scrolled near (decision 029). */}
      <div className="report-later">
        <SectionAnalysis
          result={result}
          actions={{
            onReview: (s) =>
              setMode({ kind: 'section', sectionId: s.id, title: pick(s.name, s.nameHi) }),
            onPractice: (s) => void practise(s),
            practising,
          }}
        />
        {practiceError && (
          <p className="alert alert-danger" role="alert">
            {t('result.error', { message: practiceError })}
          </p>
        )}
        <QuestionReview
          result={result}
          onReviewAll={() => setMode({ kind: 'all' })}
          onAnswerKey={() => setMode({ kind: 'key' })}
        />
        <InsightCards
          result={result}
          onPractice={(s) => void practise(s)}
          practising={practising}
        />
      </div>
      {reviewOpened && (
        <Suspense fallback={null}>
          <ReviewModal review={review} mode={mode} onHide={() => setMode(null)} />
        </Suspense>
      )}
    </>
  );
});

/** Decision 049: the candidate's answers beside the provisional key, and their challenges. */
function ResponseSheetLink({ attempt }: { attempt: AttemptRef }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/responseSheet?setId=${attempt.setId}&attemptNo=${attempt.attemptNo}`}
      className="btn btn-outline-primary btn-sm"
      data-testid="response-sheet-link"
    >
      {t('result.responseSheet')}
    </Link>
  );
}

/** A scheduled exam's result held back until its release (decision 018): when, not an error. */
function NotReleased({
  window,
  attempt,
}: {
  window: ExamWindowOfError | undefined;
  attempt: AttemptRef;
}) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const at = window?.releaseAt;
  return (
    <div className="alert alert-info d-flex flex-column align-items-start gap-2" role="status">
      <PageTitle title={t('result.pageTitle')} />
      <p className="fw-semibold mb-0" data-testid="result-not-released">
        {at && window
          ? t('result.releasedOn', {
              at: formatWindowTime(
                Date.parse(at),
                window.timeZone,
                language === 'hi' ? 'hi-IN' : 'en-IN',
              ),
            })
          : t('result.releasedByInstitute')}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <ResponseSheetLink attempt={attempt} />
        <Link to="/attempted/test/" className="btn btn-outline-primary btn-sm">
          {t('result.toAttempted')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The browser's first date format loads its locale data (tens of milliseconds of a phone's main
 * thread): done while the report is on its way, so the report's date does not wait for it.
 */
function usePrepareDateFormat(language: 'en' | 'hi', waiting: boolean) {
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => formatDateTime(0, language));
    return () => clearTimeout(timer);
  }, [language, waiting]);
}

/** SPEC §2 Result page: 'Loading result', then 'Error: {message}' or the report. */
export function ResultView({ attempt }: { attempt: AttemptRef }) {
  const { t } = useTranslation();
  const { pick, language } = useUiLanguage();
  const query = useResult(attempt);
  usePrepareDateFormat(language, query.isPending);
  // The report is drawn in a transition when its data arrives: React renders it in slices instead
  // of one long task (query results render synchronously), and the loading state stays meanwhile.
  const result = useDeferredValue(query.data);

  if (query.isPending || (query.isSuccess && !result)) {
    return (
      // page-loading keeps the footer below the fold until the report pushes it there (CLS).
      <div
        className="page-loading py-5 d-flex align-items-start justify-content-center gap-2"
        role="status"
      >
        <PageTitle title={t('result.pageTitle')} />
        <span className="spinner-border spinner-border-sm mt-1" aria-hidden="true" />
        <span>{t('result.loading')}</span>
      </div>
    );
  }
  if (query.isError && isApiError(query.error) && query.error.code === 'RESULT_NOT_RELEASED') {
    return <NotReleased window={query.error.window} attempt={attempt} />;
  }
  if (query.isError) {
    return (
      <div className="alert alert-danger d-flex flex-column align-items-start gap-2" role="alert">
        <PageTitle title={t('result.pageTitle')} />
        <p className="fw-semibold mb-0" data-testid="result-error">
          {t('result.error', { message: errorMessage(query.error, t) })}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-danger btn-sm"
            onClick={() => void query.refetch()}
          >
            {t('result.refresh')}
          </button>
          <Link to="/attempted/test/" className="btn btn-outline-danger btn-sm">
            {t('result.toAttempted')}
          </Link>
        </div>
      </div>
    );
  }
  if (!result) return null;
  return (
    <div className="result-page">
      <PageTitle title={`${t('result.pageTitle')}: ${pick(result.setName, result.setNameHi)}`} />
      <ReportHeader
        result={result}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      />
      <KeyCorrectionNotice corrections={result.keyCorrections ?? []} />
      <p className="d-print-none">
        <ResponseSheetLink attempt={attempt} />
      </p>
      <Report result={result} attempt={attempt} />
    </div>
  );
}

/** Shown when the page is opened without an attempt to show. */
export function NoAttemptChosen() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info d-flex flex-column align-items-start gap-2" role="status">
      <PageTitle title={t('result.pageTitle')} />
      <p className="mb-0">{t('result.noState')}</p>
      <Link to="/attempted/test/" className="btn btn-primary btn-sm">
        {t('result.toAttempted')}
      </Link>
    </div>
  );
}
