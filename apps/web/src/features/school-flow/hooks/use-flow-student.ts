import type { TStudentDetails } from '@exam/contracts/students/entities';
import { useQuery } from '@tanstack/react-query';
import { getStoredStudentDetails } from '@/lib/session';
import { studentDetailsQueryOptions } from '../api/get-student-by-token';

/**
 * The student of the exam flow: the studentData carried in navigation state, or, when the screen
 * was opened without it (new tab, typed address), the logged-in student's details from the server
 * (get/by/token), with the stored copy shown meanwhile. Carried data of another student than the
 * one logged in now (a logout and login in between) is not trusted.
 */
export function useFlowStudent(carried: TStudentDetails | undefined) {
  const stored = getStoredStudentDetails<TStudentDetails>();
  const usable = carried && (!stored || stored.studentId === carried.studentId) ? carried : null;
  const details = useQuery({
    ...studentDetailsQueryOptions(),
    enabled: usable === null,
    placeholderData: stored ?? undefined,
  });
  return {
    student: usable ?? details.data,
    error: usable === null && details.isError && !details.data ? details.error : null,
    retry: () => void details.refetch(),
  };
}
