import type { TSetResultsQuery } from '@exam/contracts/admin/get-set-results';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useSetResults } from '../api/get-set-results';
import { downloadFile } from '../../imports/api/imports-api';
import { ResultsFigures } from './results-figures';
import { ResultsFilters } from './results-filters';
import { ResultsTable } from './results-table';
import { ScoreChart } from './score-chart';
import { useResultsQuery } from '../hooks/use-results-query';
import './results-page.css';

/** What the exports are asked for: the table's filters and sort, every page. */
function exportQuery(query: TSetResultsQuery): Record<string, string> {
  const { page: _page, pageSize: _size, ...rest } = query;
  return Object.fromEntries(
    Object.entries(rest)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A set's results: figures and distribution of the filtered rows, the table, the exports. */
export function SetResultsView({ setId }: { setId: number }) {
  const { t } = useTranslation('admin');
  const { query, setFilter, clearFilters, isFiltered, sortBy, setPage } = useResultsQuery();
  const results = useSetResults(setId, query);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  if (results.isPending) return <PageLoading />;
  if (results.isError)
    return <ErrorState error={results.error} onRetry={() => void results.refetch()} />;
  const data = results.data;

  async function download(format: 'csv' | 'xlsx') {
    setExporting(format);
    setExportError(null);
    try {
      await downloadFile(
        format === 'csv' ? ADMIN_API.exportSetResultsCsv : ADMIN_API.exportSetResultsXlsx,
        { id: setId },
        exportQuery(query),
      );
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(null);
    }
  }

  return (
    <div aria-busy={results.isFetching}>
      <ResultsFilters
        options={data.options}
        query={query}
        onChange={setFilter}
        onClear={clearFilters}
        filtered={isFiltered}
      />
      <ResultsFigures data={data} />
      {data.submitted > 0 && <ScoreChart data={data} />}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <span className="me-auto small text-body-secondary" role="status">
          {t('setResults.count', { count: data.total })}
        </span>
        {(['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={exporting !== null || data.total === 0}
            onClick={() => void download(format)}
          >
            {exporting === format ? t('setResults.exporting') : t(`setResults.export.${format}`)}
          </button>
        ))}
      </div>
      {exportError && (
        <p className="alert alert-danger py-2" role="alert">
          {t('setResults.exportFailed', { message: exportError })}
        </p>
      )}
      <ResultsTable
        data={data}
        query={results}
        sort={query.sort}
        dir={query.dir}
        onSort={sortBy}
        onPage={setPage}
      />
    </div>
  );
}
