import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TQuestionDetail } from '@exam/contracts/admin/question-entities';
import { adminCall } from '../../lib/admin-client';
import { QUESTIONS_KEY } from './list-questions';

export type QuestionAction = 'duplicate' | 'retire' | 'restore';

const ENDPOINTS = {
  duplicate: ADMIN_API.duplicateQuestion,
  retire: ADMIN_API.retireQuestion,
  restore: ADMIN_API.restoreQuestion,
} as const;

/** Duplicate, Retire and Restore of one bank question: each answers the question it changed or made. */
export const runQuestionAction = ({ id, action }: { id: number; action: QuestionAction }) =>
  adminCall<TQuestionDetail>(ENDPOINTS[action], { params: { id } });

export function useQuestionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runQuestionAction,
    onSuccess: (question) => {
      queryClient.setQueryData([...QUESTIONS_KEY, 'detail', question.id], question);
      void queryClient.invalidateQueries({ queryKey: [...QUESTIONS_KEY, 'list'] });
    },
  });
}
