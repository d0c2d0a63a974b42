/** A question's key as key_corrections keeps it (decision 020). */
export interface KeyFacts {
  answerOptionId?: number | null;
  answerOptionIds?: number[] | null;
  numericMin?: number | null;
  numericMax?: number | null;
}

export interface OptionLetter {
  optionId: number;
  optionCap: string;
}

/**
 * The key as a candidate reads it: the option letters of the set's order ("B", "A, C") or the
 * numerical range ("2.5–3"); an empty string when there is none.
 */
export function keyText(key: KeyFacts, options: readonly OptionLetter[]): string {
  const letterOf = (id: number) => options.find((o) => o.optionId === id)?.optionCap ?? '?';
  if (key.answerOptionIds && key.answerOptionIds.length > 0)
    return key.answerOptionIds.map(letterOf).sort().join(', ');
  if (key.answerOptionId) return letterOf(key.answerOptionId);
  if (key.numericMin !== undefined && key.numericMin !== null) {
    const max = key.numericMax ?? key.numericMin;
    return key.numericMin === max ? String(max) : `${key.numericMin}–${max}`;
  }
  return '';
}

/**
 * The provisional key of a question: the key before its first correction, or its key now when it
 * was never corrected (corrections oldest first).
 */
export function provisionalKey<K>(current: K, corrections: readonly { before: K }[]): K {
  return corrections[0]?.before ?? current;
}

/**
 * Whether a candidate is told their score was recalculated by a correction: only when they
 * submitted before it (decision 049) — a later candidate was scored with the corrected key.
 */
export const wasRecalculated = (submittedAtMs: number, correctedAtMs: number) =>
  submittedAtMs < correctedAtMs;
