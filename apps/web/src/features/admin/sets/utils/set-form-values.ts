import {
  ZSetInput,
  type TPoolRuleInput,
  type TSetDetail,
  type TSetInput,
  type TSetQuestionRow,
} from '@exam/contracts/admin/set-entities';
import type {
  TCalculatorMode,
  TClockRule,
  TFullscreenMode,
} from '@exam/contracts/attempts/entities';
import type { TQuestionType } from '@exam/contracts/questions/entities';
import type { TSetTypeId } from '@exam/contracts/sets/entities';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/** A question row of a section, with what the builder shows of it. */
export interface SetQuestionValues {
  bankQuestionId: number;
  textEn: string;
  type: TQuestionType;
  version: number | null;
  currentVersion: number | null;
  marks: string;
  negativeMark: string;
}

/** A group of a section: its heading, shared instructions or passage, and its questions. */
export interface GroupValues {
  titleEn: string;
  titleHi: string;
  instructionsEn: string;
  instructionsHi: string;
  questions: SetQuestionValues[];
}

/** A rule of a section drawn from the bank (decision 057), as typed. */
export interface PoolRuleValues {
  count: string;
  /** Comma-separated: every one of them. */
  tags: string;
  /** '': any type. */
  type: string;
  /** '': any category; else the category's id. */
  categoryId: string;
}

export interface SectionValues {
  nameEn: string;
  nameHi: string;
  marksPerQuestion: string;
  /** Marks lost per wrong answer in this section; '': the set's (decision 061). */
  negativeMark: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  /** Drawn from the bank by `pool`'s rules instead of listed in `groups`. */
  drawn: boolean;
  pool: PoolRuleValues[];
  groups: GroupValues[];
}

/** The set builder's state, as typed (numbers too), so nothing typed is lost on a failed save. */
export interface SetFormValues {
  examId: string;
  setTypeId: string;
  nameEn: string;
  nameHi: string;
  durationMinutes: string;
  hindi: boolean;
  cutoff: string;
  negativeMarks: boolean;
  /** Marks lost per wrong answer; '': a quarter of each question's marks (decision 061). */
  negativeMark: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  calculator: TCalculatorMode;
  clockRule: TClockRule;
  fullscreen: TFullscreenMode;
  instructionEn: string;
  instructionHi: string;
  sections: SectionValues[];
}

export const emptyGroup = (): GroupValues => ({
  titleEn: '',
  titleHi: '',
  instructionsEn: '',
  instructionsHi: '',
  questions: [],
});

export const emptyPoolRule = (): PoolRuleValues => ({
  count: '1',
  tags: '',
  type: '',
  categoryId: '',
});

export const emptySection = (n = 1): SectionValues => ({
  nameEn: `Section ${n}`,
  nameHi: `खंड ${n}`,
  marksPerQuestion: '1',
  negativeMark: '',
  shuffleQuestions: true,
  shuffleOptions: true,
  drawn: false,
  pool: [emptyPoolRule()],
  groups: [emptyGroup()],
});

/** Every question row of a section, its groups' in order (none of a drawn section). */
export const questionsOf = (section: SectionValues | undefined) =>
  section && !section.drawn ? section.groups.flatMap((g) => g.questions) : [];

/** The contract's rules of a section as typed; null: its questions are listed. */
export function poolOf(section: Pick<SectionValues, 'drawn' | 'pool'>): TPoolRuleInput[] | null {
  if (!section.drawn) return null;
  return section.pool.map((rule) => ({
    count: numberOrNaN(rule.count),
    tags: rule.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    type: rule.type === '' ? null : (rule.type as TQuestionType),
    categoryId: rule.categoryId === '' ? null : Number(rule.categoryId),
  }));
}

export const emptySet = (examId: number | null): SetFormValues => ({
  examId: examId === null ? '' : String(examId),
  setTypeId: '3',
  nameEn: '',
  nameHi: '',
  durationMinutes: '30',
  hindi: true,
  cutoff: '',
  negativeMarks: false,
  negativeMark: '',
  shuffleQuestions: false,
  shuffleOptions: false,
  calculator: 'off',
  clockRule: 'strict',
  fullscreen: 'off',
  instructionEn: '',
  instructionHi: '',
  sections: [emptySection()],
});

const numberOrNaN = (value: string) => (value.trim() === '' ? NaN : Number(value.trim()));
const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * The builder's values of a saved set. Rows imported from JSON (no bank question) cannot be
 * rebuilt from the bank; `imported` says so and the builder shows the set read-only.
 */
