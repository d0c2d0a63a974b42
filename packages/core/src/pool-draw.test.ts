import { describe, expect, it } from 'vitest';
import { inPaperOrder } from './paper-order.ts';
import {
  drawAttemptOrder,
  matchesPool,
  poolsOf,
  shortRules,
  type PoolCandidate,
} from './pool-draw.ts';

const bankQuestion = (id: number, tags: string[], type = 'single'): PoolCandidate => ({
  id,
  tags,
  type,
  categoryId: id % 2 === 0 ? 7 : null,
});

const bank = [
  ...[1, 2, 3, 4, 5].map((id) => bankQuestion(id, ['kinematics', 'easy'])),
  ...[6, 7, 8].map((id) => bankQuestion(id, ['kinematics', 'hard'])),
  bankQuestion(9, ['optics', 'easy']),
  bankQuestion(10, ['kinematics', 'easy'], 'numerical'),
];

describe('matchesPool', () => {
  it('needs every tag, and the type and category when given', () => {
    expect(matchesPool({ tags: ['kinematics', 'easy'] }, bank[0] as PoolCandidate)).toBe(true);
    expect(matchesPool({ tags: ['kinematics', 'hard'] }, bank[0] as PoolCandidate)).toBe(false);
    expect(matchesPool({ tags: [], type: 'numerical' }, bank[9] as PoolCandidate)).toBe(true);
    expect(matchesPool({ tags: [], type: 'numerical' }, bank[0] as PoolCandidate)).toBe(false);
    expect(matchesPool({ tags: [], categoryId: 7 }, bank[1] as PoolCandidate)).toBe(true);
    expect(matchesPool({ tags: [], categoryId: 7 }, bank[0] as PoolCandidate)).toBe(false);
  });
});

describe('poolsOf', () => {
  it('gives a question to the first rule it matches and skips questions listed in the set', () => {
    const pools = poolsOf(
      [null, [{ tags: ['kinematics', 'easy'] }, { tags: ['kinematics'] }]],
      bank,
      new Set([2]),
    );
    expect(pools).toEqual([
      null,
      [
        [1, 3, 4, 5, 10],
        [6, 7, 8],
      ],
    ]);
  });

  it('names each rule the bank cannot fill with what it asked and what there is', () => {
    const rules = [
      { tags: ['kinematics', 'hard'], count: 4 },
      { tags: ['optics'], count: 1 },
    ];
    expect(shortRules([rules], poolsOf([rules], bank))).toEqual([
      { section: 0, rule: 0, wanted: 4, available: 3 },
    ]);
  });
});

describe('drawAttemptOrder', () => {
  const paper = Array.from({ length: 12 }, (_, i) => ({
    questionId: i + 1,
    sectionId: i < 2 ? 1 : 2,
    groupId: i < 2 ? 1 : 2,
    options: [],
  }));
  const pools = [
    { questionIds: [3, 4, 5, 6, 7, 8], count: 2 },
    { questionIds: [9, 10, 11, 12], count: 1 },
  ];
  const none = { questions: false, options: false };

  it('keeps the listed questions and draws each rule its count, the same for the same seed', () => {
    const order = drawAttemptOrder(paper, none, pools, 42);
    expect(order?.drawn).toBe(true);
    const ids = order?.questionIds ?? [];
    expect(ids.slice(0, 2)).toEqual([1, 2]);
    expect(ids.filter((id) => id >= 3 && id <= 8)).toHaveLength(2);
    expect(ids.filter((id) => id >= 9)).toHaveLength(1);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(drawAttemptOrder(paper, none, pools, 42)).toEqual(order);
  });

  it('draws differently for different seeds', () => {
    const draws = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        drawAttemptOrder(paper, none, pools, seed)?.questionIds.join(','),
      ),
    );
    expect(draws.size).toBeGreaterThan(5);
  });

  it('is decision 040 alone without pools', () => {
    expect(drawAttemptOrder(paper, none, [], 1)).toBeNull();
  });

  it('shows a candidate only their drawn questions, numbered from 1', () => {
    const order = drawAttemptOrder(paper, none, pools, 7);
    const seen = inPaperOrder(
      paper.map((q) => ({ ...q, questionNo: q.questionId, options: [] })),
      order,
    );
    expect(seen.map((q) => q.questionId)).toEqual(order?.questionIds);
    expect(seen.map((q) => q.questionNo)).toEqual([1, 2, 3, 4, 5]);
  });
});
