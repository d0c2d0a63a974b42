import type {
  TExamResult,
  TOutcome,
  TResultReview,
  TReviewQuestion,
} from '@exam/contracts/results/entities';
import { localized, type UiLanguage as Lang } from '@exam/core/language';
import { drawRich, type Cursor, type MediaImage } from './rich-layout.ts';
import { inlineContent, type Inline } from './rich-text.ts';
import { measureText, wrapText, write, type Doc } from './text.ts';

type QuestionType = NonNullable<TReviewQuestion['questionType']>;

const LABELS = {
  en: {
    table: 'Question-wise Analysis',
    details: 'Questions and Answers',
    no: 'Q.',
    type: 'Type',
    yours: 'Your answer',
    correct: 'Correct answer',
    result: 'Result',
    marks: 'Marks',
    notAnswered: 'Not answered',
    noKey: '—',
    isCorrect: 'correct',
    isYours: 'your answer',
    seenAs: (n: number) => ` (your no. ${n})`,
    types: {
      single: 'Single choice',
      multiple: 'Multiple correct',
      numerical: 'Numerical',
      'true-false': 'True / False',
      'short-answer': 'Short answer',
    } satisfies Record<QuestionType, string>,
    partialRule: 'JEE partial marking',
    outcomes: {
      Correct: 'Correct',
      Incorrect: 'Incorrect',
      Skipped: 'Skipped',
      Partial: 'Partial',
    } satisfies Record<TOutcome, string>,
    range: (min: string, max: string) => (min === max ? min : `${min} to ${max}`),
  },
  hi: {
    table: 'प्रश्न-वार विश्लेषण',
    details: 'प्रश्न और उत्तर',
    no: 'प्र.',
    type: 'प्रकार',
    yours: 'आपका उत्तर',
    correct: 'सही उत्तर',
    result: 'परिणाम',
    marks: 'अंक',
    notAnswered: 'उत्तर नहीं दिया',
    noKey: '—',
    isCorrect: 'सही',
    isYours: 'आपका उत्तर',
    seenAs: (n: number) => ` (आपकी प्र.सं. ${n})`,
    types: {
      single: 'एकल विकल्प',
      multiple: 'बहु-सही',
      numerical: 'संख्यात्मक',
      'true-false': 'सत्य / असत्य',
      'short-answer': 'लघु उत्तर',
    } satisfies Record<QuestionType, string>,
    partialRule: 'JEE आंशिक अंकन',
    outcomes: {
      Correct: 'सही',
      Incorrect: 'गलत',
      Skipped: 'छोड़ा',
      Partial: 'आंशिक',
    } satisfies Record<TOutcome, string>,
    range: (min: string, max: string) => (min === max ? min : `${min} से ${max}`),
  },
} as const;

const OUTCOME_COLOR: Record<TOutcome, string> = {
  Correct: '#198754',
  Incorrect: '#dc3545',
  Skipped: '#6c757d',
  Partial: '#b35c00',
};

const number = (value: number) => String(Math.round(value * 100) / 100);
const signed = (value: number) => (value > 0 ? `+${number(value)}` : number(value));

export type AnsweredQuestion = Pick<
  TReviewQuestion,
  | 'questionType'
  | 'options'
  | 'numericRange'
  | 'numericAnswer'
  | 'textKey'
  | 'textAnswer'
  | 'selectedAnswerIds'
  | 'answerIds'
  | 'selectedAnswerId'
  | 'answerId'
>;

type DrawnQuestion = Pick<
  TReviewQuestion,
  | 'questionTextEn'
  | 'questionTextHi'
  | 'options'
  | 'selectedAnswerId'
  | 'selectedAnswerIds'
  | 'answerId'
  | 'answerIds'
>;

/**
 * A question's text and its options, each option marked as the key's and the student's where it
 * is: the scorecard's details and the response sheet draw a question alike.
 */
