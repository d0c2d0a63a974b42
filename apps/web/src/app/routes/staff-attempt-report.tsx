import '@/styles/bootstrap/form-fields.scss';
import '@/styles/bootstrap/modal.scss';
import '@/styles/bootstrap/progress.scss';
import '@/styles/bootstrap/tables.scss';
import { formatDateTime, formatRollNo } from '@exam/core/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useAttemptReport } from '@/features/admin/results/api/get-attempt-report';
import {
  useAttemptReview,
  useDownloadAttemptPdf,
} from '@/features/admin/results/api/get-attempt-review';
import { InsightCards } from '@/features/results/components/insight-cards';
import { QuestionReview } from '@/features/results/components/question-review';
import { ReviewModal, type ReviewMode } from '@/features/results/components/review-modal';
import { SectionAnalysis } from '@/features/results/components/section-analysis';
import { SummaryCards } from '@/features/results/components/summary-cards';
import '@/features/results/i18n/translations';
import '@/features/results/components/result.css';
import { BusyButton } from '@/components/ui/busy-button';

/**
 * /admin/attempts/:id/report: a student's report as the student reads it, for staff. The console
 * (features/admin) fetches it, the student's result components (features/results) show it: the
 * app composes the two, as features never import each other. The review (read-only) and the PDF
 * come from the console's own calls, which check the caller's scope; practice stays the student's.
 */
export default function StaffAttemptReportRoute() {
  const { t } = useTranslation('admin');
  const { pick, language } = useUiLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const report = useAttemptReport(id);
  const [mode, setMode] = useState<ReviewMode | null>(null);
  const review = useAttemptReview(id, mode !== null);
  const download = useDownloadAttemptPdf(id);
  if (report.isPending) return <PageLoading />;
  if (report.isError)
    return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;
  const result = report.data;
  return (
    <div className="result-page">
      <nav aria-label={t('setResults.report.back')} className="mb-2 small">
        <button type="button" className="btn btn-link p-0" onClick={() => void navigate(-1)}>
          ← {t('setResults.report.back')}
        </button>
      </nav>
      <header className="card shadow-sm mb-3">
        <div className="card-body">
          <p className="text-body-secondary small mb-1">
            {t('setResults.report.title')} · {pick(result.examName, result.examNameHi)}
          </p>
          <h1 className="h3 mb-2">{pick(result.setName, result.setNameHi)}</h1>
          <p className="mb-2">
            <span className="fw-semibold" data-testid="report-student">
              {result.name}
            </span>{' '}
            <span className="text-body-secondary">· {formatRollNo(result.rollNo)}</span>
          </p>
          <p className="small mb-2">
            <span className={`badge ${result.passed ? 'text-bg-success' : 'text-bg-danger'}`}>
              {t(result.passed ? 'results.pass' : 'results.fail')}
            </span>{' '}
            {formatDateTime(result.submittedAt, language)}
          </p>
          <div className="d-flex flex-wrap align-items-center gap-2 d-print-none">
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => setMode({ kind: 'all' })}
            >
              {t('setResults.report.review')}
            </button>
            <BusyButton
              className="btn btn-primary btn-sm"
              busy={download.isPending}
              busyLabel={t('setResults.report.downloading')}
              onClick={() => download.mutate(language)}
            >
              {t('setResults.report.pdf')}
            </BusyButton>
            <span className="small text-body-secondary">{t('setResults.report.noPractice')}</span>
          </div>
          {download.isError && (
            <p className="alert alert-danger small mt-2 mb-0" role="alert">
              {t('setResults.report.pdfFailed', { message: download.error.message })}
            </p>
          )}
        </div>
      </header>
      <SummaryCards result={result} />
      <SectionAnalysis
        result={result}
        actions={{
          onReview: (s) =>
            setMode({ kind: 'section', sectionId: s.id, title: pick(s.name, s.nameHi) }),
          practising: null,
        }}
      />
      <QuestionReview
        result={result}
        onReviewAll={() => setMode({ kind: 'all' })}
        onAnswerKey={() => setMode({ kind: 'key' })}
      />
      <InsightCards result={result} practising={null} />
      <ReviewModal review={review} mode={mode} onHide={() => setMode(null)} reader="staff" />
    </div>
  );
}
