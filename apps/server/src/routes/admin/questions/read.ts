import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZListQuestionsQuery } from '@exam/contracts/admin/list-questions';
import type { TQuestionDetail, TQuestionSummary } from '@exam/contracts/admin/question-entities';
import type { Db } from '../../../db/client.ts';
import {
  bankQuestions,
  bankQuestionVersions,
  questions,
  questionSets,
} from '../../../db/schema.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import type { Tx } from '../../../bank/store.ts';
import { satSql, SET_ID_OF_SET } from '../../../bank/set-copies.ts';
import { canEdit, iso, orNotFound, readable } from '../scope.ts';
import { inOrder } from '../../../lib/in-order.ts';
import { passageSiblings } from '../../../bank/passage.ts';

type ListQuery = z.infer<typeof ZListQuestionsQuery>;

export const QUESTION = 'The question';
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Qualified: inside a correlated subquery an unqualified name binds to the inner table. */
const BANK_ID = sql.raw('"bank_questions"."id"');
const currentBody = sql`(select v.body from ${bankQuestionVersions} v
  where v.bank_question_id = ${BANK_ID}
  and v.version = ${sql.raw('"bank_questions"."current_version"')})`;

/** The current version's own marks and negative mark, read in one subquery. */
const ownMarking = sql<{ marks: unknown; negativeMark: unknown } | null>`(select
  jsonb_build_object('marks', v.body->'marks', 'negativeMark', v.body->'negativeMark')
  from ${bankQuestionVersions} v where v.bank_question_id = ${BANK_ID}
  and v.version = ${sql.raw('"bank_questions"."current_version"')})`;
const amountOf = (value: unknown) => (typeof value === 'number' ? value : null);

const usedInSets = sql<number>`(select count(distinct q.set_id)::int from ${questions} q
  where q.bank_question_id = ${BANK_ID})`;

const readableQuestion = (staff: AuthenticatedStaff) =>
  readable(staff, bankQuestions.orgId, bankQuestions.instituteId);

function filters(staff: AuthenticatedStaff, query: ListQuery): SQL[] {
  const where: SQL[] = [readableQuestion(staff)];
  where.push(
    query.retired === 'true' ? isNotNull(bankQuestions.retiredAt) : isNull(bankQuestions.retiredAt),
  );
  if (query.type) where.push(eq(bankQuestions.questionType, query.type));
  if (query.categoryId !== undefined) where.push(eq(bankQuestions.categoryId, query.categoryId));
  if (query.hindi) where.push(eq(bankQuestions.hindiComplete, query.hindi === 'complete'));
  if (query.tag) where.push(sql`${bankQuestions.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
  if (query.usedInSetId !== undefined) {
    where.push(
      sql`exists (select 1 from ${questions} q where q.bank_question_id = ${BANK_ID}
        and q.set_id = ${query.usedInSetId})`,
    );
  }
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      sql`(${currentBody}->>'textEn' ilike ${pattern} or ${currentBody}->>'textHi' ilike ${pattern})`,
    );
  }
  return where;
}

export async function listQuestions(db: Db, staff: AuthenticatedStaff, query: ListQuery) {
  const where = and(...filters(staff, query));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: bankQuestions.id,
        type: bankQuestions.questionType,
        textEn: sql<string>`${currentBody}->>'textEn'`,
        tags: bankQuestions.tags,
        categoryId: bankQuestions.categoryId,
        hindiComplete: bankQuestions.hindiComplete,
        currentVersion: bankQuestions.currentVersion,
        retiredAt: bankQuestions.retiredAt,
        instituteId: bankQuestions.instituteId,
        usedInSets,
        ownMarking,
        updatedAt: bankQuestions.updatedAt,
      })
      .from(bankQuestions)
      .where(where)
      .orderBy(desc(bankQuestions.updatedAt), desc(bankQuestions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(bankQuestions).where(where),
  ]);
  const items: TQuestionSummary[] = rows.map(({ retiredAt, updatedAt, ownMarking, ...row }) => ({
    ...row,
    textEn: row.textEn ?? '',
    marks: amountOf(ownMarking?.marks),
    negativeMark: amountOf(ownMarking?.negativeMark),
    usedInSets: Number(row.usedInSets),
    retired: retiredAt !== null,
    editable: canEdit(staff, row.instituteId),
    updatedAt: iso(updatedAt),
  }));
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The bank row if the caller may read it; 404 otherwise (another institute's or organisation's). */
export async function findReadable(db: Db | Tx, staff: AuthenticatedStaff, id: number) {
  const [row] = await db
    .select()
    .from(bankQuestions)
    .where(and(eq(bankQuestions.id, id), readableQuestion(staff)));
  return orNotFound(row, QUESTION);
}

export async function getQuestion(
  db: Db | Tx,
  staff: AuthenticatedStaff,
  id: number,
): Promise<TQuestionDetail> {
  const row = await findReadable(db, staff, id);
  const [versions, uses] = await inOrder([
    db
      .select()
      .from(bankQuestionVersions)
      .where(eq(bankQuestionVersions.bankQuestionId, id))
      .orderBy(desc(bankQuestionVersions.version)),
    db
      .select({
        setId: questionSets.id,
        setName: questionSets.name,
        examId: questionSets.examId,
        questionNo: questions.questionNo,
        version: questions.bankVersion,
        active: questionSets.active,
        sat: satSql(SET_ID_OF_SET),
      })
      .from(questions)
      .innerJoin(questionSets, eq(questionSets.id, questions.setId))
      .where(
        and(
          eq(questions.bankQuestionId, id),
          readable(staff, questionSets.orgId, questionSets.instituteId),
        ),
      )
      .orderBy(asc(questionSets.id)),
  ]);
  const current = versions.find((v) => v.version === row.currentVersion);
  if (!current) throw new Error(`bank question ${id} has no current version`);
  const passageKey = current.body.passage?.key;
  const siblings = passageKey
    ? await passageSiblings(db, row.orgId, passageKey, id, readableQuestion(staff))
    : [];
  return {
    id: row.id,
    key: row.key,
    type: row.questionType,
    tags: row.tags,
    categoryId: row.categoryId,
    hindiComplete: row.hindiComplete,
    currentVersion: row.currentVersion,
    retired: row.retiredAt !== null,
    instituteId: row.instituteId,
    editable: canEdit(staff, row.instituteId),
    usedInSets: new Set(uses.map((u) => u.setId)).size,
    marks: current.body.marks ?? null,
    negativeMark: current.body.negativeMark ?? null,
    updatedAt: iso(row.updatedAt),
    body: current.body,
    solutionReview: row.solutionReview,
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: iso(v.createdAt),
      createdBy: v.createdBy,
    })),
    usedIn: uses.map((u) => ({ ...u, version: u.version ?? 0, sat: Boolean(u.sat) })),
    passageQuestions: siblings.map((sibling) => sibling.id),
  };
}
