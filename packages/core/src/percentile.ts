/**
 * Scores of an exam held in several shifts, each with its own paper, made comparable as the
 * National Testing Agency does for JEE Main and NEET (its "normalisation procedure"):
 *
 *   percentile = 100 × (candidates of the shift with a raw score at or below the candidate's)
 *                    / (candidates of the shift),
 *
 * to 7 decimal places, per subject and overall. The top scorer of every shift therefore gets 100,
 * whatever the paper's difficulty. The combined merit list ranks by the overall percentile.
 * Candidates with equal percentiles share a rank, and the next rank skips (1, 2, 2, 4). NTA's
 * further tie-breaks (subject order, age) are left to the people running the exam.
 */

export const PERCENTILE_DECIMALS = 7;

/** The formula in words, as the sittings page and the merit list's files state it. */
export const PERCENTILE_FORMULA = {
  en: "Percentile (NTA) = 100 × (candidates of the shift with a raw score at or below the candidate's) ÷ (candidates of the shift), to 7 decimal places, for each subject and overall. The merit list ranks by the overall percentile; equal percentiles share a rank.",
  hi: 'पर्सेंटाइल (NTA) = 100 × (शिफ्ट के वे परीक्षार्थी जिनके कच्चे अंक इस परीक्षार्थी के बराबर या कम हैं) ÷ (शिफ्ट के कुल परीक्षार्थी), दशमलव के 7 अंकों तक, हर विषय और कुल के लिए। मेरिट सूची कुल पर्सेंटाइल से रैंक देती है; बराबर पर्सेंटाइल की रैंक एक होती है।',
} as const;

/** A percentile as it is shown and exported: all 7 decimals, trailing zeros kept. */
export const formatPercentile = (value: number) => value.toFixed(PERCENTILE_DECIMALS);

const round = (value: number) => {
  const scale = 10 ** PERCENTILE_DECIMALS;
  return Math.round(value * scale) / scale;
};

/** The NTA percentile of each raw score among all of them (one shift), in the given order. */
export function ntaPercentiles(rawScores: readonly number[]): number[] {
  const total = rawScores.length;
  const sorted = [...rawScores].sort((a, b) => a - b);
  const atOrBelow = (score: number) => {
    // The first index whose value is above `score` is the count of those at or below it.
    let low = 0;
    let high = total;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((sorted[mid] as number) <= score) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return rawScores.map((score) => round((100 * atOrBelow(score)) / total));
}

/** Standard competition ranking of values, highest first: 1, 2, 2, 4. */
export function competitionRanks(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => b - a);
  const firstPlace = new Map<number, number>();
  sorted.forEach((value, index) => {
    if (!firstPlace.has(value)) firstPlace.set(value, index + 1);
  });
  return values.map((value) => firstPlace.get(value) as number);
}

export interface ShiftCandidate<Key> {
  key: Key;
  /** The shift (window) the candidate sat. */
  shift: number;
  raw: number;
  /** Raw score per subject (a section of the paper, matched across shifts by name). */
  subjects: Readonly<Record<string, number>>;
}

export interface MeritRow<Key> extends ShiftCandidate<Key> {
  percentile: number;
  /** Percentile per subject among the candidates of the shift whose paper has that subject. */
  subjectPercentiles: Record<string, number>;
  /** Rank in the combined list, by overall percentile. */
  rank: number;
  /** Rank among the candidates of the same shift, by raw score. */
  shiftRank: number;
}

/** The combined merit list of candidates of several shifts, best first. */
export function meritList<Key>(candidates: readonly ShiftCandidate<Key>[]): MeritRow<Key>[] {
  const byShift = new Map<number, ShiftCandidate<Key>[]>();
  for (const candidate of candidates) {
    const shift = byShift.get(candidate.shift) ?? [];
    shift.push(candidate);
    byShift.set(candidate.shift, shift);
  }
  const rows: Omit<MeritRow<Key>, 'rank'>[] = [];
  for (const shift of byShift.values()) {
    const percentiles = ntaPercentiles(shift.map((c) => c.raw));
    const shiftRanks = competitionRanks(shift.map((c) => c.raw));
    const subjectPercentiles = shift.map(() => ({}) as Record<string, number>);
    const subjects = new Set(shift.flatMap((c) => Object.keys(c.subjects)));
    for (const subject of subjects) {
      const takers = shift
        .map((c, index) => ({ index, raw: c.subjects[subject] }))
        .filter((t): t is { index: number; raw: number } => t.raw !== undefined);
      const values = ntaPercentiles(takers.map((t) => t.raw));
      takers.forEach((t, i) => {
        (subjectPercentiles[t.index] as Record<string, number>)[subject] = values[i] as number;
      });
    }
    shift.forEach((candidate, index) =>
      rows.push({
        ...candidate,
        percentile: percentiles[index] as number,
        subjectPercentiles: subjectPercentiles[index] as Record<string, number>,
        shiftRank: shiftRanks[index] as number,
      }),
    );
  }
  const ranks = competitionRanks(rows.map((r) => r.percentile));
  return rows
    .map((row, index) => ({ ...row, rank: ranks[index] as number }))
    .sort((a, b) => a.rank - b.rank || b.raw - a.raw);
}
