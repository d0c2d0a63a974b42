import { describe, expect, it } from 'vitest';
import { competitionRanks, meritList, ntaPercentiles } from './percentile.ts';

describe("NTA's percentile", () => {
  it('is 100 × those at or below over the shift, to 7 decimal places', () => {
    // Six candidates: 1 at or below 10, 3 at or below 20 (two share it), 4 at or below 35, all 6 at or below 80.
    expect(ntaPercentiles([80, 20, 10, 20, 35, 80])).toEqual([
      100, 50, 16.6666667, 50, 66.6666667, 100,
    ]);
  });

  it('gives the top scorer of every shift 100, whatever the paper, and a lone candidate 100', () => {
    expect(ntaPercentiles([-4, 12, 150])[2]).toBe(100);
    expect(ntaPercentiles([7])).toEqual([100]);
    expect(ntaPercentiles([])).toEqual([]);
  });

  it('rounds at the seventh decimal as the agency publishes: 100 × 2/7 = 28.5714286', () => {
    expect(ntaPercentiles([1, 2, 3, 4, 5, 6, 7])[1]).toBe(28.5714286);
  });
});

describe('competition ranks', () => {
  it('shares a rank and skips the next: 1, 2, 2, 4', () => {
    expect(competitionRanks([90, 75, 75, 60])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([60, 75, 90, 75])).toEqual([4, 2, 1, 2]);
  });
});

describe('the merit list of two shifts', () => {
  // Shift 1 had the harder paper: its best raw score (60) is below shift 2's middle one.
  const candidates = [
    { key: 'asha', shift: 1, raw: 60, subjects: { Physics: 30, Maths: 30 } },
    { key: 'bilal', shift: 1, raw: 40, subjects: { Physics: 10, Maths: 30 } },
    { key: 'chitra', shift: 1, raw: 20, subjects: { Physics: 20, Maths: 0 } },
    { key: 'dev', shift: 2, raw: 90, subjects: { Physics: 45, Maths: 45 } },
    { key: 'esha', shift: 2, raw: 70, subjects: { Physics: 50, Maths: 20 } },
    { key: 'farid', shift: 2, raw: 65, subjects: { Physics: 25, Maths: 40 } },
    { key: 'gita', shift: 2, raw: 30, subjects: { Physics: 10, Maths: 20 } },
  ];
  const list = meritList(candidates);
  const row = (key: string) => list.find((r) => r.key === key);

  it('computes each percentile within its own shift, by hand', () => {
    expect(row('asha')).toMatchObject({ percentile: 100, shiftRank: 1 });
    expect(row('bilal')).toMatchObject({ percentile: 66.6666667, shiftRank: 2 });
    expect(row('chitra')).toMatchObject({ percentile: 33.3333333, shiftRank: 3 });
    expect(row('dev')).toMatchObject({ percentile: 100, shiftRank: 1 });
    expect(row('esha')).toMatchObject({ percentile: 75, shiftRank: 2 });
    expect(row('farid')).toMatchObject({ percentile: 50, shiftRank: 3 });
    expect(row('gita')).toMatchObject({ percentile: 25, shiftRank: 4 });
  });

  it('computes subject percentiles within the shift too', () => {
    // Shift 1 Maths: 30, 30, 0 → both 30s have 3 of 3 at or below; 0 has 1 of 3.
    expect(row('asha')?.subjectPercentiles).toEqual({ Physics: 100, Maths: 100 });
    expect(row('bilal')?.subjectPercentiles).toEqual({ Physics: 33.3333333, Maths: 100 });
    expect(row('chitra')?.subjectPercentiles).toEqual({ Physics: 66.6666667, Maths: 33.3333333 });
    // Shift 2 Physics: 45, 50, 25, 10 → esha 4/4, dev 3/4, farid 2/4, gita 1/4.
    expect(row('esha')?.subjectPercentiles.Physics).toBe(100);
    expect(row('dev')?.subjectPercentiles.Physics).toBe(75);
  });

  it('ranks the combined list by percentile: the two toppers share rank 1', () => {
    expect(list.map((r) => [r.key, r.rank])).toEqual([
      ['dev', 1],
      ['asha', 1],
      ['esha', 3],
      ['bilal', 4],
      ['farid', 5],
      ['chitra', 6],
      ['gita', 7],
    ]);
  });

  it("leaves out a subject a shift's paper did not have", () => {
    const [only] = meritList([{ key: 1, shift: 3, raw: 5, subjects: { Biology: 5 } }]);
    expect(only?.subjectPercentiles).toEqual({ Biology: 100 });
  });
});
