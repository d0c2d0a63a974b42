import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from './card-skeleton';
import { ErrorState } from './error-state';

/** What a list page needs of its query (a TanStack Query result fits). */
interface ListQuery<T> {
  data: T[] | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

interface SetListStatesProps<T> {
  query: ListQuery<T>;
  /** How many card placeholders stand in while the list loads. */
  skeletons: number;
  /** Keeps the placeholders up while something else the page draws above the list loads. */
  waitFor?: boolean;
  /** Shown when the list is empty. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** Card placeholders in the set list's grid, announced as loading. */
export function SetListSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="set-list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <CardSkeleton key={index} lines={1} />
        ))}
      </div>
    </div>
  );
}

/**
 * A list of sets through its states: the error with Retry (unless earlier data is still there),
 * placeholders while it loads, the empty state, then the cards.
 */
export function SetListStates<T>({
  query,
  skeletons,
  waitFor = false,
  empty,
  children,
}: SetListStatesProps<T>) {
  if (query.isError && !query.data) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || waitFor || !query.data) return <SetListSkeleton count={skeletons} />;
  if (query.data.length === 0) return empty;
  return children(query.data);
}
