import type { ReactNode } from 'react';
import './filter-bar.css';

interface FilterBarProps {
  /** The group's name for screen readers ("Filters"). */
  legend: string;
  children: ReactNode;
  /** Shown only when a filter is set. */
  clear?: { label: string; onClear: () => void; shown: boolean } | undefined;
}

/** A list's filters side by side (FilterSelect, inputs), wrapping on a phone, with Clear. */
export function FilterBar({ legend, children, clear }: FilterBarProps) {
  return (
    <fieldset className="filter-bar mb-3">
      <legend className="visually-hidden">{legend}</legend>
      {children}
      {clear?.shown && (
        <div>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm w-100"
            onClick={clear.onClear}
          >
            {clear.label}
          </button>
        </div>
      )}
    </fieldset>
  );
}
