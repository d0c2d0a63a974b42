import type { TExamCategory, TExamSubCategory } from '@exam/contracts/catalogue/entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { HeadingPlaceholder } from '@/components/ui/heading-placeholder';
import { PageTitle } from '@/components/ui/page-title';
import { isApiError } from '@/lib/api-client';
import { useExamList } from '../hooks/use-exam-list';
import { useListHeading } from '../hooks/use-list-heading';
import { ExamGrid } from './exam-grid';
import '@/components/ui/set-labels/i18n/translations';

interface ExamListViewProps {
  categoryId: number | null;
  subCategoryId: number | null;
  /** The URL names a category that cannot exist (not a number). */
  invalidCategory?: boolean;
  category?: TExamCategory | null;
  subCategory?: TExamSubCategory | null;
}

function CategoryNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('exam.categoryNotFound')} />
      <h1 className="h3 mb-3">{t('exam.categoryNotFound')}</h1>
      <EmptyState title={t('exam.categoryNotFoundText')} as="p">
        <Link to="/exam/list/" className="btn btn-primary mt-2">
          {t('exam.browseAll')}
        </Link>
      </EmptyState>
    </>
  );
}

/** /exam, /exam/list/ and /exam/list/:categoryId(?subCategoryId=): a heading and the exam grid. */
export function ExamListView({
  categoryId,
  subCategoryId,
  invalidCategory,
  category,
  subCategory,
}: ExamListViewProps) {
  const { t } = useTranslation();
  const { query, exams } = useExamList({ categoryId, subCategoryId });
  const heading = useListHeading({ categoryId, subCategoryId, category, subCategory });

  if (invalidCategory || (isApiError(query.error) && query.error.statusCode === 404))
    return <CategoryNotFound />;

  const title =
    categoryId === null && subCategoryId === null
      ? t('exam.allExams')
      : subCategoryId !== null
        ? heading.subCategoryName
        : heading.categoryName;

  return (
    <>
      <PageTitle title={title} />
      {subCategoryId !== null && heading.categoryName && categoryId !== null && (
        <nav aria-label={t('set.breadcrumb')}>
          <ol className="breadcrumb small mb-1">
            <li className="breadcrumb-item">
              <Link to="/exam/list/">{t('exam.allExams')}</Link>
            </li>
            <li className="breadcrumb-item">
              <Link to={`/exam/list/${categoryId}`}>{heading.categoryName}</Link>
            </li>
          </ol>
        </nav>
      )}
      <h1 className="h3 mb-1">{title ?? <HeadingPlaceholder />}</h1>
      <p className="text-body-secondary small mb-3" aria-live="polite">
        {exams ? t('exam.count', { count: exams.length }) : '\u00a0'}
      </p>
      <ExamGrid
        exams={exams}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    </>
  );
}
