import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Starts a query's first call while the screen renders instead of after it is committed and on
 * screen (useQuery calls when it subscribes): on a phone the answer is on its way a render, a
 * commit and a paint earlier (decision 029). A query already in the cache is left alone.
 */
export function useQueryCallInRender<T, K extends QueryKey>(
  options: Parameters<typeof QueryClient.prototype.query<T, Error, T, T, K>>[0],
  enabled = true,
) {
  const client = useQueryClient();
  if (enabled && !client.getQueryState(options.queryKey))
    void client.query(options).catch(() => {});
}
