import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TResultReview } from '@exam/contracts/results/entities';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';
import type { AttemptRef } from './get-result';

/** Every question of the submitted attempt with the student's answer, the key and the solution. */
export const getResultReview = ({ setId, attemptNo }: AttemptRef, signal?: AbortSignal) =>
  apiCall<TResultReview>(API.getResultReview, {
    body: { studentId: 0, setId, attemptNo },
    student: true,
    signal,
  });

export const resultReviewQueryOptions = (ref: AttemptRef) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'result-review', ref.setId, ref.attemptNo],
    queryFn: ({ signal }) => getResultReview(ref, signal),
    staleTime: Infinity,
  });

/** Loaded when first wanted (a review, the answer key or a practice of weak areas). */
export const useResultReview = (ref: AttemptRef, enabled: boolean) =>
  useQuery({ ...resultReviewQueryOptions(ref), enabled });
