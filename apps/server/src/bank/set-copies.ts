import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import {
  attempts,
  bankQuestions,
  bankQuestionVersions,
  options,
  questionGroups,
  questions,
  questionSets,
  quizAttempts,
  sections,
  templates,
} from '../db/schema.ts';
import { writeAudit, type Actor, type Tx } from './store.ts';

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
function keyColumns(body: TQuestionBody, optionIds: number[]) {
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
  };
}

const textColumns = (body: TQuestionBody) => ({
  textEn: body.textEn,
  textHi: body.textHi?.trim() ? body.textHi : null,
  solutionEn: body.solutionEn?.trim() ? body.solutionEn : null,
  solutionHi: body.solutionHi?.trim() ? body.solutionHi : null,
});

async function writeOptions(tx: Tx, questionId: number, body: TQuestionBody) {
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
    })
    .from(questions)
    .innerJoin(questionGroups, eq(questionGroups.id, questions.groupId))
    .where(eq(questions.setId, setId));
  const bySection = new Map<number, { count: number; marks: number }>();
  for (const r of rows) {
    const share = r.groupCount > 0 ? r.groupMarks / r.groupCount : 1;
    const entry = bySection.get(r.sectionId) ?? { count: 0, marks: 0 };
    entry.count += 1;
    entry.marks += r.marks ?? share;
    bySection.set(r.sectionId, entry);
  }
  const sectionRows = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.templateId, set.templateId));
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

/**
 * After a bank question got `version`: every set that copied an earlier version and that no
 * student has started is refreshed to it (its content version bumped, so cached papers are
 * rebuilt). Sets students have sat keep their copy: a result never changes under a student.
 * Returns the ids of the refreshed sets and of those that kept their copy.
 */
export async function refreshUnsatCopies(tx: Tx, actor: Actor, bankQuestionId: number) {
  const [bank] = await tx
    .select({ version: bankQuestions.currentVersion })
    .from(bankQuestions)
    .where(eq(bankQuestions.id, bankQuestionId));
  if (!bank) return { refreshed: [], kept: [] };
  // Locking the sets first makes "has a student started it?" a settled question: starting an
  // attempt inserts a row referencing the set, whose foreign-key check waits for this lock, and an
  // attempt committed before it is seen by the check below.
  const setIds = await tx
    .selectDistinct({ setId: questions.setId })
    .from(questions)
    .where(eq(questions.bankQuestionId, bankQuestionId));
  if (setIds.length === 0) return { refreshed: [], kept: [] };
  await tx
    .select({ id: questionSets.id })
    .from(questionSets)
    .where(
      inArray(
        questionSets.id,
        setIds.map((r) => r.setId),
      ),
    )
    .orderBy(asc(questionSets.id))
    .for('update');
  const copies = await tx
    .select({
      id: questions.id,
      setId: questions.setId,
      questionNo: questions.questionNo,
      bankVersion: questions.bankVersion,
      marks: questions.marks,
      negativeMark: questions.negativeMark,
      sat: satSql(SET_ID_OF_QUESTION),
    })
    .from(questions)
    .where(
      and(
        eq(questions.bankQuestionId, bankQuestionId),
        sql`${questions.bankVersion} is distinct from ${bank.version}`,
      ),
    )
    .orderBy(asc(questions.setId));
  const kept = copies.filter((c) => c.sat).map((c) => c.setId);
  const stale = copies.filter((c) => !c.sat);
  if (stale.length === 0) return { refreshed: [], kept };

  const versions = await tx
    .select({ version: bankQuestionVersions.version, body: bankQuestionVersions.body })
    .from(bankQuestionVersions)
    .where(
      and(
        eq(bankQuestionVersions.bankQuestionId, bankQuestionId),
        inArray(bankQuestionVersions.version, [
          bank.version,
          ...stale.flatMap((c) => (c.bankVersion === null ? [] : [c.bankVersion])),
        ]),
      ),
    );
  const bodyOf = new Map(versions.map((v) => [v.version, v.body]));
  const body = bodyOf.get(bank.version);
  if (!body) throw new Error(`bank question ${bankQuestionId} has no version ${bank.version}`);

  for (const copy of stale) {
    const old = copy.bankVersion === null ? undefined : bodyOf.get(copy.bankVersion);
    // Marks the set chose for the row stay; marks that came from the old body follow the new one.
    const follows = (value: number | null, fromBody: number | undefined) =>
      value === (fromBody ?? null);
    const optionIds = await writeOptions(tx, copy.id, body);
    await tx
      .update(questions)
      .set({
        ...textColumns(body),
        ...keyColumns(body, optionIds),
        bankVersion: bank.version,
        marks: follows(copy.marks, old?.marks) ? (body.marks ?? null) : copy.marks,
        negativeMark: follows(copy.negativeMark, old?.negativeMark)
          ? (body.negativeMark ?? null)
          : copy.negativeMark,
      })
      .where(eq(questions.id, copy.id));
    await writeAudit(tx, actor, {
      action: 'refresh-question',
      entity: 'set',
      entityId: copy.setId,
      before: { questionNo: copy.questionNo, bankQuestionId, version: copy.bankVersion },
      after: { questionNo: copy.questionNo, bankQuestionId, version: bank.version },
    });
  }
  const refreshed = [...new Set(stale.map((c) => c.setId))];
  for (const setId of refreshed) await recomputeSetTotals(tx, setId);
  await tx
    .update(questionSets)
    .set({ contentVersion: sql`${questionSets.contentVersion} + 1` })
    .where(inArray(questionSets.id, refreshed));
  return { refreshed, kept: [...new Set(kept)] };
}
