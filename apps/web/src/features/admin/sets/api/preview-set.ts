import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TGetPaperBySetResponse } from '@exam/contracts/papers/get-paper-by-set';
import { adminCall } from '../../lib/admin-client';
import { SETS_KEY } from './list-sets';

export type TPreviewPaper = TGetPaperBySetResponse['response'];

/** The set's paper exactly as the exam panel receives it, published or not. */
export const previewSet = (id: number, signal?: AbortSignal) =>
  adminCall<TPreviewPaper>(ADMIN_API.previewSet, { params: { id }, signal });

export const previewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SETS_KEY, 'preview', id],
    queryFn: ({ signal }) => previewSet(id, signal),
  });

export const useSetPreview = (id: number) => useQuery(previewQueryOptions(id));
