/**
 * Scoring of one answer, for every question type (DESIGN.md §9a): the one rule used by CBT results,
 * the quiz and practice players and the server's quiz scoring.
 *
 * - single / true-false: the correct option → marks; another option → −negativeMark.
 * - multiple, all-or-nothing: exactly the correct options → marks; any other choice → −negativeMark.
 * - multiple, jee-partial (JEE Advanced): exactly the correct options → marks; some correct options
 *   and no wrong one → +1 per correct option chosen (never above marks); any wrong option chosen →
 *   −negativeMark.
 * - numerical: min ≤ value ≤ max → marks; else −negativeMark, which is 0 unless an amount is chosen
 *   (as NTA's numerical questions).
 * - short-answer: the typed text equals one accepted answer after both are trimmed and their runs
 *   of spaces made one (normaliseShortAnswer), ignoring case unless the key is case-sensitive →
 *   marks; else −negativeMark, 0 unless an amount is chosen (decisions 039, 061).
 *
 * - dropped (decision 020): full marks and 'Correct' for every candidate, answered or not, as NTA
 *   does for a dropped question.
 *
 * A partly right jee-partial answer is the outcome 'Partial': attempted, neither correct nor
 * incorrect; accuracy (correct / answered-with-key) counts it as answered and not correct.
 */

import { negativeMarkOf } from './negative-marking.ts';

/** The question types (the contracts' QUESTION_TYPES, which the server passes in). */
export type QuestionType = 'single' | 'multiple' | 'numerical' | 'true-false' | 'short-answer';
export type MarkingRule = 'all-or-nothing' | 'jee-partial';

/** SPEC §9: an incorrect answer loses this share of the question's mark when negative marking is on. */
export { NEGATIVE_SHARE } from './negative-marking.ts';

export interface NumericRange {
  min: number;
  max: number;
}

/** The key of a short-answer question: every accepted answer, and whether case matters. */
export interface TextKey {
  accepted: string[];
  caseSensitive: boolean;
}

/** What scoring needs of a question: its type and its key (null: no key, never scored). */
export interface AnswerKey {
  /** Absent: 'single'. */
  questionType?: QuestionType | null | undefined;
  /** single / true-false: the correct option. */
  answerId?: number | null | undefined;
  /** multiple: every correct option. */
  answerIds?: readonly number[] | null | undefined;
  /** numerical: the accepted range. */
  numericRange?: NumericRange | null | undefined;
  /** short-answer: the accepted answers and the case rule. */
  textKey?: TextKey | null | undefined;
  /** multiple: absent means all-or-nothing. */
  markingRule?: MarkingRule | null | undefined;
  /** Dropped after the exam (decision 020): full marks to every candidate, answered or not. */
  dropped?: boolean | null | undefined;
}

/** What a student gave: an option (single), options (multiple) or a typed number (numerical). */
export interface GivenAnswer {
  answerId?: number | null | undefined;
  answerIds?: readonly number[] | null | undefined;
  numericAnswer?: string | null | undefined;
  textAnswer?: string | null | undefined;
}

/** The marks of one question: for a correct answer, and lost for a wrong one (positive). */
export interface Marking {
  marks: number;
  negativeMark: number;
}

export type AnswerOutcome = 'Correct' | 'Incorrect' | 'Partial' | 'Skipped';

export const typeOf = (key: Pick<AnswerKey, 'questionType'>): QuestionType =>
  key.questionType ?? 'single';

/**
 * A question's effective marks: its own, else the group's share (SPEC §9); and what a wrong answer
 * loses by negative-marking's rule (decision 061): nothing when the set's marking is off, else the
 * question's own amount, the inherited section's or set's, or SPEC's quarter (none for typed answers).
 */
export function effectiveMarking(
  question: {
    questionType?: QuestionType | null | undefined;
    marks?: number | null | undefined;
    negativeMark?: number | null | undefined;
    /** The section's amount, else the set's (inheritedNegativeMark); null: none chosen. */
    inheritedNegativeMark?: number | null | undefined;
  },
  groupShare: number,
  setHasNegativeMarking: boolean,
): Marking {
  const marks = question.marks ?? groupShare;
  const type = typeOf(question);
  const negativeMark = negativeMarkOf(
    {
      on: setHasNegativeMarking,
      question: question.negativeMark,
      section: question.inheritedNegativeMark,
    },
    { marks, typed: type === 'numerical' || type === 'short-answer' },
  );
  return { marks, negativeMark };
}

