import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';

interface Row {
  id: number;
  name: string;
  nameHi: string | null;
}

interface CatalogueColumnProps<R extends Row> {
  title: string;
  rows: R[] | undefined;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  selected: number | null;
  onSelect: (id: number) => void;
  empty: string;
  /** Org-admins: New and Edit. */
  onNew?: () => void;
  newLabel: string;
  onEdit?: (row: R) => void;
  extra?: (row: R) => ReactNode;
}

/** One level of the catalogue (categories, sub-categories or exams): pick a row, or add one. */
export function CatalogueColumn<R extends Row>(props: CatalogueColumnProps<R>) {
  const { t } = useTranslation('admin');
  const { rows, query } = props;
  return (
    <section className="card h-100" aria-label={props.title}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h2 className="h6 mb-0">{props.title}</h2>
        {props.onNew && (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={props.onNew}>
            {props.newLabel}
          </button>
        )}
      </div>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <div className="p-2">
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : rows && rows.length > 0 ? (
        <div className="list-group list-group-flush">
          {rows.map((row) => (
            <div
              key={row.id}
              className={`list-group-item d-flex align-items-center gap-2${row.id === props.selected ? ' active' : ''}`}
            >
              <button
                type="button"
                className={`btn btn-link p-0 text-start flex-grow-1 text-decoration-none ${row.id === props.selected ? 'text-white' : ''}`}
                aria-pressed={row.id === props.selected}
                onClick={() => props.onSelect(row.id)}
              >
                {row.name}
                {row.nameHi && (
                  <span lang="hi" className="d-block small">
                    {row.nameHi}
                  </span>
                )}
              </button>
              {props.extra?.(row)}
              {props.onEdit && (
                <button
                  type="button"
                  className={`btn btn-sm ${row.id === props.selected ? 'btn-light' : 'btn-outline-secondary'}`}
                  onClick={() => props.onEdit?.(row)}
                  aria-label={`${t('exams.edit')}: ${row.name}`}
                >
                  {t('exams.edit')}
                </button>
              )}
            </div>
          ))}
        </div>
      ) : (
        <p className="p-3 mb-0 text-body-secondary">{props.empty}</p>
      )}
    </section>
  );
}
