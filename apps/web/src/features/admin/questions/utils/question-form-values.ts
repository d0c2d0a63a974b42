import {
  ZQuestionInput,
  type TQuestionDetail,
  type TQuestionInput,
} from '@exam/contracts/admin/question-entities';
import type {
  TMarkingRule,
  TQuestionPassage,
  TQuestionType,
} from '@exam/contracts/questions/entities';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { formParseOptions } from '@/components/ui/form/form-messages';

export interface OptionValues {
  textEn: string;
  textHi: string;
  correct: boolean;
  /** Stays last when a set shuffles options (decision 040). */
  keepLast?: boolean;
}

/**
 * What the editor holds while a question is written: text as typed (numbers too), so nothing
 * typed is lost on a failed save; toQuestionInput turns it into the contract's body.
 */
export interface QuestionFormValues {
  type: TQuestionType;
  categoryId: string;
  textEn: string;
  textHi: string;
  solutionEn: string;
  solutionHi: string;
  /** Kept while the type is numerical, so switching back does not lose them. */
  options: OptionValues[];
  markingRule: TMarkingRule;
  numericMode: 'exact' | 'range';
  value: string;
  tolerance: string;
  min: string;
  max: string;
  /** Short answer: the accepted answers as typed (rows of the form kit's list field). */
  accepted: { text: string }[];
  caseSensitive: boolean;
  marks: string;
  negativeMark: string;
  tags: string;
  /** The shared passage (decisions 055, 062): saving a change changes it in all its questions. */
  passage?: PassageValues;
}

/** A shared passage as typed; its key names the passage and is never typed. */
export interface PassageValues {
  key: string;
  titleEn: string;
  textEn: string;
  textHi: string;
}

