import type { SortDir } from './use-list-state';

interface SortHeaderProps {
  label: string;
  /** This column's order, or null when the table is sorted by another one. */
  dir: SortDir | null;
  onSort: () => void;
  className?: string | undefined;
}

const MARK = { asc: '▲', desc: '▼', none: '↕' } as const;

/** A column header that sorts on a click or Enter/Space; aria-sort tells how it sorts now. */
export function SortHeader({ label, dir, onSort, className }: SortHeaderProps) {
  return (
    <th
      scope="col"
      className={className}
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className="data-table-sort btn btn-link p-0" onClick={onSort}>
        {label}
        <span aria-hidden="true" className="data-table-sort-mark">
          {MARK[dir ?? 'none']}
        </span>
      </button>
    </th>
  );
}
