import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_API } from '@exam/contracts/api-catalogue';
import type { TExamsPage } from '@exam/contracts/catalogue/get-exams-page';
import { apiCall } from '@/lib/api-client';
import { firstData } from '@/lib/first-data';

/** `page` counts from 0 (decision 001). */
export const getExamsPage = (
  page: number,
  size: number,
  { signal }: { signal?: AbortSignal } = {},
) => apiCall<TExamsPage>(CATALOGUE_API.getExamsPage, { body: { page, size }, signal });

export const examsPageQueryOptions = (page: number, size: number) =>
  queryOptions({
    queryKey: ['catalogue', 'exams', 'page', { page, size }],
    queryFn: ({ signal }) => getExamsPage(page, size, { signal }),
    ...firstData<TExamsPage>(CATALOGUE_API.getExamsPage, { page, size }),
  });

/** One page of exams; while the next page loads the previous one stays on screen. */
export const useExamsPage = (page: number, size: number, { enabled = true } = {}) =>
  useQuery({ ...examsPageQueryOptions(page, size), enabled, placeholderData: keepPreviousData });
