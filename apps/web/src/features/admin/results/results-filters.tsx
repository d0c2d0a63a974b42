import type { TSetResults, TSetResultsQuery } from '@exam/contracts/admin/get-set-results';
import { useTranslation } from 'react-i18next';
import { FilterSelect, type FilterChoice } from '@/components/ui/data-table/filter-select';
import type { FilterKey } from './use-results-query';

interface ResultsFiltersProps {
  options: TSetResults['options'];
  query: TSetResultsQuery;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

/** District → block → centre, class and section: each list offers what the candidates have. */
export function ResultsFilters({ options, query, onChange, onClear }: ResultsFiltersProps) {
  const { t } = useTranslation('admin');
  const districtId = query.districtId === undefined ? undefined : Number(query.districtId);
  const blockId = query.blockId === undefined ? undefined : Number(query.blockId);
  const blocks = options.blocks.filter(
    (b) => districtId === undefined || b.districtId === districtId,
  );
  const centres = options.centres.filter((c) => blockId === undefined || c.blockId === blockId);
  const select = (key: FilterKey, choices: FilterChoice[], value: unknown) => (
    <FilterSelect
      className="col-6 col-md-4 col-xl-2"
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
    <fieldset className="row g-2 align-items-end mb-3">
      <legend className="visually-hidden">{t('setResults.filter.legend')}</legend>
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
      <div className="col-6 col-md-4 col-xl-2">
        <button type="button" className="btn btn-outline-secondary btn-sm w-100" onClick={onClear}>
          {t('setResults.filter.clear')}
        </button>
      </div>
    </fieldset>
  );
}
