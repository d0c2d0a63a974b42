import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TInstruction } from '@exam/contracts/sets/entities';
import { apiCall } from '@/lib/api-client';

/** SPEC §7: the set's exam instructions in English and Hindi (the Exam Instruction modal). */
export const getSetInstruction = (setId: number, { signal }: { signal?: AbortSignal } = {}) =>
  apiCall<TInstruction>(API.getSetInstruction, { params: { setId }, signal });

export const setInstructionQueryOptions = (setId: number) =>
  queryOptions({
    queryKey: ['sets', 'instruction', setId],
    queryFn: ({ signal }) => getSetInstruction(setId, { signal }),
    staleTime: Infinity,
  });

/** Loaded when the modal first opens. */
export const useSetInstruction = (setId: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...setInstructionQueryOptions(setId), enabled });
