import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TSetQuestionStats } from '@exam/contracts/admin/question-stats';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

export const QUESTION_STATS_KEY = [ADMIN_QUERY_KEY, 'question-stats'] as const;

export const getQuestionStats = (id: number, signal?: AbortSignal) =>
  adminCall<TSetQuestionStats>(ADMIN_API.getQuestionStats, { params: { id }, signal });

export const questionStatsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...QUESTION_STATS_KEY, id],
    queryFn: ({ signal }) => getQuestionStats(id, signal),
  });

export const useQuestionStats = (id: number) => useQuery(questionStatsQueryOptions(id));
