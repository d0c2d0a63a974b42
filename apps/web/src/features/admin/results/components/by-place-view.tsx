import type { TPlaceLevel, TResultsByPlace } from '@exam/contracts/admin/get-results-by-place';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
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

/** A place, or the total: its name, whether it opens a level deeper, and its figures. */
interface PlaceRow {
  key: string;
  name: string;
  drill: (() => void) | null;
  figures: Figures;
}

function usePlaceColumns(level: TPlaceLevel): Column<PlaceRow>[] {
  const { t } = useTranslation('admin');
  const figure = (id: string, key: string, value: (f: Figures) => string | number) => ({
    id,
    header: t(`setResults.fig.${key}`),
    numeric: true,
    cell: (row: PlaceRow) => value(row.figures),
  });
  return [
    {
      id: 'place',
      header: t(`setResults.place.${level}`),
      rowHeader: true,
      cell: (row) =>
        row.drill ? (
          <button type="button" className="btn btn-link p-0 text-start" onClick={row.drill}>
            {row.name}
          </button>
        ) : (
          row.name
        ),
    },
    figure('submitted', 'candidates', (f) => f.submitted),
    figure('average', 'mean', (f) => marks(f.average)),
    figure('median', 'median', (f) => marks(f.median)),
    figure('highest', 'highest', (f) => marks(f.highest)),
    figure('passRate', 'passRate', (f) => (f.passRate === null ? '–' : `${marks(f.passRate)}%`)),
  ];
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
  const columns = usePlaceColumns(step.level);
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
  const rows = result.data?.places.map((p): PlaceRow => {
    const name = p.name ? pick(p.name, p.nameHi) : t('setResults.place.none');
    return {
      key: String(p.id ?? 'none'),
      name,
      drill: next && p.id !== null ? () => drill(p.id ?? 0, name) : null,
      figures: p,
    };
  });
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
      <DataTable
        caption={t(`setResults.place.${step.level}`)}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        footRows={
          result.data && [
            {
              key: 'total',
              name: t('setResults.place.total'),
              drill: null,
              figures: result.data.overall,
            },
          ]
        }
        query={result}
        empty={{ title: t('results.empty') }}
      />
    </>
  );
}
