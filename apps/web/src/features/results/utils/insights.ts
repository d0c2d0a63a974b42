import type { TExamResult, TSectionSummary } from '@exam/contracts/results/entities';

/** A section's share of its marks, in percent (negative marks can make it below 0). */
export const scoreShare = (section: Pick<TSectionSummary, 'score' | 'maxScore'>) =>
  section.maxScore > 0 ? Math.round((section.score / section.maxScore) * 100) : 0;

const byStrength = (a: TSectionSummary, b: TSectionSummary) =>
  scoreShare(b) - scoreShare(a) || b.accuracy - a.accuracy || b.correct - a.correct;

/** The section with the best share of its marks (then accuracy), and the one with the worst. */
export function strongestAndWeakest(sections: TSectionSummary[]) {
  if (sections.length === 0) return { strongest: null, weakest: null };
  const ordered = [...sections].sort(byStrength);
  return { strongest: ordered[0] ?? null, weakest: ordered.at(-1) ?? null };
}

/** Where the time went: the section with the most seconds and the slowest question. */
export function timeFocus(result: Pick<TExamResult, 'sections' | 'questions'>) {
  const total = result.questions.reduce((sum, q) => sum + q.timeSpentSec, 0);
  let section: { summary: TSectionSummary; seconds: number } | null = null;
  for (const summary of result.sections) {
    const seconds = result.questions
      .filter((q) => q.sectionId === summary.id)
      .reduce((sum, q) => sum + q.timeSpentSec, 0);
    if (!section || seconds > section.seconds) section = { summary, seconds };
  }
  const slowest = result.questions.reduce<(typeof result.questions)[number] | null>(
    (best, q) => (!best || q.timeSpentSec > best.timeSpentSec ? q : best),
    null,
  );
  return {
    section,
    share: section && total > 0 ? Math.round((section.seconds / total) * 100) : 0,
    slowest: slowest && slowest.timeSpentSec > 0 ? slowest : null,
  };
}

/** Whether the student answered anything in any section: else no section is strong or weak. */
export const anySectionAttempted = (sections: Pick<TSectionSummary, 'attempted'>[]) =>
  sections.some((s) => s.attempted > 0);
