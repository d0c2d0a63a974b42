import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { SetListStates } from '@/components/ui/set-list-states';
import { useIsLoggedIn } from '@/lib/session';
import { useQuizStats } from '../api/get-quiz-stats';
import { useSetsByType } from '@/lib/api/get-sets-by-type';
import { PlayedSetCard } from './played-set-card';

interface PlayedSetListProps {
  /** 1 quiz (/quizlist/), 2 practice (/practicelist/), 5 GK & current affairs (/gkandca/). */
  setTypeId: 1 | 2 | 5;
}

/** The sets of one played type across every exam, with their figures. */
export function PlayedSetList({ setTypeId }: PlayedSetListProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const sets = useSetsByType(setTypeId);
  const ids = loggedIn ? (sets.data ?? []).map((set) => set.examSetId) : [];
  const stats = useQuizStats(ids);
  const title = t(`plays.listTitle.${setTypeId}`);
  const statsOf = new Map((stats.data ?? []).map((row) => [row.setId, row]));

  return (
    <>
      <PageTitle title={title} />
      <header className="mb-3">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{t(`plays.listIntro.${setTypeId}`)}</p>
      </header>
      {stats.isError && (
        <div className="alert alert-warning py-2" role="alert">
          {t('plays.statsError')}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => void stats.refetch()}
          >
            {t('state.retry')}
          </button>
        </div>
      )}
      <SetListStates
        query={sets}
        skeletons={3}
        empty={
          <EmptyState title={t('plays.none')}>
            <p className="mb-0">{t('plays.noneText')}</p>
          </EmptyState>
        }
      >
        {(items) => (
          <div className="set-list">
            {items.map((set) => (
              <PlayedSetCard
                key={set.examSetId}
                set={set}
                stats={statsOf.get(set.examSetId)}
                statsPending={loggedIn && stats.isPending && !stats.isError}
                loggedIn={loggedIn}
              />
            ))}
          </div>
        )}
      </SetListStates>
    </>
  );
}
