import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@exam/contracts/api';
import type { TSetQuestions } from '@exam/contracts/papers/entities';
import { apiCall } from '@/lib/api-client';
import { STUDENT_QUERY_KEY } from '@/lib/session';

/** The questions of a quiz, practice or GK set, with answerId and solutions (SPEC §7 setIds). */
export async function getSetQuestions(setId: number, { signal }: { signal?: AbortSignal } = {}) {
  const sets = await apiCall<TSetQuestions[]>(API.getPapersBySets, {
    params: { ids: String(setId) },
    student: true,
    signal,
  });
  const found = sets.find((set) => set.setId === setId);
  if (!found) throw new Error(`Set ${setId} has no questions.`);
  return found;
}

export const setQuestionsQueryOptions = (setId: number) =>
  queryOptions({
    queryKey: [STUDENT_QUERY_KEY, 'set-questions', setId],
    queryFn: ({ signal }) => getSetQuestions(setId, { signal }),
    staleTime: 5 * 60_000,
  });

export const useSetQuestions = (setId: number | null) =>
  useQuery({ ...setQuestionsQueryOptions(setId ?? 0), enabled: setId !== null });
