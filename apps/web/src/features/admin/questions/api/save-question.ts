import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TQuestionDetail, TQuestionInput } from '@exam/contracts/admin/question-entities';
import { adminCall } from '../../lib/admin-client';
import { QUESTIONS_KEY } from './list-questions';

/** Create (no id) or a new version of an existing question. */
export const saveQuestion = ({ id, input }: { id: number | null; input: TQuestionInput }) =>
  id === null
    ? adminCall<TQuestionDetail>(ADMIN_API.createQuestion, { body: input })
    : adminCall<TQuestionDetail>(ADMIN_API.updateQuestion, { params: { id }, body: input });

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: (saved) => {
      queryClient.setQueryData([...QUESTIONS_KEY, 'detail', saved.id], saved);
      void queryClient.invalidateQueries({ queryKey: [...QUESTIONS_KEY, 'list'] });
    },
  });
}
