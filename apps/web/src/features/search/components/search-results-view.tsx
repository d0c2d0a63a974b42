import type { TSearchResult } from '@exam/contracts/search/search';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FreeBadge } from '@/components/ui/free-badge';
import { PageLoading } from '@/components/ui/page-loading';
import { PageTitle } from '@/components/ui/page-title';
import { SEARCH_MIN_LENGTH } from '@/config/app';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useSearchCatalogue } from '../api/search-catalogue';
import '../i18n/translations';
import '@/components/ui/set-labels/i18n/translations';

/** One kind of match, under its heading; nothing when there is none. */
function FoundSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Results({ result }: { result: TSearchResult }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  return (
    <>
      <FoundSection
        id="found-categories"
        title={t('search.categories')}
        count={result.categories.length}
      >
        <ul className="list-inline mb-0">
          {result.categories.map((category) => (
            <li key={category.examCategoryId} className="list-inline-item mb-2">
              <Link
                className="chip chip-link"
                to={`/exam/list/${category.examCategoryId}`}
                state={{ category }}
              >
                {pick(category.examCategoryName, category.examCategoryNameHi)}
              </Link>
            </li>
          ))}
        </ul>
      </FoundSection>
      <FoundSection id="found-exams" title={t('search.exams')} count={result.exams.length}>
        <ul className="list-group">
          {result.exams.map((exam) => (
            <li
              key={exam.examId}
              className="list-group-item d-flex gap-2 align-items-start justify-content-between"
            >
              <div>
                <h3 className="h6 mb-1">
                  <Link to={`/set?examId=${exam.examId}`} state={{ exam }}>
                    {pick(exam.examName, exam.examNameHi)}
                  </Link>
                </h3>
                <span className="small text-body-secondary">
                  {t('exam.setCount', { count: exam.setCount })}
                </span>
              </div>
              <FreeBadge />
            </li>
          ))}
        </ul>
      </FoundSection>
      <FoundSection id="found-sets" title={t('search.sets')} count={result.sets.length}>
        <ul className="list-group">
          {result.sets.map((set) => (
            <li key={set.examSetId} className="list-group-item">
              <h3 className="h6 mb-1">
                <Link to={`/set?examId=${set.examId}`}>{pick(set.setName, set.setNameHi)}</Link>
              </h3>
              <span className="small text-body-secondary">
                {t(`set.types.${set.setTypeId}`)} · {pick(set.examName, set.examNameHi)}
              </span>
            </li>
          ))}
        </ul>
      </FoundSection>
    </>
  );
}

/** /search?q=: categories, exams and sets whose English or Hindi name matches. */
export function SearchResultsView({ query }: { query: string }) {
  const { t } = useTranslation();
  const q = query.trim();
  const longEnough = q.length >= SEARCH_MIN_LENGTH;
  const search = useSearchCatalogue(q, { enabled: longEnough });
  const result = longEnough ? search.data : undefined;
  const total = result ? result.categories.length + result.exams.length + result.sets.length : 0;

  return (
    <>
      <PageTitle title={q ? t('search.resultsFor', { query: q }) : t('search.title')} />
      <h1 className="h3 mb-1">{q ? t('search.resultsFor', { query: q }) : t('search.title')}</h1>
      <p className="text-body-secondary small mb-3" aria-live="polite">
        {result ? t('search.found', { count: total }) : '\u00a0'}
      </p>
      {!longEnough ? (
        <EmptyState title={t('search.tooShort', { count: SEARCH_MIN_LENGTH })} as="p" />
      ) : search.isError && !result ? (
        <ErrorState error={search.error} onRetry={() => void search.refetch()} />
      ) : !result ? (
        <PageLoading />
      ) : total === 0 ? (
        <EmptyState title={t('search.noResults', { query: q })} as="p" />
      ) : (
        <div className={search.isPlaceholderData ? 'is-stale' : undefined}>
          <Results result={result} />
        </div>
      )}
    </>
  );
}
