/**
 * How much a wrong answer loses (issue 25, decision 061), one rule for scoring, the paper, the
 * review, the set builder's hints and the marking scheme the student reads:
 *
 * - negative marking off: nothing, whatever amounts are stored (a question's own included);
 * - on: the question's own amount, else its section's, else its set's;
 * - none chosen: SPEC §9's quarter of the question's marks, and nothing for typed answers
 *   (numerical and short-answer questions, decisions 017 and 039).
 *
 * An amount chosen for the set or a section applies to every question type: the teacher chose it.
 */

/** SPEC §9: a wrong answer loses a quarter of the question's marks when nothing else is chosen. */
export const NEGATIVE_SHARE = 0.25;

type Amount = number | null | undefined;

export interface NegativeMarkSources {
  /** The set's switch: off, nobody loses anything. */
  on: boolean;
  question?: Amount;
  section?: Amount;
  set?: Amount;
}

const chosen = (amount: Amount): amount is number => amount !== null && amount !== undefined;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The amount a section passes to its questions: its own, else the set's; null: none chosen. */
export const inheritedNegativeMark = (section: Amount, set: Amount): number | null =>
  chosen(section) ? section : chosen(set) ? set : null;

/** The amount chosen for a question (own > section > set); null: none chosen; 0 when off. */
export function chosenNegativeMark(sources: NegativeMarkSources): number | null {
  if (!sources.on) return 0;
  if (chosen(sources.question)) return sources.question;
  return inheritedNegativeMark(sources.section, sources.set);
}

/** The marks a wrong answer to this question loses (positive). */
export function negativeMarkOf(
  sources: NegativeMarkSources,
  question: { marks: number; typed: boolean },
): number {
  const amount = chosenNegativeMark(sources);
  if (amount !== null) return amount;
  return question.typed ? 0 : round2(NEGATIVE_SHARE * question.marks);
}

/** A section's marking as the student is told it: an amount, or null for SPEC's quarter. */
export interface SectionNegativeMarking {
  sectionId: number;
  amount: number | null;
}

export type NegativeMarkingSummary =
  | { kind: 'none' }
  | { kind: 'same'; amount: number | null }
  | { kind: 'by-section'; sections: SectionNegativeMarking[] };

/**
 * The marking scheme in words' terms, from the amounts themselves: none when off (or every amount
 * is 0), one amount when every section has the same, else each section's.
 */
export function summariseNegativeMarking(
  on: boolean,
  setAmount: Amount,
  sections: readonly { sectionId: number; amount: Amount }[],
): NegativeMarkingSummary {
  if (!on) return { kind: 'none' };
  const resolved = sections.map((s) => ({
    sectionId: s.sectionId,
    amount: inheritedNegativeMark(s.amount, setAmount),
  }));
  const amounts =
    resolved.length > 0 ? resolved.map((s) => s.amount) : [chosen(setAmount) ? setAmount : null];
  if (amounts.every((a) => a === 0)) return { kind: 'none' };
  const [first = null] = amounts;
  if (amounts.every((a) => a === first)) return { kind: 'same', amount: first };
  return { kind: 'by-section', sections: resolved };
}
