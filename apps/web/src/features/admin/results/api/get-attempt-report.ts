import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TExamResult } from '@exam/contracts/results/entities';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

/** A student's submitted attempt, as the student's own result call answers it. */
export const getAttemptReport = (id: number, signal?: AbortSignal) =>
  adminCall<TExamResult>(ADMIN_API.getAttemptReport, { params: { id }, signal });

export const attemptReportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'attempt-report', id],
    queryFn: ({ signal }) => getAttemptReport(id, signal),
  });

export const useAttemptReport = (id: number) => useQuery(attemptReportQueryOptions(id));
