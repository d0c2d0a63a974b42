import type { TExamResult } from '@exam/contracts/results/entities';
import { formatDateTime, formatDuration, formatRollNo } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useDownloadResultPdf } from '../api/download-result-pdf';
import { BusyButton } from '@/components/ui/busy-button';

/** Title, student, Qualified / Below cut-off, date, duration, and Print, Refresh, Download PDF. */
export function ReportHeader({
  result,
  onRefresh,
  refreshing,
}: {
  result: TExamResult;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const { pick, language } = useUiLanguage();
  const download = useDownloadResultPdf();
  const date = formatDateTime(result.submittedAt, language);
  return (
    <header className="card shadow-sm mb-3 result-header">
      <div className="card-body d-flex flex-column flex-lg-row gap-3 justify-content-between">
        <div>
          <p className="text-body-secondary small mb-1">
            {pick(result.examName, result.examNameHi)} ·{' '}
            {t('result.attemptLabel', { n: result.attemptNo })}
          </p>
          <h1 className="h3 mb-2">{pick(result.setName, result.setNameHi)}</h1>
          <p className="mb-2">
            <span className="fw-semibold" data-testid="result-student">
              {result.name}
            </span>{' '}
            <span className="text-body-secondary">
              · {t('result.rollNo', { rollNo: formatRollNo(result.rollNo) })}
            </span>
          </p>
          <div className="d-flex flex-wrap align-items-center gap-3 small">
            <span
              className={`badge fs-6 ${result.passed ? 'text-bg-success' : 'text-bg-danger'}`}
              data-testid="result-status"
            >
              {result.passed ? t('result.passed') : t('result.notQualified')}
            </span>
            <span>
              <span className="text-body-secondary">{t('result.date')}:</span>{' '}
              <span data-testid="result-date">{date}</span>
            </span>
            <span>
              <span className="text-body-secondary">{t('result.duration')}:</span>{' '}
              <span data-testid="result-duration">
                {formatDuration(result.totalTimeSec, language)}
              </span>
            </span>
            {result.submitReason === 'time-over' && (
              <span className="text-body-secondary">{t('result.timeOver')}</span>
            )}
            {result.submitReason === 'force-submitted' && (
              <span className="text-body-secondary" data-testid="result-force-submitted">
                {t('result.forceSubmitted')}
              </span>
            )}
          </div>
        </div>
        <div className="d-flex flex-wrap align-items-start gap-2 d-print-none">
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => window.print()}
          >
            {t('result.print')}
          </button>
          <BusyButton className="btn btn-outline-secondary" onClick={onRefresh} busy={refreshing}>
            {t('result.refresh')}
          </BusyButton>
          <BusyButton
            className="btn btn-primary"
            busy={download.isPending}
            busyLabel={t('result.downloading')}
            onClick={() =>
              download.mutate({ setId: result.setId, attemptNo: result.attemptNo, lang: language })
            }
          >
            {t('result.downloadPdf')}
          </BusyButton>
        </div>
      </div>
      {download.isError && (
        <p className="alert alert-danger m-3 mt-0" role="alert">
          {t('result.downloadFailed', { message: download.error.message })}
        </p>
      )}
    </header>
  );
}
