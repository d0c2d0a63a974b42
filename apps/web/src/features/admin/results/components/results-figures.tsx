import type { TSetResults } from '@exam/contracts/admin/get-set-results';
import { useTranslation } from 'react-i18next';
import { marks } from './results-table';

/** Candidates, mean, median, highest and pass rate of the filtered rows, with the cut-off. */
export function ResultsFigures({ data }: { data: TSetResults }) {
  const { t } = useTranslation('admin');
  const figure = (label: string, value: string, testId: string) => (
    <div className="col-6 col-md-4 col-xl-2">
      <div className="card h-100">
        <div className="card-body py-2">
          <div className="small text-body-secondary">{label}</div>
          <div className="fs-5 fw-semibold" data-testid={testId}>
            {value}
          </div>
        </div>
      </div>
    </div>
  );
  return (
    <div className="row g-2 mb-3">
      {figure(t('setResults.fig.candidates'), String(data.submitted), 'results-candidates')}
      {figure(t('setResults.fig.mean'), marks(data.average), 'results-mean')}
      {figure(t('setResults.fig.median'), marks(data.median), 'results-median')}
      {figure(t('setResults.fig.highest'), marks(data.highest), 'results-highest')}
      {figure(
        t('setResults.fig.passRate'),
        data.passRate === null ? '–' : `${marks(data.passRate)}%`,
        'results-pass-rate',
      )}
      {figure(
        t('setResults.fig.cutoff'),
        `${marks(data.cutoff)} / ${marks(data.totalMarks)}`,
        'results-cutoff',
      )}
    </div>
  );
}
