import { formatDateTime } from '@exam/core/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { Pager } from '@/components/ui/pager';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useSetResults } from '../api/get-set-results';

/** The summary of one set's results and its submitted attempts, a page at a time. */
export function SetResultsView({ setId }: { setId: number }) {
  const { t } = useTranslation('admin');
  const { language } = useUiLanguage();
  const [page, setPage] = useState(1);
  const results = useSetResults(setId, page);
  if (results.isPending) return <PageLoading />;
  if (results.isError)
    return <ErrorState error={results.error} onRetry={() => void results.refetch()} />;
  const data = results.data;
  const figure = (label: string, value: string) => (
    <div className="col-6 col-md-4 col-xl-2">
      <div className="card h-100">
        <div className="card-body py-2">
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-5 fw-semibold">{value}</div>
        </div>
      </div>
    </div>
  );
  // Averages can be long fractions; two decimals are what a teacher reads.
  const marks = (n: number | null) => (n === null ? '–' : String(Math.round(n * 100) / 100));
  return (
    <>
      <div className="row g-2 mb-3">
        {figure(t('results.submitted'), String(data.submitted))}
        {figure(t('results.average'), marks(data.average))}
        {figure(t('results.highest'), marks(data.highest))}
        {figure(t('results.passed'), String(data.passed))}
        {figure(t('results.cutoff'), marks(data.cutoff))}
        {figure(t('results.totalMarks'), marks(data.totalMarks))}
      </div>
      {data.items.length === 0 ? (
        <EmptyState title={t('results.empty')} />
      ) : (
        <>
          <div className="table-responsive bg-body rounded border">
            <table className="table table-sm align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('results.student')}</th>
                  <th scope="col">{t('results.username')}</th>
                  <th scope="col">{t('results.attempt')}</th>
                  <th scope="col">{t('results.score')}</th>
                  <th scope="col">{t('results.result')}</th>
                  <th scope="col">{t('results.when')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <tr key={row.attemptId}>
                    <th scope="row" className="fw-normal">
                      {row.studentName}
                    </th>
                    <td>{row.username}</td>
                    <td>{row.attemptNo}</td>
                    <td>{marks(row.score)}</td>
                    <td>
                      <span
                        className={`badge ${row.passed ? 'text-bg-success' : 'text-bg-warning'}`}
                      >
                        {row.passed ? t('results.pass') : t('results.fail')}
                      </span>
                    </td>
                    <td>{formatDateTime(row.submittedAt, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={data.page}
            totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            onChange={setPage}
            label={t('results.pages')}
          />
        </>
      )}
    </>
  );
}
