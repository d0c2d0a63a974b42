import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { useSetsByType } from '../api/get-sets-by-type';
import '../i18n/translations';
import { SetCard } from './set-card';

/** Set type 4 (DESIGN.md §6). */
const PREVIOUS_YEAR = 4;

/**
 * /testSeries/ (Prev Year Ques Paper): the previous-year papers of every exam; Start leads to the
 * exam flow (/studentProfile with { setData }), as on an exam's set list.
 */
export function PrevYearPapersView() {
  const { t } = useTranslation();
  const sets = useSetsByType(PREVIOUS_YEAR);
  const title = t('prevYear.title');
  return (
    <>
      <PageTitle title={title} />
      <header className="mb-3">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{t('prevYear.intro')}</p>
      </header>
      {sets.isError && !sets.data ? (
        <ErrorState error={sets.error} onRetry={() => void sets.refetch()} />
      ) : sets.isPending ? (
        <div role="status">
          <span className="visually-hidden">{t('app.loading')}</span>
          <div className="set-list" aria-hidden="true">
            {[0, 1].map((index) => (
              <CardSkeleton key={index} lines={1} />
            ))}
          </div>
        </div>
      ) : sets.data.length === 0 ? (
        <EmptyState title={t('prevYear.none')}>
          <p className="mb-0">{t('prevYear.noneText')}</p>
        </EmptyState>
      ) : (
        <div className="set-list">
          {sets.data.map((set) => (
            <SetCard key={set.examSetId} set={set} />
          ))}
        </div>
      )}
    </>
  );
}
