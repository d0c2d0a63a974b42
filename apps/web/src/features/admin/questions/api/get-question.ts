import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TQuestionDetail } from '@exam/contracts/admin/question-entities';
import { adminCall } from '../../lib/admin-client';
import { QUESTIONS_KEY } from './list-questions';

export const getQuestion = (id: number, signal?: AbortSignal) =>
  adminCall<TQuestionDetail>(ADMIN_API.getQuestion, { params: { id }, signal });

export const questionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...QUESTIONS_KEY, 'detail', id],
    queryFn: ({ signal }) => getQuestion(id, signal),
  });

export const useQuestion = (id: number | null) =>
  useQuery({ ...questionQueryOptions(id ?? 0), enabled: id !== null });
