import type { TExam } from '@exam/contracts/catalogue/entities';
import { ALL_EXAMS_PAGE_SIZE } from '@/config/app';
import { useExamsPage } from '../api/get-exams-page';

/**
 * An exam's name and description for /set: from navigation state when it came from a card, else
 * looked up in the first page of exams (the API has no exam-by-id call yet).
 */
export function useExamDetails(examId: number | null, fromState: TExam | null | undefined) {
  const known = fromState && fromState.examId === examId ? fromState : null;
  const lookup = useExamsPage(0, ALL_EXAMS_PAGE_SIZE, { enabled: !known && examId !== null });
  if (known) return { exam: known, isPending: false };
  return {
    exam: lookup.data?.content.find((exam) => exam.examId === examId) ?? null,
    isPending: lookup.isPending && examId !== null,
  };
}
