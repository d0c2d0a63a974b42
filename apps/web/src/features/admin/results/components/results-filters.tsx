import type { TSetResults, TSetResultsQuery } from '@exam/contracts/admin/get-set-results';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/ui/data-table/filter-bar';
import { FilterSelect, type FilterChoice } from '@/components/ui/data-table/filter-select';
import type { FilterKey } from '../hooks/use-results-query';

interface ResultsFiltersProps {
  options: TSetResults['options'];
  query: TSetResultsQuery;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
  filtered: boolean;
}

/** District → block → centre, class and section: each list offers what the candidates have. */
export function ResultsFilters({
  options,
  query,
  onChange,
  onClear,
  filtered,
}: ResultsFiltersProps) {
  const { t } = useTranslation('admin');
  const districtId = query.districtId === undefined ? undefined : Number(query.districtId);
  const blockId = query.blockId === undefined ? undefined : Number(query.blockId);
  const blocks = options.blocks.filter(
    (b) => districtId === undefined || b.districtId === districtId,
  );
  const centres = options.centres.filter((c) => blockId === undefined || c.blockId === blockId);
  const select = (key: FilterKey, choices: FilterChoice[], value: unknown) => (
    <FilterSelect
      id={`results-${key}`}
      label={t(`setResults.filter.${key}`)}
      anyLabel={t('setResults.filter.all')}
      value={value === undefined ? undefined : String(value)}
      choices={choices}
      onChange={(next) => onChange(key, next)}
    />
  );
  const asChoices = (list: { id: number; name: string }[]) =>
    list.map((p) => ({ value: p.id, label: p.name }));
  return (
    <FilterBar
      legend={t('setResults.filter.legend')}
      clear={{ label: t('setResults.filter.clear'), onClear, shown: filtered }}
    >
      {select('districtId', asChoices(options.districts), query.districtId)}
      {select('blockId', asChoices(blocks), query.blockId)}
      {select('centreId', asChoices(centres), query.centreId)}
      {select(
        'studentClass',
        options.classes.map((c) => ({ value: c, label: String(c) })),
        query.studentClass,
      )}
      {select(
        'section',
        options.sections.map((s) => ({ value: s, label: s })),
        query.section,
      )}
    </FilterBar>
  );
}
