import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { Pager } from '../pager';

/** What a list shows about its query: TanStack Query's result has these fields. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A page of a paged endpoint's answer, and where a click on the pager goes. */
export interface ListPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** The pager's name for screen readers ("Pages of questions"). */
  label: string;
}

export interface ListStatesProps {
  query: ListQuery;
  /** No rows: the title, and what to do about it (a Clear filters button). */
  empty: { title: string; children?: ReactNode } | ReactNode;
  isEmpty: boolean;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  paging?: ListPaging | undefined;
  children: ReactNode;
}

const isEmptyTitle = (value: unknown): value is { title: string; children?: ReactNode } =>
  typeof value === 'object' && value !== null && 'title' in value;

/** The loading, error, empty and paged states of every console list, in one place. */
export function ListStates({ query, empty, isEmpty, skeleton, paging, children }: ListStatesProps) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('app.loading')}
        </span>
        {skeleton}
      </div>
    );
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty)
    return isEmptyTitle(empty) ? (
      <EmptyState title={empty.title}>{empty.children}</EmptyState>
    ) : (
      empty
    );
  return (
    <>
      <div aria-busy={query.isFetching ?? false}>{children}</div>
      {paging && (
        <Pager
          page={paging.page}
          totalPages={Math.max(1, Math.ceil(paging.total / paging.pageSize))}
          onChange={paging.onChange}
          label={paging.label}
        />
      )}
    </>
  );
}

/** Grey stand-in lines of a list (not a table) while it loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul className="list-group placeholder-glow" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="list-group-item">
          <span className="placeholder col-8 mb-2 d-block" />
          <span className="placeholder placeholder-sm col-4" />
        </li>
      ))}
    </ul>
  );
}