export function fromSet(set: TSetDetail): { values: SetFormValues; imported: boolean } {
  let imported = false;
  const rowValues = (q: TSetQuestionRow): SetQuestionValues[] => {
    if (q.bankQuestionId === null) {
      imported = true;
      return [];
    }
    return [
      {
        bankQuestionId: q.bankQuestionId,
        textEn: q.textEn,
        type: q.type,
        version: q.bankVersion,
        currentVersion: q.currentVersion,
        marks: text(q.marks),
        negativeMark: text(q.negativeMark),
      },
    ];
  };
  const sections = set.sections.map((section) => ({
    nameEn: section.nameEn,
    nameHi: section.nameHi ?? '',
    marksPerQuestion: String(section.marksPerQuestion),
    negativeMark: text(section.negativeMark),
    shuffleQuestions: section.shuffleQuestions,
    shuffleOptions: section.shuffleOptions,
    drawn: section.pool !== null,
    pool: section.pool?.map((rule) => ({
      count: String(rule.count),
      tags: rule.tags.join(', '),
      type: rule.type ?? '',
      categoryId: rule.categoryId === null ? '' : String(rule.categoryId),
    })) ?? [emptyPoolRule()],
    groups:
      section.pool !== null || section.groups.length === 0
        ? [emptyGroup()]
        : section.groups.map((group) => ({
            titleEn: group.titleEn,
            titleHi: group.titleHi ?? '',
            instructionsEn: group.instructionsEn,
            instructionsHi: group.instructionsHi ?? '',
            questions: group.questions.flatMap(rowValues),
          })),
  }));
  return {
    imported,
    values: {
      examId: String(set.examId),
      setTypeId: String(set.setTypeId),
      nameEn: set.nameEn,
      nameHi: set.nameHi ?? '',
      durationMinutes: String(set.durationMinutes),
      hindi: set.languages.includes(2),
      cutoff: text(set.cutoff),
      negativeMarks: set.negativeMarks,
      negativeMark: text(set.negativeMark),
      shuffleQuestions: set.shuffleQuestions,
      shuffleOptions: set.shuffleOptions,
      calculator: set.calculator,
      clockRule: set.clockRule,
      fullscreen: set.fullscreen,
      instructionEn: set.instructionEn,
      instructionHi: set.instructionHi,
      sections,
    },
  };
}

const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));
const nullableNumber = (value: string) => optionalNumber(value) ?? null;

/** The contract's body of the builder's values (ZSetInput validates it before it is sent). */
export function toSetInput(values: SetFormValues): TSetInput {
  return {
    examId: Number(values.examId) || 0,
    setTypeId: Number(values.setTypeId) as TSetTypeId,
    nameEn: values.nameEn,
    nameHi: values.nameHi.trim() || null,
    durationMinutes: numberOrNaN(values.durationMinutes),
    languages: values.hindi ? [1, 2] : [1],
    cutoff: values.cutoff.trim() === '' ? null : Number(values.cutoff),
    negativeMarks: values.negativeMarks,
    negativeMark: nullableNumber(values.negativeMark),
    shuffleQuestions: values.shuffleQuestions,
    shuffleOptions: values.shuffleOptions,
    calculator: values.calculator,
    clockRule: values.clockRule,
    fullscreen: values.fullscreen,
    instructionEn: values.instructionEn,
    instructionHi: values.instructionHi,
    sections: values.sections.map((section) => ({
      nameEn: section.nameEn,
      nameHi: section.nameHi.trim() || null,
      marksPerQuestion: numberOrNaN(section.marksPerQuestion),
      negativeMark: nullableNumber(section.negativeMark),
      shuffleQuestions: section.shuffleQuestions,
      shuffleOptions: section.shuffleOptions,
      pool: poolOf(section),
      groups: section.drawn
        ? undefined
        : section.groups.map((group) => ({
            titleEn: group.titleEn,
            titleHi: group.titleHi.trim() || null,
            instructionsEn: group.instructionsEn,
            instructionsHi: group.instructionsHi.trim() ? group.instructionsHi : null,
            questions: group.questions.map((q) => ({
              bankQuestionId: q.bankQuestionId,
              marks: optionalNumber(q.marks),
              negativeMark: optionalNumber(q.negativeMark),
            })),
          })),
    })),
  };
}

/**
 * The builder's values judged by the contract: ZSetInput's paths are the builder's field names
 * (sections.0.groups.1.questions.2.marks), so each issue lands on its field.
 */
export const ZSetForm = z.custom<SetFormValues>().transform(toSetInput).pipe(ZSetInput);

/** The builder's form, as its section and group editors receive it. */
export type SetFormApi = UseFormReturn<SetFormValues, unknown, z.output<typeof ZSetForm>>;

/** Questions of the set as it stands in the builder (marks are the server's sum, once saved). */
export function setTotals(values: { sections: SectionValues[] }) {
  const drawn = (s: SectionValues) =>
    s.drawn ? s.pool.reduce((n, rule) => n + (Number(rule.count) || 0), 0) : 0;
  return {
    questions: values.sections.reduce((sum, s) => sum + questionsOf(s).length + drawn(s), 0),
  };
}
