import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZListSetsQuery } from '@exam/contracts/admin/list-sets';
import type { TPoolRule, TSetDetail, TSetSummary } from '@exam/contracts/admin/set-entities';
import type { TSetTypeId } from '@exam/contracts/sets/entities';
import type { Db } from '../../../db/client.ts';
import {
  bankQuestions,
  exams,
  questions,
  questionSets,
  sections,
  templates,
} from '../../../db/schema.ts';
import type { Tx } from '../../../bank/store.ts';
import { satSql, SET_ID_OF_SET } from '../../../bank/set-copies.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { canEdit, orNotFound, readable } from '../scope.ts';
import { inOrder } from '../../../lib/in-order.ts';
import { paperOrder, questionsOfSet, selectGroups } from '../../../content-store/set-content.ts';

type ListQuery = z.infer<typeof ZListSetsQuery>;
export const SET = 'The set';

const summaryColumns = {
  id: questionSets.id,
  examId: questionSets.examId,
  examName: exams.name,
  setTypeId: questionSets.setTypeId,
  nameEn: questionSets.name,
  nameHi: questionSets.nameHi,
  active: questionSets.active,
  audience: questionSets.audience,
  totalQuestion: templates.totalQuestion,
  totalMarks: templates.totalMarks,
  durationMinutes: questionSets.totalTime,
  instituteId: questionSets.instituteId,
  sat: satSql(SET_ID_OF_SET),
};

const toSummary = (
  staff: AuthenticatedStaff,
  row: Omit<TSetSummary, 'editable' | 'setTypeId'> & { setTypeId: number },
): TSetSummary => ({
  ...row,
  setTypeId: row.setTypeId as TSetTypeId,
  sat: Boolean(row.sat),
  editable: canEdit(staff, row.instituteId),
});

export async function listSets(db: Db, staff: AuthenticatedStaff, query: ListQuery) {
  const where: SQL[] = [readable(staff, questionSets.orgId, questionSets.instituteId)];
  if (query.examId !== undefined) where.push(eq(questionSets.examId, query.examId));
  if (query.setTypeId !== undefined) where.push(eq(questionSets.setTypeId, query.setTypeId));
  if (query.active) where.push(eq(questionSets.active, query.active === 'true'));
  if (query.q) {
    where.push(ilike(questionSets.name, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(questionSets)
      .innerJoin(exams, eq(exams.id, questionSets.examId))
      .innerJoin(templates, eq(templates.id, questionSets.templateId))
      .where(condition)
      .orderBy(desc(questionSets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(questionSets).where(condition),
  ]);
  return {
    items: rows.map((r) => toSummary(staff, r)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The set row if the caller may read it; 404 otherwise. */
export async function findReadableSet(db: Db | Tx, staff: AuthenticatedStaff, id: number) {
  const [row] = await db
    .select()
    .from(questionSets)
    .where(
      and(eq(questionSets.id, id), readable(staff, questionSets.orgId, questionSets.instituteId)),
    );
  return orNotFound(row, SET);
}

export async function getSetSummary(db: Db | Tx, staff: AuthenticatedStaff, id: number) {
  const [row] = await db
    .select(summaryColumns)
    .from(questionSets)
    .innerJoin(exams, eq(exams.id, questionSets.examId))
    .innerJoin(templates, eq(templates.id, questionSets.templateId))
    .where(
      and(eq(questionSets.id, id), readable(staff, questionSets.orgId, questionSets.instituteId)),
    );
  return toSummary(staff, orNotFound(row, SET));
}

export async function getSet(
  db: Db | Tx,
  staff: AuthenticatedStaff,
  id: number,
): Promise<TSetDetail> {
  const set = await findReadableSet(db, staff, id);
  const summary = await getSetSummary(db, staff, id);
  const [sectionRows, groupRows, questionRows] = await inOrder([
    db
      .select()
      .from(sections)
      .where(eq(sections.templateId, set.templateId))
      .orderBy(asc(sections.sortOrder), asc(sections.id)),
    selectGroups(db, id),
    db
      .select({
        questionId: questions.id,
        questionNo: questions.questionNo,
        sectionId: questions.sectionId,
        groupId: questions.groupId,
        bankQuestionId: questions.bankQuestionId,
        bankVersion: questions.bankVersion,
        currentVersion: bankQuestions.currentVersion,
        type: questions.questionType,
        textEn: questions.textEn,
        marks: questions.marks,
        negativeMark: questions.negativeMark,
        poolRule: questions.poolRule,
      })
      .from(questions)
      .leftJoin(bankQuestions, eq(bankQuestions.id, questions.bankQuestionId))
      .where(questionsOfSet(id))
      .orderBy(...paperOrder),
  ]);
  const [template] = await db
    .select({ negativeMarks: templates.negativeMarks, negativeMark: templates.negativeMark })
    .from(templates)
    .where(eq(templates.id, set.templateId));
  const rowsOf = (where: (q: (typeof questionRows)[number]) => boolean) =>
    questionRows.filter(where).map(({ sectionId: _s, groupId: _g, poolRule: _r, ...q }) => q);
  // A pooled section's rules, each with the questions its pool carries (decision 057).
  const poolOf = (sectionId: number, rules: TPoolRule[] | null) =>
    rules?.map((rule, r) => ({
      ...rule,
      available: questionRows.filter((q) => q.sectionId === sectionId && q.poolRule === r).length,
    })) ?? null;
  return {
    ...summary,
    descriptionEn: set.description,
    descriptionHi: set.descriptionHi,
    languages: set.languages.filter((l): l is 1 | 2 => l === 1 || l === 2),
    cutoff: set.cutoff,
    negativeMarks: template?.negativeMarks ?? false,
    negativeMark: template?.negativeMark ?? null,
    shuffleQuestions: set.shuffleQuestions,
    shuffleOptions: set.shuffleOptions,
    instructionEn: set.instructionEn,
    instructionHi: set.instructionHi,
    clockRule: set.clockRule,
    fullscreen: set.fullscreen,
    calculator: set.calculator,
    classId: set.classId,
    contentVersion: set.contentVersion,
    sections: sectionRows.map((s) => {
      const groups = groupRows.filter((g) => g.sectionId === s.id);
      // The section's marks per question: every group of it was written with the same share.
      const counted = groups.find((g) => g.totalQuestion > 0);
      return {
        sectionId: s.id,
        nameEn: s.name,
        nameHi: s.nameHi,
        marksPerQuestion: counted ? counted.totalMarks / counted.totalQuestion : 1,
        negativeMark: s.negativeMark,
        shuffleQuestions: s.shuffleQuestions,
        shuffleOptions: s.shuffleOptions,
        pool: poolOf(s.id, s.pool),
        questions: rowsOf((q) => q.sectionId === s.id),
        groups: groups.map((g) => ({
          groupId: g.groupId,
          titleEn: g.titleEn,
          titleHi: g.titleHi,
          instructionsEn: g.instructionsEn,
          instructionsHi: g.instructionsHi,
          questions: rowsOf((q) => q.groupId === g.groupId),
        })),
      };
    }),
  };
}

/** The ids of the sets among `ids` that the caller may read. */
export async function readableSetIds(db: Db, staff: AuthenticatedStaff, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: questionSets.id })
    .from(questionSets)
    .where(
      and(
        inArray(questionSets.id, ids),
        readable(staff, questionSets.orgId, questionSets.instituteId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export const bumpContentVersion = sql`${questionSets.contentVersion} + 1`;
