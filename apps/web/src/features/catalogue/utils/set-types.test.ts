import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { describe, expect, it } from 'vitest';
import { groupByType, startPathOf } from './set-types';

describe('startPathOf', () => {
  it.each([
    [1, '/quiz/'],
    [5, '/quiz/'],
    [2, '/practice/'],
    [3, '/studentProfile'],
    [4, '/studentProfile'],
    [6, '/studentProfile'],
  ])('sends set type %i to %s', (setTypeId, path) => {
    expect(startPathOf(setTypeId)).toBe(path);
  });
});

describe('groupByType', () => {
  it('groups sets in type order and leaves out empty types', () => {
    const set = (examSetId: number, setTypeId: TQuestionSet['setTypeId']) =>
      ({ examSetId, setTypeId }) as TQuestionSet;
    const groups = groupByType([set(1, 3), set(2, 1), set(3, 3)]);
    expect(groups.map((group) => [group.setTypeId, group.sets.map((s) => s.examSetId)])).toEqual([
      [1, [2]],
      [3, [1, 3]],
    ]);
  });
});
