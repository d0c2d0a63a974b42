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

const two = (n: number) => String(n).padStart(2, '0');

/** Seconds as '42s', '1m 05s' or '1h 02m 05s'. */
export function formatSeconds(seconds: number) {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (hours > 0) return `${hours}h ${two(minutes)}m ${two(whole % 60)}s`;
  return minutes > 0 ? `${minutes}m ${two(whole % 60)}s` : `${whole}s`;
}