/** A new passage's key: unique enough within an organisation's bank, readable in tags. */
export const newPassage = (): PassageValues => ({
  key: `p-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  titleEn: '',
  textEn: '',
  textHi: '',
});

const passageValues = (passage: TQuestionPassage): PassageValues => ({
  key: passage.key,
  titleEn: passage.titleEn ?? '',
  textEn: passage.textEn,
  textHi: passage.textHi ?? '',
});

const blankOption = (): OptionValues => ({ textEn: '', textHi: '', correct: false });

export const TRUE_FALSE_OPTIONS: OptionValues[] = [
  { textEn: 'True', textHi: 'सत्य', correct: false },
  { textEn: 'False', textHi: 'असत्य', correct: false },
];

export const emptyQuestion = (): QuestionFormValues => ({
  type: 'single',
  categoryId: '',
  textEn: '',
  textHi: '',
  solutionEn: '',
  solutionHi: '',
  options: [blankOption(), blankOption(), blankOption(), blankOption()],
  markingRule: 'all-or-nothing',
  numericMode: 'exact',
  value: '',
  tolerance: '0',
  min: '',
  max: '',
  accepted: [{ text: '' }],
  caseSensitive: false,
  marks: '',
  negativeMark: '',
  tags: '',
});

export { blankOption };

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** ± arithmetic in binary floating point leaves 9.760000000000002; answers are not that precise. */
const tidy = (n: number) => Number(n.toFixed(10));

/** The editor's values of a saved question. */
export function fromQuestion(question: TQuestionDetail): QuestionFormValues {
  const body = question.body;
  const numeric = body.numeric;
  // A value ± tolerance reopens as the author wrote it; an exact value is a tolerance of 0.
  const tolerance = numeric && numeric.min === numeric.max ? 0 : numeric?.tolerance;
  const exact = numeric && tolerance !== undefined ? { numeric, tolerance } : null;
  return {
    ...emptyQuestion(),
    type: body.type,
    categoryId: question.categoryId === null ? '' : String(question.categoryId),
    textEn: body.textEn,
    textHi: body.textHi ?? '',
    solutionEn: body.solutionEn ?? '',
    solutionHi: body.solutionHi ?? '',
    options:
      body.options.length > 0
        ? body.options.map((o) => ({
            textEn: o.textEn,
            textHi: o.textHi ?? '',
            correct: o.correct,
            ...(o.keepLast && { keepLast: true }),
          }))
        : emptyQuestion().options,
    markingRule: body.markingRule ?? 'all-or-nothing',
    numericMode: !numeric || exact ? 'exact' : 'range',
    value: exact ? text(tidy((exact.numeric.min + exact.numeric.max) / 2)) : '',
    tolerance: exact ? text(exact.tolerance) : '0',
    min: exact ? '' : text(numeric?.min),
    max: exact ? '' : text(numeric?.max),
    accepted: body.shortAnswer?.accepted.map((answer) => ({ text: answer })) ?? [{ text: '' }],
    caseSensitive: body.shortAnswer?.caseSensitive ?? false,
    marks: text(body.marks),
    negativeMark: text(body.negativeMark),
    tags: body.tags.join(', '),
    ...(body.passage && { passage: passageValues(body.passage) }),
  };
}

/** The options a new type starts from: true/false fills its two; the others keep what is there. */
export function optionsForType(type: TQuestionType, options: OptionValues[]): OptionValues[] {
  if (type === 'true-false') return TRUE_FALSE_OPTIONS.map((o) => ({ ...o }));
  if (type === 'single') {
    // One correct option at most: the first ticked one stays.
    const first = options.findIndex((o) => o.correct);
    return options.map((o, i) => ({ ...o, correct: i === first }));
  }
  return options;
}

/** A number as typed; NaN when it is not one (the contract then names the field). */
const numberOf = (value: string) =>
  value.trim() === '' ? NaN : Number(value.trim().replace(',', '.'));
const optionalNumber = (value: string) => (value.trim() === '' ? undefined : numberOf(value));

/** An editor's empty paragraph is no text. */
export const emptyHtml = (html: string) =>
  html.replace(/<p>\s*<\/p>|<br\s*\/?>/g, '').trim() === '';
const htmlOrUndefined = (html: string) => (emptyHtml(html) ? undefined : html);

/** The contract's body of what the editor holds (ZQuestionInput validates it before it is sent). */
export function toQuestionInput(values: QuestionFormValues): TQuestionInput {
  const numerical = values.type === 'numerical';
  let numeric: { min: number; max: number; tolerance?: number } | undefined;
  if (numerical) {
    if (values.numericMode === 'exact') {
      const value = numberOf(values.value);
      const tolerance = Math.abs(optionalNumber(values.tolerance) ?? 0);
      numeric = { min: tidy(value - tolerance), max: tidy(value + tolerance) };
      if (tolerance > 0) numeric.tolerance = tolerance;
    } else {
      numeric = { min: numberOf(values.min), max: numberOf(values.max) };
    }
  }
  return {
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    body: {
      type: values.type,
      textEn: emptyHtml(values.textEn) ? '' : values.textEn,
      textHi: htmlOrUndefined(values.textHi),
      solutionEn: htmlOrUndefined(values.solutionEn),
      solutionHi: htmlOrUndefined(values.solutionHi),
      options:
        numerical || values.type === 'short-answer'
          ? []
          : values.options.map((o) => ({
              textEn: emptyHtml(o.textEn) ? '' : o.textEn,
              textHi: htmlOrUndefined(o.textHi),
              correct: o.correct,
              ...(o.keepLast && { keepLast: true }),
            })),
      markingRule: values.type === 'multiple' ? values.markingRule : undefined,
      numeric,
      shortAnswer:
        values.type === 'short-answer'
          ? {
              accepted: values.accepted.map((answer) => answer.text),
              caseSensitive: values.caseSensitive,
            }
          : undefined,
      marks: optionalNumber(values.marks),
      negativeMark: optionalNumber(values.negativeMark),
      ...(values.passage && {
        passage: {
          key: values.passage.key,
          titleEn: values.passage.titleEn.trim() || undefined,
          textEn: emptyHtml(values.passage.textEn) ? '' : values.passage.textEn,
          textHi: htmlOrUndefined(values.passage.textHi),
        },
      }),
      tags: values.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    },
  };
}

/**
 * Where a contract issue belongs in the editor: body.numeric.min of an exact answer is the Value
 * field; everything else keeps its name without the 'body.' prefix.
 */
export function formFieldOf(path: string, values: QuestionFormValues): string {
  const field = path.replace(/^body\./, '').replace(/^body\./, '');
  if (field.startsWith('numeric')) {
    if (values.numericMode === 'exact') return 'value';
    return field.endsWith('min') ? 'min' : 'max';
  }
  // body.shortAnswer.accepted.2 is the third row's text field.
  const accepted = /^shortAnswer\.accepted(?:\.(\d+))?/.exec(field);
  if (accepted) return accepted[1] === undefined ? 'accepted' : `accepted.${accepted[1]}.text`;
  return field;
}

const NUMBER_FIELDS = ['value', 'tolerance', 'min', 'max', 'marks', 'negativeMark'] as const;
const isNumberField = (field: string): field is (typeof NUMBER_FIELDS)[number] =>
  (NUMBER_FIELDS as readonly string[]).includes(field);

/**
 * The editor's values judged by the contract's ZQuestionInput, each issue put on the editor's
 * field (formFieldOf: body.numeric.min of an exact answer is the Value field); the output is the
 * body that is sent.
 */
export const ZQuestionForm = z.custom<QuestionFormValues>().transform((values, context) => {
  const parsed = ZQuestionInput.safeParse(toQuestionInput(values), formParseOptions);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'), values);
    // A number field left empty is missing (the map says "a number" for what is typed wrong).
    const blank = isNumberField(field) && values[field].trim() === '';
    context.addIssue({
      code: 'custom',
      path: field.split('.'),
      message: blank && issue.code === 'invalid_type' ? 'form.required' : issue.message,
    });
  }
  return z.NEVER;
});

/** The editor's form, as its parts (options, numeric answer) receive it. */
export type QuestionFormApi = UseFormReturn<
  QuestionFormValues,
  unknown,
  z.output<typeof ZQuestionForm>
>;
