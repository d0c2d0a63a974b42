import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type {
  TListStudentsResponse,
  ZListStudentsQuery,
} from '@exam/contracts/admin/list-students';
import type {
  TCreateStudentResponse,
  TResetStudentPasswordResponse,
} from '@exam/contracts/admin/manage-student';
import type { TAdminStudent, TStudentInput } from '@exam/contracts/admin/student-entities';
import type { TStudentFilters } from '@exam/contracts/admin/student-filters';
import type { z } from 'zod';
import { ADMIN_QUERY_KEY, adminCall } from '../../lib/admin-client';
import { useRefreshingMutation } from '../../lib/use-refreshing-mutation';

export type TStudentPage = TListStudentsResponse['response'];
export const STUDENTS_KEY = [ADMIN_QUERY_KEY, 'roster'] as const;

/** The page's filters as they sit in the address bar (the list endpoint's query). */
export type RosterQuery = z.output<typeof ZListStudentsQuery>;

export const rosterQueryOptions = (query: RosterQuery) =>
  queryOptions({
    queryKey: [...STUDENTS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      adminCall<TStudentPage>(ADMIN_API.listStudents, { query: { ...query }, signal }),
  });

export const useRoster = (query: RosterQuery) =>
  useQuery({ ...rosterQueryOptions(query), placeholderData: keepPreviousData });

export const useStudentFilters = () =>
  useQuery({
    queryKey: [...STUDENTS_KEY, 'filters'],
    queryFn: ({ signal }) => adminCall<TStudentFilters>(ADMIN_API.studentFilters, { signal }),
    staleTime: 60_000,
  });

const useInvalidating = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useRefreshingMutation(mutationFn, STUDENTS_KEY);

/** Creates (no id: answers the one-time password) or changes a student. */
export const useSaveStudent = () =>
  useInvalidating(
    ({
      id,
      input,
    }: {
      id: number | null;
      input: TStudentInput;
    }): Promise<{ student: TAdminStudent; password: string | null }> =>
      id === null
        ? adminCall<TCreateStudentResponse['response']>(ADMIN_API.createStudent, { body: input })
        : adminCall<TAdminStudent>(ADMIN_API.updateStudent, { params: { id }, body: input }).then(
            (student) => ({ student, password: null }),
          ),
  );

export const useSetActive = () =>
  useInvalidating(({ id, active }: { id: number; active: boolean }) =>
    adminCall<TAdminStudent>(active ? ADMIN_API.reactivateStudent : ADMIN_API.deactivateStudent, {
      params: { id },
    }),
  );

export const useResetPassword = () =>
  useInvalidating((id: number) =>
    adminCall<TResetStudentPasswordResponse['response']>(ADMIN_API.resetStudentPassword, {
      params: { id },
    }),
  );
