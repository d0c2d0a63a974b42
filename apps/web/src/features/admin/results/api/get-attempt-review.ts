import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TResultReview } from '@exam/contracts/results/entities';
import { downloadFile } from '../../imports/api/imports-api';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

/** A student's submitted attempt question by question, with the answers and the key. */
export const getAttemptReview = (id: number, signal?: AbortSignal) =>
  adminCall<TResultReview>(ADMIN_API.getAttemptReview, { params: { id }, signal });

export const attemptReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_KEY, 'attempt-review', id],
    queryFn: ({ signal }) => getAttemptReview(id, signal),
  });

/** Loaded when the review is first opened. */
export const useAttemptReview = (id: number, enabled: boolean) =>
  useQuery({ ...attemptReviewQueryOptions(id), enabled });

/** The attempt's PDF scorecard, as the student downloads it, in the language asked for. */
export const useDownloadAttemptPdf = (id: number) =>
  useMutation({
    mutationFn: (lang: 'en' | 'hi') => downloadFile(ADMIN_API.getAttemptPdf, { id }, { lang }),
  });
