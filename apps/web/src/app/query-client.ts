import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { getAuthorization, STUDENT_QUERY_KEY, subscribeSession } from '@/lib/session';

/** A client error (4xx) will not change on a retry; a network failure or a 5xx may. */
export const shouldRetry = (failureCount: number, error: unknown) => {
  if (isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500) return false;
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

/**
 * When the session changes (logout, another login, a password change's new token, another tab),
 * the student's cached data is dropped so nobody sees the previous student's profile. Returns the
 * unsubscribe function.
 */
export function forgetStudentDataOnSessionChange(queryClient: QueryClient) {
  let current = getAuthorization();
  return subscribeSession(() => {
    const next = getAuthorization();
    if (next === current) return;
    current = next;
    queryClient.removeQueries({ queryKey: [STUDENT_QUERY_KEY] });
  });
}
