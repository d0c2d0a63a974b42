import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TQuizAttemptKey, TQuizResult } from '@exam/contracts/quiz/entities';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';
import { finishQuizAttempt } from './finish-quiz-attempt';

export const getQuizResult = (key: TQuizAttemptKey, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TQuizResult>(API.getQuizResult, { body: key, student: true, signal });

/**
 * A finished play's result with its current rank. With `finish`, the play is finished first
 * (finishing again answers the same), as /submitquiz/ does when the countdown reached zero.
 */
export const quizResultQueryOptions = (key: TQuizAttemptKey, finish = false) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'quiz-result', key.setId, key.attemptNo],
    queryFn: ({ signal }) => (finish ? finishQuizAttempt(key) : getQuizResult(key, { signal })),
    staleTime: 0,
  });

export const useQuizResult = (key: TQuizAttemptKey | null, finish = false) =>
  useQuery({
    ...quizResultQueryOptions(key ?? { setId: 0, attemptNo: 0 }, finish),
    enabled: key !== null,
  });
