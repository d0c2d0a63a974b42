import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { SetListStates } from '@/components/ui/set-list-states';
import { useSetsByType } from '@/lib/api/get-sets-by-type';
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
      <SetListStates
        query={sets}
        skeletons={2}
        empty={
          <EmptyState title={t('prevYear.none')}>
            <p className="mb-0">{t('prevYear.noneText')}</p>
          </EmptyState>
        }
      >
        {(items) => (
          <div className="set-list">
            {items.map((set) => (
              <SetCard key={set.examSetId} set={set} />
            ))}
          </div>
        )}
      </SetListStates>
    </>
  );
}
