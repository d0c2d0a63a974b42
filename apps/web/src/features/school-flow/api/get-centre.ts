import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TCentre } from '@exam/contracts/centres/entities';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';

/** SPEC §7: an exam centre's name and district. */
export const getCentre = (centreId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TCentre>(API.getCentre, { params: { id: centreId }, student: true, signal });

export const centreQueryOptions = (centreId: number) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'centre', centreId],
    queryFn: ({ signal }) => getCentre(centreId, { signal }),
  });

/** Looked up only when the student has a centre. */
export const useCentre = (centreId: number | null | undefined) =>
  useQuery({ ...centreQueryOptions(centreId ?? 0), enabled: centreId != null });
