import { useTranslation } from 'react-i18next';
import type { TLiveState } from '@exam/contracts/admin/live-entities';
import { FilterBar } from '@/components/ui/data-table/filter-bar';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { LiveFilters as Filters } from '../api/get-live';
import { STATES } from '../utils/live-states';

/** Centres, classes and sections seen in the answers so far: what the filters offer. */
export interface FilterOptions {
  centres: Map<number, string>;
  classes: Set<number>;
  sections: Set<string>;
}

interface LiveFiltersProps {
  filters: Filters;
  options: FilterOptions;
  withNotStarted: boolean;
  onChange: (next: Partial<Filters>) => void;
  onClear: () => void;
}

const sorted = <T,>(values: Iterable<T>) =>
  [...values].sort((a, b) => String(a).localeCompare(String(b), 'en', { numeric: true }));

export function LiveFilters({
  filters,
  options,
  withNotStarted,
  onChange,
  onClear,
}: LiveFiltersProps) {
  const { t } = useTranslation('admin');
  const number = (value: string) => (value === '' ? undefined : Number(value));
  const any =
    filters.centreId !== undefined ||
    filters.studentClass !== undefined ||
    Boolean(filters.section) ||
    filters.state !== undefined;
  return (
    <FilterBar
      legend={t('live.filters.label')}
      clear={{ label: t('live.filters.clear'), onClear, shown: any }}
    >
      <FilterSelect
        id="live-centre"
        label={t('live.filters.centre')}
        anyLabel={t('live.filters.allCentres')}
        value={filters.centreId}
        choices={sorted(options.centres.entries()).map(([id, name]) => ({
          value: id,
          label: name,
        }))}
        onChange={(value) => onChange({ centreId: number(value) })}
      />
      <FilterSelect
        id="live-class"
        label={t('live.filters.class')}
        anyLabel={t('live.filters.allClasses')}
        value={filters.studentClass}
        choices={sorted(options.classes).map((c) => ({ value: c, label: String(c) }))}
        onChange={(value) => onChange({ studentClass: number(value) })}
      />
      <FilterSelect
        id="live-section"
        label={t('live.filters.section')}
        anyLabel={t('live.filters.allSections')}
        value={filters.section}
        choices={sorted(options.sections).map((s) => ({ value: s, label: s }))}
        onChange={(value) => onChange({ section: value || undefined })}
      />
      <FilterSelect
        id="live-state"
        label={t('live.filters.state')}
        anyLabel={t('live.filters.allStates')}
        value={filters.state}
        choices={STATES.filter((s) => withNotStarted || s.state !== 'not-started').map(
          ({ state }) => ({ value: state, label: t(`live.counts.${state}`) }),
        )}
        onChange={(value) => onChange({ state: (value || undefined) as TLiveState | undefined })}
      />
    </FilterBar>
  );
}