export function drawQuestionWithOptions(
  doc: Doc,
  cursor: Cursor,
  question: DrawnQuestion,
  layout: {
    pick: (en: string, hi: string | null | undefined) => string;
    images: ReadonlyMap<string, MediaImage>;
    left: number;
    width: number;
    isKey: string;
    isYours: string;
  },
) {
  const { pick, left, width } = layout;
  const rich = { width, size: 10, images: layout.images };
  drawRich(doc, inlineContent(pick(question.questionTextEn, question.questionTextHi)), cursor, {
    ...rich,
    x: left,
  });
  cursor.y += 4;
  const chosen = new Set([question.selectedAnswerId, ...(question.selectedAnswerIds ?? [])]);
  const key = new Set([question.answerId ?? 0, ...(question.answerIds ?? [])]);
  for (const option of question.options) {
    const marks = [
      key.has(option.optionId) ? layout.isKey : '',
      chosen.has(option.optionId) ? layout.isYours : '',
    ].filter(Boolean);
    const content: Inline[] = [
      { kind: 'text', text: `${option.optionCap}. `, bold: true },
      ...inlineContent(pick(option.optionTextEn, option.optionTextHi)),
      ...(marks.length
        ? [{ kind: 'text' as const, text: ` — ${marks.join(', ')}`, bold: true }]
        : []),
    ];
    drawRich(doc, content, cursor, { ...rich, x: left + 12, width: width - 12 });
  }
}

/** What the student gave and what the key says, as short text (option letters, the number). */
export function answerTexts(question: AnsweredQuestion, lang: Lang) {
  const t = LABELS[lang];
  const type = question.questionType ?? 'single';
  const letters = (ids: readonly number[]) =>
    question.options
      .filter((o) => ids.includes(o.optionId))
      .map((o) => o.optionCap)
      .join(', ');
  if (type === 'numerical') {
    const range = question.numericRange;
    return {
      yours: question.numericAnswer || t.notAnswered,
      correct: range ? t.range(number(range.min), number(range.max)) : t.noKey,
    };
  }
  if (type === 'short-answer') {
    const accepted = question.textKey?.accepted ?? [];
    return {
      yours: question.textAnswer || t.notAnswered,
      correct: accepted.length ? accepted.join(' / ') : t.noKey,
    };
  }
  if (type === 'multiple') {
    const chosen = question.selectedAnswerIds ?? [];
    const key = question.answerIds ?? [];
    return {
      yours: chosen.length ? letters(chosen) : t.notAnswered,
      correct: key.length ? letters(key) : t.noKey,
    };
  }
  return {
    yours: question.selectedAnswerId ? letters([question.selectedAnswerId]) : t.notAnswered,
    correct: question.answerId ? letters([question.answerId]) : t.noKey,
  };
}

export interface QuestionPagesInput {
  doc: Doc;
  result: TExamResult;
  review: TResultReview;
  lang: Lang;
  images: ReadonlyMap<string, MediaImage>;
  left: number;
  width: number;
  cursor: Cursor;
}

/** The question-wise table: number, type, your answer, the correct answer, result and marks. */
function drawTable({ doc, review, lang, left, width, cursor }: QuestionPagesInput) {
  const t = LABELS[lang];
  const columns: [string, number][] = [
    [t.no, 0],
    [t.type, 34],
    [t.yours, 150],
    [t.correct, 262],
    [t.result, 374],
    [t.marks, 440],
  ];
  const headings = () => {
    doc.rect(left, cursor.y - 4, width, 20).fill('#f1f3f5');
    for (const [label, x] of columns)
      write(doc, label, left + x + 4, cursor.y, { size: 9, bold: true });
    cursor.y += 22;
  };
  if (cursor.y + 60 > cursor.bottom) cursor.newPage();
  write(doc, t.table, left, cursor.y, { size: 13, bold: true });
  cursor.y += 24;
  headings();
  const measure = measureText(doc, 9);
  for (const question of review.questions) {
    const type = question.questionType ?? 'single';
    const { yours, correct } = answerTexts(question, lang);
    const cells = [
      String(question.questionNo),
      t.types[type],
      yours,
      correct,
      t.outcomes[question.outcome],
      `${signed(question.marksEarned ?? 0)} / ${number(question.maxMarks ?? 0)}`,
    ];
    const wrapped = cells.map((cell, n) => {
      const next = columns[n + 1]?.[1] ?? width;
      return wrapText(cell, next - (columns[n]?.[1] ?? 0) - 8, measure);
    });
    const height = Math.max(18, Math.max(...wrapped.map((w) => w.length)) * 12 + 6);
    if (cursor.y + height > cursor.bottom) {
      cursor.newPage();
      headings();
    }
    wrapped.forEach((lines, n) => {
      const color = n === 4 ? OUTCOME_COLOR[question.outcome] : '#212529';
      lines.forEach((line, i) =>
        write(doc, line, left + (columns[n]?.[1] ?? 0) + 4, cursor.y + i * 12, {
          size: 9,
          color,
          bold: n === 4,
        }),
      );
    });
    const lineY = cursor.y + height - 5;
    doc
      .moveTo(left, lineY)
      .lineTo(left + width, lineY)
      .strokeColor('#dee2e6')
      .stroke();
    cursor.y += height;
  }
}

