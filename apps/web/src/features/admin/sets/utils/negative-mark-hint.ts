import { negativeMarkOf } from '@exam/core/negative-marking';
import type { TQuestionType } from '@exam/contracts/questions/entities';

/** An amount as typed: null when empty (or not a number, which the contract refuses on save). */
export function typedAmount(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** What the builder knows of a question row and of the set and section around it, as typed. */
export interface RowMarking {
  on: boolean;
  setAmount: string;
  sectionAmount: string;
  sectionMarks: string;
  ownAmount: string;
  ownMarks: string;
  type: TQuestionType;
}

/** The marks a wrong answer to the row's question will lose, by core's rule (decision 061). */
export function rowLoss(row: RowMarking): number {
  const marks = typedAmount(row.ownMarks) ?? typedAmount(row.sectionMarks) ?? 1;
  return negativeMarkOf(
    {
      on: row.on,
      question: typedAmount(row.ownAmount),
      section: typedAmount(row.sectionAmount),
      set: typedAmount(row.setAmount),
    },
    { marks, typed: row.type === 'numerical' || row.type === 'short-answer' },
  );
}
