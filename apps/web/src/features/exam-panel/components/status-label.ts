import type { QuestionStatus, StatusCounts } from '@exam/core/palette';

/** The label key of each status, in the order the side panel lists the counts (SPEC §2). */
export const COUNT_ORDER: { key: keyof StatusCounts; status: QuestionStatus }[] = [
  { key: 'answered', status: 1 },
  { key: 'notVisited', status: 'notVisited' },
  { key: 'unanswered', status: 0 },
  { key: 'markedForReview', status: 2 },
  { key: 'answeredAndMarkedForReview', status: 3 },
];

export const statusKey = (status: QuestionStatus): keyof StatusCounts =>
  COUNT_ORDER.find((entry) => entry.status === status)?.key ?? 'notVisited';
