import { ZOptionalIdQuery } from '@exam/contracts/admin/entities';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useSets } from '../../sets/api/list-sets';
import { ResultsLinks } from './results-links';
import { SetResultsView } from './set-results-view';
import './results-page.css';
import { LabelledSelect } from '@/components/ui/labelled-select';

const ZResultsPick = z.object({ setId: ZOptionalIdQuery });

/**
 * /admin/results: pick a set to open its results page (/admin/sets/:id/results). An older link
 * with ?setId= still shows that set's table here.
 */
export default function ResultsPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const setId = useListState(ZResultsPick).state.setId ?? null;
  const sets = useSets({ page: 1, pageSize: 100 });
  return (
    <>
      <h1 className="h3 mb-3">{t('results.title')}</h1>
      {sets.isPending ? (
        <PageLoading />
      ) : sets.isError ? (
        <ErrorState error={sets.error} onRetry={() => void sets.refetch()} />
      ) : sets.data.items.length === 0 ? (
        <EmptyState title={t('results.noSets')} />
      ) : (
        <>
          <div className="mb-3 results-set-picker">
            <LabelledSelect
              label={t('results.set')}
              labelClassName="form-label"
              selectClassName="form-select"
              value={setId ?? ''}
              options={[
                { value: '', label: t('results.chooseSet') },
                ...sets.data.items.map((set) => ({
                  value: set.id,
                  label: `${set.nameEn} — ${set.examName}`,
                })),
              ]}
              onChange={(value) => {
                if (value) void navigate(`/admin/sets/${value}/results`);
              }}
            />
          </div>
          {setId === null ? (
            <p className="text-body-secondary">{t('results.pickSet')}</p>
          ) : (
            <>
              <ResultsLinks setId={setId} />
              <SetResultsView key={setId} setId={setId} />
            </>
          )}
        </>
      )}
    </>
  );
}
