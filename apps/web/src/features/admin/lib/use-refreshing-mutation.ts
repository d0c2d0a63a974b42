import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change that makes every list under `queryKey` read again: once it succeeds, or (`settled`)
 * once it is over either way, for a list the failed change may have left stale too.
 */
export function useRefreshingMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  queryKey: QueryKey,
  when: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    ...(when === 'success' ? { onSuccess: refresh } : { onSettled: () => void refresh() }),
  });
}
