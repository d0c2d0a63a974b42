import type {
  TCalculatorMode,
  TClockRule,
  TFullscreenMode,
} from '@exam/contracts/attempts/entities';
import { eq, sql } from 'drizzle-orm';
import { durationMs } from '@exam/core/clock';
import type { PaperPool } from '@exam/core/pool-draw';
import {
  effectiveMarking,
  type MarkingRule,
  type NumericRange,
  type TextKey,
  type QuestionType,
} from '@exam/core/question-scoring';
import { markPerQuestion } from '@exam/core/scoring';
import { carriesAnswerKey } from '@exam/contracts/papers/entities';
import type { TPaper, TPaperQuestion, TSetQuestions } from '@exam/contracts/papers/entities';
import type { TSetTypeId } from '@exam/contracts/sets/entities';
import { selectSections, selectTemplate } from '../catalogue/service.ts';
import { inheritedBySection, selectNegativeMarking } from '../../content-store/negative-marking.ts';
import type { Db } from '../../db/client.ts';
import { examSchedules, exams, questionSets, sections, templates } from '../../db/schema.ts';
import {
  answerIdsOf,
  markingRuleOf,
  numericRangeOf,
  textKeyOf,
  optionsByQuestion,
  selectGroups,
  selectOptions,
  selectQuestions,
} from '../../content-store/set-content.ts';

/** What every request about a set needs to know first; cheap to load, cached for a short TTL. */
export interface SetMeta {
  setId: number;
  orgId: number;
  examId: number;
  setTypeId: number;
  templateId: number;
  contentVersion: number;
  active: boolean;
  /** The institute whose staff built the set; null: the organisation's, open to all its students. */
  instituteId: number | null;
  clockRule: TClockRule;
  fullscreen: TFullscreenMode;
  calculator: TCalculatorMode;
  /**
   * It has an exam window or is for scheduled students only: each student's windows decide
   * (decisions 018, 051).
   */
  scheduled: boolean;
  /** A paper per candidate (decision 040): drawn into each attempt's order at Start. */
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
}

/**
 * A set is open to a student when it is published and either the organisation's own or built by the
 * student's institute: an institute's sets are never shown to, nor started by, another's students.
 */
export const isOpenTo = (
  meta: Pick<SetMeta, 'active' | 'instituteId'> | null | undefined,
  instituteId: number,
): meta is SetMeta =>
  Boolean(meta?.active) && (meta?.instituteId === null || meta?.instituteId === instituteId);

export async function loadSetMeta(db: Db, setId: number): Promise<SetMeta | null> {
  const [row] = await db
    .select({
      setId: questionSets.id,
      orgId: questionSets.orgId,
      examId: questionSets.examId,
      setTypeId: questionSets.setTypeId,
      templateId: questionSets.templateId,
      contentVersion: questionSets.contentVersion,
      active: questionSets.active,
      instituteId: questionSets.instituteId,
      clockRule: questionSets.clockRule,
      fullscreen: questionSets.fullscreen,
      calculator: questionSets.calculator,
      shuffleQuestions: questionSets.shuffleQuestions,
      shuffleOptions: questionSets.shuffleOptions,
      // Qualified by hand: drizzle leaves columns unqualified in a select from one table.
      scheduled: sql<boolean>`("question_sets"."audience" = 'scheduled' or exists (select 1 from ${examSchedules} where "exam_schedules"."set_id" = "question_sets"."id"))`,
    })
    .from(questionSets)
    .where(eq(questionSets.id, setId));
  return row ?? null;
}

/** What the server knows of a question beyond the paper: its answer key stays here. */
export interface QuestionFacts {
  questionId: number;
  questionNo: number;
  sectionId: number;
  groupId: number;
  /** optionId → optionNo. */
  options: Map<number, number>;
  /** Options that stay last when the set shuffles options, in paper order. */
  keepLastIds: number[];
  /** The correct option's id (single, true/false); null when the question has no key. */
  answerId: number | null;
  questionType: QuestionType;
  /** Multiple correct: every correct option id (the key). */
  answerIds: number[] | null;
  /** Numerical: the accepted range (the key). */
  numericRange: NumericRange | null;
  /** Short answer: the accepted answers and the case rule (the key). */
  textKey: TextKey | null;
  markingRule: MarkingRule | null;
  /** The question's own marks and negative mark; null: the group's share, SPEC's quarter. */
  marks: number | null;
  negativeMark: number | null;
  /** The section's negative-marking amount, else the set's (decision 061); null: none chosen. */
  inheritedNegativeMark: number | null;
  /** Dropped after the exam (decision 020): full marks to every candidate. */
  dropped: boolean;
  /** A pooled section's question (decision 057): the index of its rule; null: listed. */
  poolRule: number | null;
}

/** The fields of a question that make its key, as the scoring and the statistics read them. */
export type QuestionKey = Pick<
  QuestionFacts,
  'questionType' | 'answerId' | 'answerIds' | 'numericRange' | 'textKey' | 'markingRule'
>;
export const keyOf = (q: QuestionKey): QuestionKey => ({
  questionType: q.questionType,
  answerId: q.answerId,
  answerIds: q.answerIds,
  numericRange: q.numericRange,
  textKey: q.textKey,
  markingRule: q.markingRule,
});

