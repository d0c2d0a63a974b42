import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  listDefaults,
  parseListState,
  writeListState,
  type ListChanges,
  type ListSchema,
} from './list-state';

export type SortDir = 'asc' | 'desc';

/** The next order when a column's header is clicked: ascending, or reversed if it already sorts. */
export const nextSortDir = (current: { sort?: unknown; dir?: unknown }, key: string): SortDir =>
  current.sort === key && current.dir === 'asc' ? 'desc' : 'asc';

/**
 * A list page's state (page, size, sort, filters, search) read from and written to the address
 * through the endpoint's query schema, so Back, a reload and a shared link show the same rows.
 * Filters and sorting replace the history entry and go back to page 1; a page change is a new
 * entry, so Back returns to the previous page.
 */
export function useListState<S extends ListSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(
    () => parseListState(schema, new URLSearchParams(search)),
    [schema, search],
  );

  const set = useCallback(
    (changes: ListChanges<S>, { push = false }: { push?: boolean } = {}) =>
      setParams((current) => writeListState(schema, current, changes), { replace: !push }),
    [schema, setParams],
  );

  /** One filter (or the search text) changed: back to the first page. */
  const setFilter = useCallback(
    (key: keyof z.input<S> & string, value: string | number | undefined) =>
      set({ [key]: value, page: undefined } as ListChanges<S>),
    [set],
  );

  const setPage = useCallback(
    (page: number) => set({ page } as ListChanges<S>, { push: true }),
    [set],
  );

  /** Every key of the schema back to its default, except those named in `keep`. */
  const clear = useCallback(
    (keep: readonly string[] = []) =>
      set(
        Object.fromEntries(
          Object.keys(schema.shape)
            .filter((key) => !keep.includes(key))
            .map((key) => [key, undefined]),
        ) as ListChanges<S>,
      ),
    [schema, set],
  );

  const sortBy = useCallback(
    (key: string) =>
      set({
        sort: key,
        dir: nextSortDir(state as { sort?: unknown; dir?: unknown }, key),
        page: undefined,
      } as ListChanges<S>),
    [set, state],
  );

  /** Whether any of `keys` differs from its default (a "Clear filters" button is worth showing). */
  const isFiltered = useCallback(
    (keys: readonly (keyof z.input<S> & string)[]) => {
      const defaults = listDefaults(schema);
      const values = state as Record<string, unknown>;
      return keys.some((key) => values[key] !== undefined && String(values[key]) !== defaults[key]);
    },
    [schema, state],
  );

  return { state, set, setFilter, setPage, clear, sortBy, isFiltered };
}

export type ListState<S extends ListSchema> = ReturnType<typeof useListState<S>>;
