import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TInstruction } from '@exam/contracts/sets/entities';
import { apiCall } from '@/lib/api-client';

/** SPEC §7: the general CBT instructions shown before every exam, in English and Hindi. */
export const getSystemInstruction = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TInstruction>(API.getSystemInstruction, { signal });

export const systemInstructionQueryOptions = () =>
  queryOptions({
    queryKey: ['sets', 'system-instruction'],
    queryFn: ({ signal }) => getSystemInstruction({ signal }),
    staleTime: 5 * 60_000,
  });

export const useSystemInstruction = () => useQuery(systemInstructionQueryOptions());
