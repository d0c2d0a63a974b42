import { eq, sql, type SQL } from 'drizzle-orm';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import {
  attempts,
  options,
  questionGroups,
  questions,
  questionSets,
  quizAttempts,
  sections,
  templates,
} from '../db/schema.ts';
import type { Tx } from './store.ts';

const optionCap = (index: number) => String.fromCharCode(65 + index);

/**
 * Qualified on purpose: drizzle leaves columns of a single-table select unqualified, and inside a
 * correlated subquery an unqualified name binds to the inner table.
 */
export const SET_ID_OF_SET = sql.raw('"question_sets"."id"');
export const SET_ID_OF_QUESTION = sql.raw('"questions"."set_id"');

/** True when any student has started the set (an exam attempt or a quiz/practice play). */
export const satSql = (setId: SQL) =>
  sql<boolean>`(exists (select 1 from ${attempts} where ${attempts.setId} = ${setId})
    or exists (select 1 from ${quizAttempts} where ${quizAttempts.setId} = ${setId}))`;

export async function setWasSat(tx: Tx, setId: number) {
  const [row] = await tx
    .select({ sat: satSql(SET_ID_OF_SET) })
    .from(questionSets)
    .where(eq(questionSets.id, setId));
  return Boolean(row?.sat);
}

/** The answer-key columns of a set question, from a bank body and its options' ids (in order). */
export function keyColumns(body: TQuestionBody, optionIds: number[]) {
  const correctIds = body.options.flatMap((o, i) =>
    o.correct && optionIds[i] ? [optionIds[i]] : [],
  );
  const choice = body.type === 'single' || body.type === 'true-false';
  return {
    questionType: body.type,
    answerOptionId: choice ? (correctIds[0] ?? null) : null,
    answerOptionIds: body.type === 'multiple' ? correctIds : null,
    markingRule: body.type === 'multiple' ? (body.markingRule ?? 'all-or-nothing') : null,
    numericMin: body.type === 'numerical' ? (body.numeric?.min ?? null) : null,
    numericMax: body.type === 'numerical' ? (body.numeric?.max ?? null) : null,
    textKey: body.type === 'short-answer' ? (body.shortAnswer ?? null) : null,
  };
}

export const textColumns = (body: TQuestionBody) => ({
  textEn: body.textEn,
  textHi: body.textHi?.trim() ? body.textHi : null,
  solutionEn: body.solutionEn?.trim() ? body.solutionEn : null,
  solutionHi: body.solutionHi?.trim() ? body.solutionHi : null,
});

export async function writeOptions(tx: Tx, questionId: number, body: TQuestionBody) {
  await tx.delete(options).where(eq(options.questionId, questionId));
  if (body.options.length === 0) return [];
  const rows = await tx
    .insert(options)
    .values(
      body.options.map((o, index) => ({
        questionId,
        optionNo: index + 1,
        optionCap: optionCap(index),
        textEn: o.textEn,
        textHi: o.textHi?.trim() ? o.textHi : null,
        keepLast: o.keepLast === true,
      })),
    )
    .returning({ id: options.id, optionNo: options.optionNo });
  return rows.sort((a, b) => a.optionNo - b.optionNo).map((r) => r.id);
}

export interface SetQuestionCopy {
  orgId: number;
  setId: number;
  sectionId: number;
  groupId: number;
  questionNo: number;
  bankQuestionId: number;
  version: number;
  body: TQuestionBody;
  /** The set's own marks for the row; null: the body's, else the group's share. */
  marks: number | null;
  negativeMark: number | null;
  /** A pooled section's question: the index of its rule (decision 057). */
  poolRule?: number;
}

/** A set question as a frozen copy of one bank version: its texts, options and answer key. */
export async function copyIntoSet(tx: Tx, copy: SetQuestionCopy) {
  const [row] = await tx
    .insert(questions)
    .values({
      orgId: copy.orgId,
      setId: copy.setId,
      sectionId: copy.sectionId,
      groupId: copy.groupId,
      key: `bank-${copy.bankQuestionId}`,
      questionNo: copy.questionNo,
      ...textColumns(copy.body),
      marks: copy.marks ?? copy.body.marks ?? null,
      negativeMark: copy.negativeMark ?? copy.body.negativeMark ?? null,
      bankQuestionId: copy.bankQuestionId,
      bankVersion: copy.version,
      questionType: copy.body.type,
      poolRule: copy.poolRule ?? null,
    })
    .returning({ id: questions.id });
  if (!row) throw new Error('the set question was not stored');
  const optionIds = await writeOptions(tx, row.id, copy.body);
  await tx.update(questions).set(keyColumns(copy.body, optionIds)).where(eq(questions.id, row.id));
  return row.id;
}

/**
 * Totals of a set's template, sections and groups from its question rows: a row's marks, else its
 * group's marks per question.
 */
export async function recomputeSetTotals(tx: Tx, setId: number) {
  const [set] = await tx
    .select({ templateId: questionSets.templateId })
    .from(questionSets)
    .where(eq(questionSets.id, setId));
  if (!set) return;
  const rows = await tx
    .select({
      sectionId: questions.sectionId,
      groupId: questions.groupId,
      marks: questions.marks,
      groupMarks: questionGroups.totalMarks,
      groupCount: questionGroups.totalQuestion,
      poolRule: questions.poolRule,
    })
    .from(questions)
    .innerJoin(questionGroups, eq(questionGroups.id, questions.groupId))
    .where(eq(questions.setId, setId));
  const sectionRows = await tx
    .select({ id: sections.id, pool: sections.pool })
    .from(sections)
    .where(eq(sections.templateId, set.templateId));
  const bySection = new Map<number, { count: number; marks: number }>();
  const poolOf = new Map(sectionRows.map((s) => [s.id, s.pool]));
  for (const r of rows) {
    const share = r.marks ?? (r.groupCount > 0 ? r.groupMarks / r.groupCount : 1);
    const pool = poolOf.get(r.sectionId);
    // A pooled section counts what each candidate draws; its questions all carry the same marks.
    if (pool) {
      const count = pool.reduce((n, rule) => n + rule.count, 0);
      bySection.set(r.sectionId, { count, marks: count * share });
      continue;
    }
    const entry = bySection.get(r.sectionId) ?? { count: 0, marks: 0 };
    entry.count += 1;
    entry.marks += share;
    bySection.set(r.sectionId, entry);
  }
  for (const s of sectionRows) {
    const totals = bySection.get(s.id) ?? { count: 0, marks: 0 };
    await tx
      .update(sections)
      .set({ totalQuestion: totals.count, totalMarks: totals.marks })
      .where(eq(sections.id, s.id));
  }
  const all = [...bySection.values()];
  await tx
    .update(templates)
    .set({
      totalQuestion: all.reduce((n, t) => n + t.count, 0),
      totalMarks: all.reduce((n, t) => n + t.marks, 0),
    })
    .where(eq(templates.id, set.templateId));
}
