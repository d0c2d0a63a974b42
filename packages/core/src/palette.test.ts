import { describe, expect, it } from 'vitest';
import {
  ACTION,
  countStatuses,
  countsAsAnswered,
  markForReviewAction,
  saveAndNextAction,
  STATUS_COLOUR,
} from './palette.ts';

describe('question statuses (SPEC §4)', () => {
  it('colours 0 danger, 1 success, 2 warning, 3 primary and not visited secondary', () => {
    expect([0, 1, 2, 3].map((s) => STATUS_COLOUR[s as 0 | 1 | 2 | 3])).toEqual([
      'danger',
      'success',
      'warning',
      'primary',
    ]);
    expect(STATUS_COLOUR.notVisited).toBe('secondary');
  });

  it('Save & Next is action 1 with an option selected, else 0', () => {
    expect(saveAndNextAction(true)).toBe(ACTION.answered);
    expect(saveAndNextAction(false)).toBe(ACTION.unanswered);
  });

  it('Mark for Review is action 3 with an option selected, else 2', () => {
    expect(markForReviewAction(true)).toBe(ACTION.answeredAndMarked);
    expect(markForReviewAction(false)).toBe(ACTION.markedForReview);
  });

  it('counts only answered and answered-and-marked as answers', () => {
    expect([0, 1, 2, 3, 'notVisited'].map((s) => countsAsAnswered(s as never))).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('counts each of the five statuses', () => {
    expect(countStatuses(['notVisited', 'notVisited', 0, 1, 1, 2, 3])).toEqual({
      answered: 2,
      notVisited: 2,
      unanswered: 1,
      markedForReview: 1,
      answeredAndMarkedForReview: 1,
    });
  });
});
