/**
 * Question statuses of the exam panel (SPEC §4). The action code a save carries is the status the
 * question takes; a question never saved is "not visited".
 */
export const ACTION = {
  unanswered: 0,
  answered: 1,
  markedForReview: 2,
  answeredAndMarked: 3,
} as const;
export type ActionCode = (typeof ACTION)[keyof typeof ACTION];
export type QuestionStatus = ActionCode | 'notVisited';

/** SPEC §9 colour order: danger, success, warning, primary; not visited is secondary. */
export const STATUS_COLOUR: Record<
  QuestionStatus,
  'danger' | 'success' | 'warning' | 'primary' | 'secondary'
> = {
  0: 'danger',
  1: 'success',
  2: 'warning',
  3: 'primary',
  notVisited: 'secondary',
};

export const isActionCode = (value: number): value is ActionCode =>
  value >= 0 && value <= 3 && Number.isInteger(value);

/** Save & Next: answered when an option is selected, else unanswered. */
export const saveAndNextAction = (hasAnswer: boolean): ActionCode =>
  hasAnswer ? ACTION.answered : ACTION.unanswered;

/** Mark for Review: answered-and-marked when an option is selected, else marked. */
export const markForReviewAction = (hasAnswer: boolean): ActionCode =>
  hasAnswer ? ACTION.answeredAndMarked : ACTION.markedForReview;

/** Only actions 1 and 3 carry an answer that counts. */
export const countsAsAnswered = (status: QuestionStatus) =>
  status === ACTION.answered || status === ACTION.answeredAndMarked;

export interface StatusCounts {
  answered: number;
  notVisited: number;
  unanswered: number;
  markedForReview: number;
  answeredAndMarkedForReview: number;
}

/** The five counts of the side panel and the submit confirmation. */
export function countStatuses(statuses: Iterable<QuestionStatus>): StatusCounts {
  const counts: StatusCounts = {
    answered: 0,
    notVisited: 0,
    unanswered: 0,
    markedForReview: 0,
    answeredAndMarkedForReview: 0,
  };
  for (const status of statuses) {
    if (status === 'notVisited') counts.notVisited++;
    else if (status === ACTION.answered) counts.answered++;
    else if (status === ACTION.unanswered) counts.unanswered++;
    else if (status === ACTION.markedForReview) counts.markedForReview++;
    else counts.answeredAndMarkedForReview++;
  }
  return counts;
}
