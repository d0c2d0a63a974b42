import type { TQuestionSet } from '@exam/contracts/sets/entities';

/** DESIGN.md §6 (the same ids as SET_TYPES in the contracts, kept here free of zod). */
export const SET_TYPE_IDS = [1, 2, 3, 4, 5, 6] as const;
export type SetTypeId = (typeof SET_TYPE_IDS)[number];

/**
 * Where Start leads (DESIGN.md §6): mock tests, previous-year papers and school exams run in the
 * exam panel, which starts at the student profile; quizzes and GK in the quiz player; practice sets
 * in practice.
 */
export function startPathOf(setTypeId: number): string {
  switch (setTypeId) {
    case 1:
    case 5:
      return '/quiz/';
    case 2:
      return '/practice/';
    default:
      return '/studentProfile';
  }
}

/** The sets grouped by type, in type order, leaving out empty groups. */
export function groupByType(sets: readonly TQuestionSet[]) {
  return SET_TYPE_IDS.map((setTypeId) => ({
    setTypeId,
    sets: sets.filter((set) => set.setTypeId === setTypeId),
  })).filter((group) => group.sets.length > 0);
}
