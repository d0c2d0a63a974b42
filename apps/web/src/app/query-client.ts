import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

/** A client error (4xx) will not change on a retry; a network failure or a 5xx may. */
export const shouldRetry = (failureCount: number, error: unknown) => {
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < 2;
};

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalogue changes only when content is imported.
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        // Cheap phones on metered data: no refetch just because the tab got focus again.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
