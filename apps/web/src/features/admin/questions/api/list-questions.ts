import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type {
  TListQuestionsQuery,
  TListQuestionsResponse,
} from '@exam/contracts/admin/list-questions';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';

export type TQuestionPage = TListQuestionsResponse['response'];

export const QUESTIONS_KEY = [ADMIN_QUERY_KEY, 'questions'] as const;

export const listQuestions = (query: TListQuestionsQuery, signal?: AbortSignal) =>
  adminCall<TQuestionPage>(ADMIN_API.listQuestions, { query, signal });

export const questionsQueryOptions = (query: TListQuestionsQuery) =>
  queryOptions({
    queryKey: [...QUESTIONS_KEY, 'list', query],
    queryFn: ({ signal }) => listQuestions(query, signal),
  });

/** One page of the bank; the previous page stays on screen while the next loads. */
export const useQuestions = (query: TListQuestionsQuery, { enabled = true } = {}) =>
  useQuery({ ...questionsQueryOptions(query), placeholderData: keepPreviousData, enabled });
