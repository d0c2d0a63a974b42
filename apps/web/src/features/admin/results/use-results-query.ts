import type { TResultSortKey, TSetResultsQuery } from '@exam/contracts/admin/get-set-results';
import { useSearchParams } from 'react-router';

export const FILTER_KEYS = [
  'districtId',
  'blockId',
  'centreId',
  'studentClass',
  'section',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const PAGE_SIZE = 50;

/**
 * The table's filters, sort and page live in the address, so a reload, a shared link and the
 * export buttons all see what the teacher sees.
 */
export function useResultsQuery() {
  const [params, setParams] = useSearchParams();
  const text = (key: string) => params.get(key) ?? undefined;
  const sort = (text('sort') ?? 'rank') as TResultSortKey;
  const dir: 'asc' | 'desc' = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const query: TSetResultsQuery = {
    page: Number(params.get('page')) || 1,
    pageSize: PAGE_SIZE,
    sort,
    dir,
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, text(key)])),
  };

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    query,
    sort,
    dir,
    /** A filter changed: back to the first page; a district or block clears what is inside it. */
    setFilter(key: FilterKey, value: string) {
      const inner: Record<string, undefined> =
        key === 'districtId'
          ? { blockId: undefined, centreId: undefined }
          : key === 'blockId'
            ? { centreId: undefined }
            : {};
      update({ ...inner, [key]: value, page: undefined });
    },
    clearFilters: () =>
      update({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])), page: undefined }),
    /** A header clicked: that column ascending, or the other way round if it already sorts. */
    sortBy(key: TResultSortKey) {
      const next = sort === key && dir === 'asc' ? 'desc' : 'asc';
      update({ sort: key, dir: next, page: undefined });
    },
    setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
    view: params.get('view') === 'place' ? ('place' as const) : ('table' as const),
    setView: (view: 'table' | 'place') => update({ view: view === 'place' ? view : undefined }),
  };
}
