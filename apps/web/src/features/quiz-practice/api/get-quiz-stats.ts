import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TQuizSetStats } from '@exam/contracts/quiz/get-quiz-stats';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';

/** The set cards' figures: attempted users, the student's rank and the rating. */
export const getQuizStats = (setIds: number[], { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TQuizSetStats[]>(API.getQuizStats, {
    params: { ids: setIds.join(',') },
    student: true,
    signal,
  });

export const QUIZ_STATS_KEY = [STUDENT_QUERY_KEY, 'quiz-stats'] as const;

export const quizStatsQueryOptions = (setIds: number[]) =>
  queryOptions({
    queryKey: [...QUIZ_STATS_KEY, setIds.join(',')],
    queryFn: ({ signal }) => getQuizStats(setIds, { signal }),
    staleTime: 0,
  });

export const useQuizStats = (setIds: number[]) =>
  useQuery({ ...quizStatsQueryOptions(setIds), enabled: setIds.length > 0 });
