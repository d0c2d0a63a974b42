import { describe, expect, it } from 'vitest';
import {
  drawPaperOrder,
  inPaperOrder,
  seededRandom,
  shuffled,
  type OrderableQuestion,
} from './paper-order.ts';

const question = (
  questionId: number,
  sectionId = 1,
  groupId = 1,
  keepLast: number[] = [],
): OrderableQuestion => ({
  questionId,
  sectionId,
  groupId,
  options: [1, 2, 3, 4].map((n) => ({
    optionId: questionId * 10 + n,
    keepLast: keepLast.includes(n),
  })),
});

const twenty = Array.from({ length: 20 }, (_, i) => question(i + 1));
const both = { questions: true, options: true };
const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('shuffled', () => {
  it('is a permutation that keeps pinned items last in their own order', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffled(items, seededRandom(7), (n) => n === 3 || n === 8);
    expect(sortedIds(out)).toEqual(items);
    expect(out.slice(-2)).toEqual([3, 8]);
  });
});

describe('drawPaperOrder', () => {
  it('is null when the set shuffles nothing', () => {
    expect(drawPaperOrder(twenty, { questions: false, options: false }, 1)).toBeNull();
  });

  it('is the same for the same seed and differs between seeds', () => {
    const one = drawPaperOrder(twenty, both, 1001);
    expect(drawPaperOrder(twenty, both, 1001)).toEqual(one);
    const other = drawPaperOrder(twenty, both, 2002);
    expect(other?.questionIds).not.toEqual(one?.questionIds);
  });

  it('orders every question once and every option of a question once', () => {
    const order = drawPaperOrder(twenty, both, 5);
    expect(sortedIds(order?.questionIds ?? [])).toEqual(twenty.map((q) => q.questionId));
    for (const q of twenty) {
      const ids = order?.optionIds[String(q.questionId)] ?? [];
      expect(sortedIds(ids)).toEqual(q.options.map((o) => o.optionId));
    }
  });

  it('keeps "keep last" options last whatever the seed', () => {
    const questions = [question(1, 1, 1, [4]), question(2, 1, 1, [3, 4])];
    for (let seed = 0; seed < 50; seed += 1) {
      const order = drawPaperOrder(questions, { questions: false, options: true }, seed);
      expect(order?.optionIds['1']?.at(-1)).toBe(14);
      expect(order?.optionIds['2']?.slice(-2)).toEqual([23, 24]);
    }
  });

  it('moves questions only within their section and group, which keep their place', () => {
    const paper = [
      ...[1, 2, 3, 4, 5].map((id) => question(id, 1, 1)),
      ...[6, 7, 8].map((id) => question(id, 1, 2)),
      ...[9, 10, 11, 12].map((id) => question(id, 2, 3)),
    ];
    for (let seed = 0; seed < 20; seed += 1) {
      const ids = drawPaperOrder(paper, { questions: true, options: false }, seed)?.questionIds;
      expect(sortedIds(ids?.slice(0, 5) ?? [])).toEqual([1, 2, 3, 4, 5]);
      expect(sortedIds(ids?.slice(5, 8) ?? [])).toEqual([6, 7, 8]);
      expect(sortedIds(ids?.slice(8) ?? [])).toEqual([9, 10, 11, 12]);
    }
  });

  it('follows each section’s own rules: a section may keep its order while another shuffles', () => {
    const paper = [
      ...[1, 2, 3, 4, 5, 6].map((id) => question(id, 1, 1)),
      ...[7, 8, 9, 10, 11, 12].map((id) => question(id, 2, 2)),
    ];
    const rules = (sectionId: number) =>
      sectionId === 1 ? { questions: false, options: false } : { questions: true, options: true };
    const moved = new Set<string>();
    for (let seed = 0; seed < 10; seed += 1) {
      const order = drawPaperOrder(paper, rules, seed);
      expect(order?.questionIds.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(Object.keys(order?.optionIds ?? {}).every((id) => Number(id) >= 7)).toBe(true);
      moved.add(String(order?.questionIds.slice(6)));
    }
    expect(moved.size).toBeGreaterThan(1);
    expect(drawPaperOrder(paper, () => ({ questions: false, options: false }), 1)).toBeNull();
  });

  it('leaves questions in paper order when only options shuffle', () => {
    const order = drawPaperOrder(twenty, { questions: false, options: true }, 9);
    expect(order?.questionIds).toEqual(twenty.map((q) => q.questionId));
  });
});

describe('inPaperOrder', () => {
  const paper = [1, 2, 3].map((questionId) => ({
    questionId,
    questionNo: questionId,
    options: ['A', 'B', 'C'].map((optionCap, i) => ({
      optionId: questionId * 10 + i + 1,
      optionNo: i + 1,
      optionCap,
    })),
  }));

  it('numbers questions and letters options by the candidate’s places, ids unchanged', () => {
    const shown = inPaperOrder(paper, { questionIds: [3, 1, 2], optionIds: { '3': [33, 31, 32] } });
    expect(shown.map((q) => [q.questionId, q.questionNo])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(shown[0]?.options.map((o) => [o.optionId, o.optionNo, o.optionCap])).toEqual([
      [33, 1, 'A'],
      [31, 2, 'B'],
      [32, 3, 'C'],
    ]);
    expect(shown[1]?.options).toEqual(paper[0]?.options);
  });

  it('gives the paper as it is without an order', () => {
    expect(inPaperOrder(paper, null)).toEqual(paper);
  });
});
