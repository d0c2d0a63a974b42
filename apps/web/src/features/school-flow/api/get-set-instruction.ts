import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TInstruction } from '@exam/contracts/sets/entities';
import { apiCall } from '@/lib/api-client';

/** SPEC §7: a set's own exam instructions (instructionEn / instructionHi), checked against its exam. */
export const getSetInstruction = (
  setId: number,
  examId: number,
  { signal }: { signal?: AbortSignal } = {},
) => apiCall<TInstruction>(API.getSetInstructionForExam, { params: { setId, examId }, signal });

export const setInstructionQueryOptions = (setId: number, examId: number) =>
  queryOptions({
    queryKey: ['sets', 'instruction', setId, examId],
    queryFn: ({ signal }) => getSetInstruction(setId, examId, { signal }),
    staleTime: 5 * 60_000,
  });

export const useSetInstruction = (setId: number, examId: number, { enabled = true } = {}) =>
  useQuery({ ...setInstructionQueryOptions(setId, examId), enabled });