/** A typed decimal ("-3.75", ".5", "+2.") as a number; null when it is not one. */
export function parseNumericAnswer(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * A short answer as it is compared: Unicode-normalised (NFC), trimmed, every run of white space one
 * space, and lower-cased unless case matters.
 */
export function normaliseShortAnswer(text: string | null | undefined, caseSensitive: boolean) {
  const plain = (text ?? '').normalize('NFC').trim().replace(/\s+/gu, ' ');
  return caseSensitive ? plain : plain.toLowerCase();
}

/** Whether a typed text is one of the key's accepted answers. */
export function matchesShortAnswer(key: TextKey, text: string | null | undefined): boolean {
  const given = normaliseShortAnswer(text, key.caseSensitive);
  return (
    given !== '' && key.accepted.some((a) => normaliseShortAnswer(a, key.caseSensitive) === given)
  );
}

type CountedAnswer =
  | { kind: 'option'; id: number }
  | { kind: 'options'; ids: number[] }
  | { kind: 'number'; value: number }
  | { kind: 'text'; text: string };

/** The answer that counts for the question's type (the other fields are ignored). */
function answerOfType(type: QuestionType, given: GivenAnswer | undefined): CountedAnswer | null {
  if (!given) return null;
  if (type === 'multiple') {
    const ids = [...new Set(given.answerIds ?? [])];
    return ids.length > 0 ? { kind: 'options', ids } : null;
  }
  if (type === 'numerical') {
    const value = parseNumericAnswer(given.numericAnswer);
    return value === null ? null : { kind: 'number', value };
  }
  if (type === 'short-answer') {
    const text = given.textAnswer?.trim() ?? '';
    return text === '' ? null : { kind: 'text', text };
  }
  return given.answerId ? { kind: 'option', id: given.answerId } : null;
}

/** Whether the student gave an answer of the question's type. */
export const isAnswered = (key: AnswerKey, given: GivenAnswer | undefined) =>
  answerOfType(typeOf(key), given) !== null;

/** Whether the question has a key to score against. */
export function hasKey(key: AnswerKey): boolean {
  const type = typeOf(key);
  if (type === 'multiple') return (key.answerIds?.length ?? 0) > 0;
  if (type === 'numerical') return !!key.numericRange;
  if (type === 'short-answer')
    return (key.textKey?.accepted ?? []).some((a) => normaliseShortAnswer(a, true) !== '');
  return key.answerId !== null && key.answerId !== undefined && key.answerId !== 0;
}

/** The outcome and the marks earned by one answer (negative for a penalised wrong answer). */
export function scoreAnswer(
  key: AnswerKey,
  marking: Marking,
  given: GivenAnswer | undefined,
): { outcome: AnswerOutcome; marks: number } {
  if (key.dropped) return { outcome: 'Correct', marks: marking.marks };
  const type = typeOf(key);
  const answer = answerOfType(type, given);
  if (answer === null || !hasKey(key)) return { outcome: 'Skipped', marks: 0 };
  const right = { outcome: 'Correct' as const, marks: marking.marks };
  const wrong = {
    outcome: 'Incorrect' as const,
    marks: marking.negativeMark ? -marking.negativeMark : 0,
  };

  if (answer.kind === 'number') {
    const range = key.numericRange as NumericRange;
    return range.min <= answer.value && answer.value <= range.max ? right : wrong;
  }
  if (answer.kind === 'text') {
    return matchesShortAnswer(key.textKey as TextKey, answer.text) ? right : wrong;
  }
  if (answer.kind === 'option') return answer.id === key.answerId ? right : wrong;

  const correct = new Set(key.answerIds ?? []);
  const chosenRight = answer.ids.filter((id) => correct.has(id)).length;
  const chosenWrong = answer.ids.length - chosenRight;
  if (chosenWrong === 0 && chosenRight === correct.size) return right;
  if (key.markingRule === 'jee-partial' && chosenWrong === 0)
    return { outcome: 'Partial', marks: Math.min(chosenRight, marking.marks) };
  return wrong;
}
