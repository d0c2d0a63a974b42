/**
 * What keeps a set from being published (DESIGN.md §9a): every question has its answer, a
 * bilingual set has Hindi everywhere, and the set has at least one question. Pure: the server
 * checks it before publishing and the console can show the same list while a set is built.
 */

export type GapKind =
  | 'no-questions'
  | 'answer'
  | 'numeric-range'
  | 'accepted-answers'
  | 'options'
  | 'question-text-hi'
  | 'option-text-hi'
  | 'set-name-hi'
  /** A rule of a pooled section has fewer questions than it draws (decision 057). */
  | 'pool';

export interface GapQuestion {
  questionNo: number;
  bankQuestionId: number | null;
  type: 'single' | 'multiple' | 'numerical' | 'true-false' | 'short-answer';
  textHi?: string | null;
  options: { textHi?: string | null; correct: boolean }[];
  numeric?: { min: number; max: number } | null;
  shortAnswer?: { accepted: readonly string[] } | null;
}

export interface Gap {
  questionNo: number;
  bankQuestionId: number | null;
  what: GapKind;
  message: string;
}

const blank = (html: string | null | undefined) =>
  !html ||
  html
    .replace(/<(?!img\b)[^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

export function questionGaps(questions: readonly GapQuestion[], needsHindi: boolean): Gap[] {
  if (questions.length === 0) {
    return [
      {
        questionNo: 0,
        bankQuestionId: null,
        what: 'no-questions',
        message: 'The set has no question.',
      },
    ];
  }
  const gaps: Gap[] = [];
  for (const q of questions) {
    const gap = (what: GapKind, message: string) =>
      gaps.push({ questionNo: q.questionNo, bankQuestionId: q.bankQuestionId, what, message });
    const label = `Question ${q.questionNo}`;
    if (q.type === 'numerical') {
      if (!q.numeric) gap('numeric-range', `${label} has no accepted range for its answer.`);
      else if (q.numeric.min > q.numeric.max) {
        gap('numeric-range', `${label}: the lowest accepted answer is above the highest.`);
      }
    } else if (q.type === 'short-answer') {
      if (!q.shortAnswer?.accepted.some((a) => a.trim() !== ''))
        gap('accepted-answers', `${label} has no accepted answer.`);
    } else {
      if (q.options.length < 2) gap('options', `${label} needs at least 2 options.`);
      if (!q.options.some((o) => o.correct)) gap('answer', `${label} has no correct option.`);
    }
    if (needsHindi) {
      if (blank(q.textHi)) gap('question-text-hi', `${label} has no Hindi text.`);
      const missing = q.options
        .map((o, i) => (blank(o.textHi) ? String.fromCharCode(65 + i) : null))
        .filter((cap): cap is string => cap !== null);
      if (missing.length > 0) {
        gap(
          'option-text-hi',
          `${label}: option${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'have' : 'has'} no Hindi text.`,
        );
      }
    }
  }
  return gaps;
}
