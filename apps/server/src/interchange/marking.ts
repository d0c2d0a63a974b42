import type { TMarkingRule } from '@exam/contracts/questions/entities';

/**
 * The marking rule of a multiple-correct question given by answer weights (Moodle fractions, GIFT
 * `%50%`): weights that split 100 among several right answers are partial credit, which the
 * platform marks as JEE Advanced does; anything else is all-or-nothing (the default, left absent).
 */
export function markingRuleOfWeights(weights: number[]): TMarkingRule | undefined {
  const positive = weights.filter((weight) => weight > 0);
  const sum = positive.reduce((total, weight) => total + weight, 0);
  return positive.length > 1 && Math.abs(sum - 100) < 0.1 ? 'jee-partial' : undefined;
}

/** Weights an exporter writes for the right answers so that markingRuleOfWeights reads them back. */
export function weightsOfMarkingRule(rule: TMarkingRule | undefined, rightAnswers: number): number {
  return rule === 'jee-partial' && rightAnswers > 1 ? 100 / rightAnswers : 100;
}
