import type { TPlaceLevel, TResultsByPlace } from '@exam/contracts/admin/get-results-by-place';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useResultsByPlace } from '../api/get-results-by-place';
import { marks } from './results-table';

interface Step {
  level: TPlaceLevel;
  districtId?: number;
  blockId?: number;
  label?: string;
}

const NEXT: Record<TPlaceLevel, TPlaceLevel | null> = {
  district: 'block',
  block: 'centre',
  centre: null,
};

type Figures = TResultsByPlace['overall'];

/** A place's figures, or the total's: the same cells in the same order as the head. */
function FigureCells({ figures }: { figures: Figures }) {
  return (
    <>
      <td className="text-end">{figures.submitted}</td>
      <td className="text-end">{marks(figures.average)}</td>
      <td className="text-end">{marks(figures.median)}</td>
      <td className="text-end">{marks(figures.highest)}</td>
      <td className="text-end">
        {figures.passRate === null ? '–' : `${marks(figures.passRate)}%`}
      </td>
    </>
  );
}

/** Districts, then a district's blocks, then a block's centres: the same figures for each. */
export function ByPlaceView({ setId }: { setId: number }) {
  const { t } = useTranslation('admin');
  const { pick } = useUiLanguage();
  const [trail, setTrail] = useState<Step[]>([{ level: 'district' }]);
  const step = trail[trail.length - 1] ?? { level: 'district' };
  const result = useResultsByPlace(setId, {
    level: step.level,
    districtId: step.districtId,
    blockId: step.blockId,
  });
  if (result.isPending) return <PageLoading />;
  if (result.isError)
    return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  const { places, overall } = result.data;
  const next = NEXT[step.level];
  const drill = (id: number, label: string) => {
    if (!next) return;
    setTrail([
      ...trail,
      {
        level: next,
        districtId: step.level === 'district' ? id : step.districtId,
        blockId: step.level === 'block' ? id : undefined,
        label,
      },
    ]);
  };
  return (
    <>
      <nav aria-label={t('setResults.place.trail')} className="mb-2">
        <ol className="breadcrumb mb-0">
          {trail.map((s, i) => (
            <li
              key={`${s.level}-${s.districtId ?? ''}-${s.blockId ?? ''}`}
              className={`breadcrumb-item${i === trail.length - 1 ? ' active' : ''}`}
              aria-current={i === trail.length - 1 ? 'page' : undefined}
            >
              {i === trail.length - 1 ? (
                (s.label ?? t('setResults.place.all'))
              ) : (
                <button
                  type="button"
                  className="btn btn-link p-0 align-baseline"
                  onClick={() => setTrail(trail.slice(0, i + 1))}
                >
                  {s.label ?? t('setResults.place.all')}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {places.length === 0 ? (
        <EmptyState title={t('results.empty')} />
      ) : (
        <div className="table-responsive bg-body rounded border">
          <table className="table table-sm align-middle mb-0">
            <caption className="visually-hidden">{t(`setResults.place.${step.level}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`setResults.place.${step.level}`)}</th>
                <th scope="col" className="text-end">
                  {t('setResults.fig.candidates')}
                </th>
                <th scope="col" className="text-end">
                  {t('setResults.fig.mean')}
                </th>
                <th scope="col" className="text-end">
                  {t('setResults.fig.median')}
                </th>
                <th scope="col" className="text-end">
                  {t('setResults.fig.highest')}
                </th>
                <th scope="col" className="text-end">
                  {t('setResults.fig.passRate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {places.map((p) => {
                const name = p.name ? pick(p.name, p.nameHi) : t('setResults.place.none');
                return (
                  <tr key={p.id ?? 'none'}>
                    <th scope="row" className="fw-normal">
                      {next && p.id !== null ? (
                        <button
                          type="button"
                          className="btn btn-link p-0 text-start"
                          onClick={() => drill(p.id ?? 0, name)}
                        >
                          {name}
                        </button>
                      ) : (
                        name
                      )}
                    </th>
                    <FigureCells figures={p} />
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr className="fw-semibold">
                <th scope="row">{t('setResults.place.total')}</th>
                <FigureCells figures={overall} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
