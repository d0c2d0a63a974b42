import { useTranslation } from 'react-i18next';
import type { TLiveState } from '@exam/contracts/admin/live-entities';
import type { LiveFilters as Filters } from '../api/get-live';
import { STATES } from './live-states';

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
    <fieldset className="live-filters mb-3">
      <legend className="visually-hidden">{t('live.filters.label')}</legend>
      <div>
        <label htmlFor="live-centre" className="form-label small mb-1">
          {t('live.filters.centre')}
        </label>
        <select
          id="live-centre"
          className="form-select form-select-sm"
          value={filters.centreId ?? ''}
          onChange={(e) => onChange({ centreId: number(e.target.value) })}
        >
          <option value="">{t('live.filters.allCentres')}</option>
          {sorted(options.centres.entries()).map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="live-class" className="form-label small mb-1">
          {t('live.filters.class')}
        </label>
        <select
          id="live-class"
          className="form-select form-select-sm"
          value={filters.studentClass ?? ''}
          onChange={(e) => onChange({ studentClass: number(e.target.value) })}
        >
          <option value="">{t('live.filters.allClasses')}</option>
          {sorted(options.classes).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="live-section" className="form-label small mb-1">
          {t('live.filters.section')}
        </label>
        <select
          id="live-section"
          className="form-select form-select-sm"
          value={filters.section ?? ''}
          onChange={(e) => onChange({ section: e.target.value || undefined })}
        >
          <option value="">{t('live.filters.allSections')}</option>
          {sorted(options.sections).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="live-state" className="form-label small mb-1">
          {t('live.filters.state')}
        </label>
        <select
          id="live-state"
          className="form-select form-select-sm"
          value={filters.state ?? ''}
          onChange={(e) =>
            onChange({ state: (e.target.value || undefined) as TLiveState | undefined })
          }
        >
          <option value="">{t('live.filters.allStates')}</option>
          {STATES.filter((s) => withNotStarted || s.state !== 'not-started').map(({ state }) => (
            <option key={state} value={state}>
              {t(`live.counts.${state}`)}
            </option>
          ))}
        </select>
      </div>
      {any && (
        <button type="button" className="btn btn-sm btn-link align-self-end" onClick={onClear}>
          {t('live.filters.clear')}
        </button>
      )}
    </fieldset>
  );
}
