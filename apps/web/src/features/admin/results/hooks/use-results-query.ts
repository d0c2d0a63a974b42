import { ZSetResultsQuery } from '@exam/contracts/admin/get-set-results';
import { z } from 'zod';
import { useListState } from '@/components/ui/data-table/use-list-state';

export const FILTER_KEYS = [
  'districtId',
  'blockId',
  'centreId',
  'studentClass',
  'section',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const PAGE_SIZE = 50;

const ZResultsList = ZSetResultsQuery.extend({
  pageSize: ZSetResultsQuery.shape.pageSize.unwrap().default(PAGE_SIZE),
});

/** Which of the two views of a set's results is open; not part of the endpoint's query. */
const ZResultsView = z.object({ view: z.enum(['table', 'place']).default('table') });

/**
 * The table's filters, sort and page live in the address, so a reload, a shared link and the
 * export buttons all see what the teacher sees.
 */
export function useResultsQuery() {
  const list = useListState(ZResultsList);
  return {
    query: list.state,
    sortBy: list.sortBy,
    setPage: list.setPage,
    /** A filter changed: back to the first page; a district or block clears what is inside it. */
    setFilter(key: FilterKey, value: string) {
      const inner =
        key === 'districtId'
          ? { blockId: undefined, centreId: undefined }
          : key === 'blockId'
            ? { centreId: undefined }
            : {};
      list.set({ ...inner, [key]: value, page: undefined });
    },
    clearFilters: () => list.clear(['sort', 'dir', 'pageSize']),
    isFiltered: list.isFiltered(FILTER_KEYS),
  };
}

export function useResultsView() {
  const list = useListState(ZResultsView);
  return { view: list.state.view, setView: (view: 'table' | 'place') => list.set({ view }) };
}
