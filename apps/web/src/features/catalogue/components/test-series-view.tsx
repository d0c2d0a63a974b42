import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { Pager } from '@/components/ui/pager';
import { TEST_SERIES_PAGE_SIZE } from '@/config/app';
import { useExamsPage } from '../api/get-exams-page';
import { ExamGrid } from './exam-grid';

interface TestSeriesViewProps {
  /** 1-based, as in the URL. */
  page: number;
  onPageChange: (page: number) => void;
}

/** /testseries/: every exam, 20 to a page. */
export function TestSeriesView({ page, onPageChange }: TestSeriesViewProps) {
  const { t } = useTranslation();
  const query = useExamsPage(page - 1, TEST_SERIES_PAGE_SIZE);
  const data = query.data;
  const beyondLast = data && data.content.length === 0 && page > 1;

  return (
    <>
      <PageTitle title={t('exam.testSeries')} />
      <h1 className="h3 mb-1">{t('exam.testSeries')}</h1>
      <p className="text-body-secondary small mb-3" aria-live="polite">
        {data ? t('exam.count', { count: data.totalElements }) : '\u00a0'}
      </p>
      {beyondLast ? (
        <EmptyState title={t('exam.pageEmpty', { page })} as="p">
          <Link to="/testseries/" className="btn btn-primary mt-2">
            {t('exam.firstPage')}
          </Link>
        </EmptyState>
      ) : (
        <ExamGrid
          exams={data?.content}
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          isStale={query.isPlaceholderData}
        />
      )}
      {data && (
        <Pager
          page={page}
          totalPages={data.totalPages}
          onChange={onPageChange}
          label={t('exam.pages')}
        />
      )}
    </>
  );
}
