/**
 * The cut-off of a set, one rule for the student's report, the PDF scorecard, the staff results
 * table and the exports (issue 25, decision 050): the set's own cut-off marks, else SPEC §9's
 * share of its total marks, which the set builder shows as the default.
 */
export const DEFAULT_CUTOFF_SHARE = 0.3;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The default cut-off of a paper of these total marks. */
export const defaultCutoff = (totalMarks: number) => round2(totalMarks * DEFAULT_CUTOFF_SHARE);

/** The cut-off marks that apply: the set's own when it has one. */
export const cutoffOf = (setCutoff: number | null | undefined, totalMarks: number) =>
  setCutoff ?? defaultCutoff(totalMarks);

/** A score at or above the cut-off qualifies. */
export const qualifies = (score: number, cutoff: number) => score >= cutoff;

/** The words of the outcome, the same on every screen and file. */
export const CUTOFF_OUTCOME = {
  en: { qualified: 'Qualified', below: 'Below cut-off' },
  hi: { qualified: 'योग्य', below: 'कट-ऑफ़ से कम' },
} as const;

export const outcomeWords = (passed: boolean, language: 'en' | 'hi' = 'en') =>
  passed ? CUTOFF_OUTCOME[language].qualified : CUTOFF_OUTCOME[language].below;
