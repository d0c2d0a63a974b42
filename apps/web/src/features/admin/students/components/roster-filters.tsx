import type { TStudentFilters } from '@exam/contracts/admin/student-filters';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/ui/data-table/filter-bar';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { RosterQuery } from '../api/students-api';

export type RosterFilterKey =
  'q' | 'centreId' | 'studentClass' | 'studentSection' | 'districtId' | 'blockId' | 'active';

interface Props {
  filters: TStudentFilters | undefined;
  query: RosterQuery;
  onChange: (key: RosterFilterKey, value: string) => void;
}

/** The filters of the students page: centre, class, section, district, block and status. */
export function RosterFilters({ filters, query, onChange }: Props) {
  const { t, i18n } = useTranslation('admin');
  const hindi = i18n.language === 'hi';
  const place = (p: { name: string; nameHi: string | null }) => (hindi && p.nameHi) || p.name;
  const blocks = (filters?.blocks ?? []).filter(
    (b) => query.districtId === undefined || b.districtId === query.districtId,
  );
  const select = (
    key: Exclude<RosterFilterKey, 'q'>,
    label: string,
    options: { value: string; label: string }[],
    anyLabel = t('roster.any'),
  ) => (
    <FilterSelect
      id={`roster-${key}`}
      label={label}
      anyLabel={anyLabel}
      value={key === 'active' && query.active === 'all' ? undefined : query[key]}
      choices={options}
      onChange={(value) => onChange(key, value)}
    />
  );
  return (
    <FilterBar legend={t('roster.filters')}>
      {select(
        'centreId',
        t('roster.centre'),
        (filters?.centres ?? []).map((c) => ({
          value: String(c.id),
          label: `${c.name} (${c.key})`,
        })),
      )}
      {select(
        'studentClass',
        t('roster.class'),
        (filters?.classes ?? []).map((c) => ({ value: String(c), label: String(c) })),
      )}
      {select(
        'studentSection',
        t('roster.section'),
        (filters?.sections ?? []).map((s) => ({ value: s, label: s })),
      )}
      {select(
        'districtId',
        t('roster.district'),
        (filters?.districts ?? []).map((d) => ({ value: String(d.id), label: place(d) })),
      )}
      {select(
        'blockId',
        t('roster.block'),
        blocks.map((b) => ({ value: String(b.id), label: place(b) })),
      )}
      {select(
        'active',
        t('roster.status'),
        [
          { value: 'true', label: t('roster.active') },
          { value: 'false', label: t('roster.inactive') },
        ],
        t('roster.all'),
      )}
    </FilterBar>
  );
}
