import type { TListQuestionsQuery } from '@exam/contracts/admin/list-questions';
import { QUESTION_TYPES } from '@exam/contracts/questions/entities';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/ui/data-table/filter-bar';
import { FilterSelect, type FilterChoice } from '@/components/ui/data-table/filter-select';
import { SearchInput } from '@/components/ui/data-table/search-input';
import { useCategories } from '../../exams/api/list-categories';
import { useSets } from '../../sets/api/list-sets';

export const QUESTION_FILTERS = [
  'q',
  'categoryId',
  'tag',
  'type',
  'hindi',
  'usedInSetId',
  'retired',
] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];

interface QuestionFiltersProps {
  /** Ids of the selects start with it (two lists may be on one page). */
  idPrefix: string;
  values: Pick<TListQuestionsQuery, QuestionFilter>;
  onChange: (key: QuestionFilter, value: string) => void;
  /** Which filters to offer besides the search; all of them by default. */
  only?: readonly QuestionFilter[];
  searchLabel: string;
}

const text = (value: unknown) => (value === undefined ? undefined : String(value));

function UsedInSelect({ id, value, onChange }: SelectProps) {
  const { t } = useTranslation('admin');
  const sets = useSets({ page: 1, pageSize: 100 });
  return (
    <FilterSelect
      id={id}
      label={t('questions.usedIn')}
      anyLabel={t('questions.anySet')}
      value={value}
      choices={(sets.data?.items ?? []).map((s) => ({ value: s.id, label: s.nameEn }))}
      onChange={onChange}
    />
  );
}

interface SelectProps {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
}

/** The search and filters of a list of bank questions (the bank page, the set builder's picker). */
export function QuestionFilters({
  idPrefix,
  values,
  onChange,
  only = QUESTION_FILTERS,
  searchLabel,
}: QuestionFiltersProps) {
  const { t } = useTranslation('admin');
  const categories = useCategories();
  const select = (key: QuestionFilter, label: string, any: string, choices: FilterChoice[]) => (
    <FilterSelect
      id={`${idPrefix}-${key}`}
      label={label}
      anyLabel={any}
      value={text(values[key])}
      choices={choices}
      onChange={(value) => onChange(key, value)}
    />
  );
  const offered = (key: QuestionFilter) => only.includes(key);
  return (
    <>
      <SearchInput
        label={searchLabel}
        placeholder={t('questions.searchPlaceholder')}
        value={values.q ?? ''}
        onSearch={(value) => onChange('q', value)}
        small
        className="mb-2"
      />
      <FilterBar legend={t('questions.filters')}>
        {offered('categoryId') &&
          select(
            'categoryId',
            t('questions.category'),
            t('questions.anyCategory'),
            (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          )}
        {offered('tag') && (
          <SearchInput
            label={t('questions.tag')}
            value={values.tag ?? ''}
            onSearch={(value) => onChange('tag', value)}
            landmark={false}
            small
            className=""
          />
        )}
        {offered('type') &&
          select(
            'type',
            t('questions.type'),
            t('questions.anyType'),
            QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
          )}
        {offered('hindi') &&
          select('hindi', t('questions.hindi'), t('questions.anyHindi'), [
            { value: 'complete', label: t('questions.hindiComplete') },
            { value: 'missing', label: t('questions.hindiMissing') },
          ])}
        {offered('usedInSetId') && (
          <UsedInSelect
            id={`${idPrefix}-usedInSetId`}
            value={text(values.usedInSetId)}
            onChange={(value) => onChange('usedInSetId', value)}
          />
        )}
        {offered('retired') &&
          select('retired', t('questions.status'), t('questions.live'), [
            { value: 'true', label: t('questions.retired') },
          ])}
      </FilterBar>
    </>
  );
}