/** Every question with its text, formulas, images and options, your answer and the key. */
function drawDetails(input: QuestionPagesInput) {
  const { doc, result, review, lang, images, left, width, cursor } = input;
  const t = LABELS[lang];
  const pick = (en: string, hi: string | null | undefined) => localized(lang, en, hi);
  const sectionName = new Map(
    review.sections.map((s) => [s.sectionId, pick(s.sectionName, s.sectionNameHi)]),
  );
  const resultSection = new Map(result.sections.map((s) => [s.id, pick(s.name, s.nameHi)]));
  cursor.newPage();
  write(doc, t.details, left, cursor.y, { size: 13, bold: true });
  cursor.y += 26;
  for (const question of review.questions) {
    const type = question.questionType ?? 'single';
    if (cursor.y + 70 > cursor.bottom) cursor.newPage();
    const section = sectionName.get(question.sectionId) ?? resultSection.get(question.sectionId);
    const rule =
      type === 'multiple' && question.markingRule === 'jee-partial' ? ` (${t.partialRule})` : '';
    doc.rect(left, cursor.y - 4, width, 20).fill('#f1f3f5');
    write(
      doc,
      // A shuffled paper (decision 040): the set's number, then the one the candidate saw.
      `${t.no} ${question.questionNo}${question.seenAsNo === undefined ? '' : t.seenAs(question.seenAsNo)} · ${section ?? ''} · ${t.types[type]}${rule}`,
      left + 4,
      cursor.y,
      { size: 9, bold: true, width: width - 120 },
    );
    const verdict = `${t.outcomes[question.outcome]}  ${signed(question.marksEarned ?? 0)} / ${number(question.maxMarks ?? 0)}`;
    write(doc, verdict, left + width - 4 - measureText(doc, 9, true)(verdict), cursor.y, {
      size: 9,
      bold: true,
      color: OUTCOME_COLOR[question.outcome],
    });
    cursor.y += 24;
    drawQuestionWithOptions(doc, cursor, question, {
      pick,
      images,
      left,
      width,
      isKey: t.isCorrect,
      isYours: t.isYours,
    });
    const { yours, correct } = answerTexts(question, lang);
    if (cursor.y + 16 > cursor.bottom) cursor.newPage();
    write(doc, `${t.yours}: ${yours}    ${t.correct}: ${correct}`, left, cursor.y + 2, {
      size: 9,
      color: '#495057',
    });
    cursor.y += 18;
    ruleUnderQuestion(doc, cursor, left, width);
  }
}

/** The light rule that ends a question on the page, and the space after it. */
export function ruleUnderQuestion(doc: Doc, cursor: Cursor, left: number, width: number) {
  doc
    .moveTo(left, cursor.y)
    .lineTo(left + width, cursor.y)
    .strokeColor('#dee2e6')
    .stroke();
  cursor.y += 12;
}

/** The scorecard's question-wise pages: the table, then every question in full. */
export function drawQuestionPages(input: QuestionPagesInput) {
  if (input.review.questions.length === 0) return;
  drawTable(input);
  drawDetails(input);
}
