import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TResponseSheet } from '@exam/contracts/results/response-sheet';
import { apiCall, isApiError } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';

export interface SheetRef {
  setId: number;
  attemptNo: number;
}

/** The candidate's answers beside the provisional key (decision 049). */
export const getResponseSheet = ({ setId, attemptNo }: SheetRef, signal?: AbortSignal) =>
  apiCall<TResponseSheet>(API.getResponseSheet, {
    body: { studentId: 0, setId, attemptNo },
    student: true,
    signal,
  });

export const responseSheetQueryOptions = (ref: SheetRef) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'response-sheet', ref.setId, ref.attemptNo],
    queryFn: ({ signal }) => getResponseSheet(ref, signal),
    retry: (failures, error) =>
      failures < 2 && !(isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500),
  });

export const useResponseSheet = (ref: SheetRef) => useQuery(responseSheetQueryOptions(ref));