export interface PaperContent {
  /** What the student may see: for a CBT set without answerId and solutions. */
  paper: TPaper;
  /** The multi-set call's entry; only for sets whose paper carries the key. */
  setQuestions: TSetQuestions | null;
  facts: Map<number, QuestionFacts>;
  /** The paper's full duration: its template's minutes × 60,000 (SPEC §9). */
  durationMs: number;
  /** Each section's shuffle switches (decision 040), applied when the set shuffles. */
  sectionShuffle: Map<number, { questions: boolean; options: boolean }>;
  /** Every rule's pool of the pooled sections (decision 057); empty: nothing is drawn. */
  pools: PaperPool[];
  scoring: {
    sections: { sectionId: number; sectionName: string }[];
    groups: Map<number, { totalMarks: number; totalQuestion: number }>;
    negativeMarks: boolean;
    /** The paper's total marks (its template's): the pass mark is a share of it. */
    totalMarks: number;
  };
}

/** Reads a whole set from the database; the store caches the outcome per content version. */
export async function loadPaperContent(db: Db, meta: SetMeta): Promise<PaperContent> {
  const [
    [exam],
    [template],
    sectionRows,
    groupRows,
    questionRows,
    optionRows,
    [version],
    shuffleRows,
    marking,
  ] = await Promise.all([
    db
      .select({ examId: exams.id, examName: exams.name, examNameHi: exams.nameHi })
      .from(exams)
      .where(eq(exams.id, meta.examId)),
    selectTemplate(db, eq(templates.id, meta.templateId)),
    selectSections(db, meta.templateId),
    selectGroups(db, meta.setId),
    selectQuestions(db, meta.setId),
    selectOptions(db, meta.setId),
    db
      .select({ contentVersion: questionSets.contentVersion })
      .from(questionSets)
      .where(eq(questionSets.id, meta.setId)),
    db
      .select({
        sectionId: sections.id,
        questions: sections.shuffleQuestions,
        options: sections.shuffleOptions,
        pool: sections.pool,
      })
      .from(sections)
      .where(eq(sections.templateId, meta.templateId)),
    selectNegativeMarking(db, [meta.templateId]),
  ]);
  if (!exam || !template) throw new Error(`set ${meta.setId} has no exam or template`);

  const optionsOf = optionsByQuestion(optionRows);
  const withKey = carriesAnswerKey(meta.setTypeId);
  const groupOf = new Map(groupRows.map((g) => [g.groupId, g]));
  const inherited = inheritedBySection(marking.get(meta.templateId));
  const facts = new Map<number, QuestionFacts>();
  const paperQuestions: TPaperQuestion[] = questionRows.map((q) => {
    const rows = optionsOf.get(q.questionId) ?? [];
    const questionOptions = rows.map(({ keepLast: _pinned, ...option }) => option);
    const fact: QuestionFacts = {
      questionId: q.questionId,
      questionNo: q.questionNo,
      sectionId: q.sectionId,
      groupId: q.groupId,
      options: new Map(questionOptions.map((o) => [o.optionId, o.optionNo])),
      keepLastIds: rows.filter((o) => o.keepLast).map((o) => o.optionId),
      answerId: q.answerId,
      questionType: q.questionType,
      answerIds: answerIdsOf(q),
      numericRange: numericRangeOf(q),
      textKey: textKeyOf(q),
      markingRule: markingRuleOf(q),
      marks: q.marks,
      negativeMark: q.negativeMark,
      inheritedNegativeMark: inherited.get(q.sectionId) ?? null,
      dropped: q.droppedAt !== null,
      poolRule: q.poolRule,
    };
    facts.set(q.questionId, fact);
    const marking = effectiveMarking(
      fact,
      markPerQuestion(groupOf.get(q.groupId) ?? null),
      template.negativeMarks,
    );
    const question: TPaperQuestion = {
      questionId: q.questionId,
      questionNo: q.questionNo,
      examId: meta.examId,
      setId: meta.setId,
      sectionId: q.sectionId,
      groupId: q.groupId,
      questionTextEn: q.questionTextEn,
      questionTextHi: q.questionTextHi,
      options: questionOptions,
      questionType: fact.questionType,
      markingRule: fact.markingRule,
      marks: marking.marks,
      negativeMark: marking.negativeMark,
    };
    // DESIGN.md §6: the key and solutions of a CBT set never leave the server before submission.
    if (withKey) {
      question.answerId = q.answerId;
      question.answerIds = fact.answerIds;
      question.numericRange = fact.numericRange;
      question.textKey = fact.textKey;
      question.questionSolutionTextEn = q.questionSolutionTextEn;
      question.questionSolutionTextHi = q.questionSolutionTextHi;
    }
    return question;
  });

  const paper: TPaper = {
    setId: meta.setId,
    setTypeId: meta.setTypeId as TSetTypeId,
    contentVersion: version?.contentVersion ?? meta.contentVersion,
    exam,
    template,
    sections: sectionRows,
    groups: groupRows,
    questions: paperQuestions,
  };
  return {
    paper,
    setQuestions: withKey
      ? { setId: meta.setId, questions: paperQuestions, groups: groupRows }
      : null,
    facts,
    sectionShuffle: new Map(
      shuffleRows.map(({ sectionId, pool: _pool, ...rules }) => [sectionId, rules]),
    ),
    pools: shuffleRows.flatMap(({ sectionId, pool }) =>
      (pool ?? []).map((rule, r) => ({
        count: rule.count,
        questionIds: questionRows
          .filter((q) => q.sectionId === sectionId && q.poolRule === r)
          .map((q) => q.questionId),
      })),
    ),
    durationMs: durationMs(template.examDuration),
    scoring: {
      sections: sectionRows.map((s) => ({ sectionId: s.sectionId, sectionName: s.sectionName })),
      groups: groupOf,
      negativeMarks: template.negativeMarks,
      totalMarks: template.totalMarks,
    },
  };
}
