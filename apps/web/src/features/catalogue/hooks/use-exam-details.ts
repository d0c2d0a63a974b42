import type { TExam } from '@exam/contracts/catalogue/entities';
import { isApiError } from '@/lib/api-client';
import { useExam } from '../api/get-exam';

/**
 * An exam's name and description for /set: from navigation state when it came from a card, else
 * looked up by its id.
 */
export function useExamDetails(examId: number | null, fromState: TExam | null | undefined) {
  const known = fromState && fromState.examId === examId ? fromState : null;
  const lookup = useExam(examId ?? 0, { enabled: !known && examId !== null });
  if (known) return { exam: known, isPending: false, notFound: false };
  return {
    exam: lookup.data ?? null,
    isPending: lookup.isPending && examId !== null,
    notFound: isApiError(lookup.error) && lookup.error.httpStatus === 404,
  };
}
