import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZQuestionInput } from '@exam/contracts/admin/question-entities';
import {
  bankQuestions,
  bankQuestionVersions,
  examCategories,
  questionSets,
} from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  addBankVersion,
  cleanPassage,
  onCurrentVersion,
  saveBankQuestion,
  type Tx,
} from '../../../bank/store.ts';
import { refreshPassageGroups, spreadPassage } from '../../../bank/passage.ts';
import { refreshUnsatCopies } from '../../../bank/refresh.ts';
import { assertEditable, canEdit } from '../scope.ts';
import { gapsOfSet } from '../sets/publish.ts';
import { findReadable, getQuestion, QUESTION } from './read.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';

type QuestionInput = z.infer<typeof ZQuestionInput>;
const audit = auditOf('question');

/** A published set that the new version would leave incomplete refuses the edit (409). */
async function assertPublishedSetsComplete(tx: Tx, setIds: number[]) {
  if (setIds.length === 0) return;
  const live = await tx
    .select({ id: questionSets.id, name: questionSets.name, languages: questionSets.languages })
    .from(questionSets)
    .where(and(inArray(questionSets.id, setIds), eq(questionSets.active, true)));
  for (const set of live) {
    const gaps = await gapsOfSet(tx, set.id, set.languages);
    if (gaps.length > 0) {
      throw new AppError(
        'CONFLICT',
        `The published set "${set.name}" would become incomplete (${gaps.map((g) => g.message).join(' ')}) ` +
          'Complete the question, or unpublish the set first.',
        'body.body',
      );
    }
  }
}

async function assertCategory(tx: Tx, orgId: number, categoryId: number | null) {
  if (categoryId === null) return;
  const [row] = await tx
    .select({ id: examCategories.id })
    .from(examCategories)
    .where(and(eq(examCategories.id, categoryId), eq(examCategories.orgId, orgId)));
  if (!row) {
    throw new AppError('BAD_REQUEST', `Category ${categoryId} does not exist.`, 'body.categoryId');
  }
}

async function currentBodyOf(tx: Tx, id: number) {
  const [row] = await tx
    .select({ body: bankQuestionVersions.body })
    .from(bankQuestions)
    .innerJoin(bankQuestionVersions, onCurrentVersion())
    .where(eq(bankQuestions.id, id));
  return row?.body;
}

export async function createQuestion({ db, staff, actor }: StaffCtx, input: QuestionInput) {
  const id = await db.transaction(async (tx) => {
    await assertCategory(tx, staff.orgId, input.categoryId);
    const saved = await saveBankQuestion(tx, actor, {
      body: input.body,
      categoryId: input.categoryId,
    });
    return saved.id;
  });
  return getQuestion(db, staff, id);
}

export async function updateQuestion(
  { db, staff, actor }: StaffCtx,
  id: number,
  input: QuestionInput,
) {
  await db.transaction(async (tx) => {
    const row = await findReadable(tx, staff, id);
    assertEditable(staff, row.instituteId, QUESTION);
    await assertCategory(tx, staff.orgId, input.categoryId);
    if (input.categoryId !== row.categoryId) {
      await tx
        .update(bankQuestions)
        .set({ categoryId: input.categoryId })
        .where(eq(bankQuestions.id, id));
    }
    const before = await currentBodyOf(tx, id);
    await addBankVersion(tx, actor, id, input.body);
    const { refreshed } = await refreshUnsatCopies(tx, actor, id);
    const passage = input.body.passage && cleanPassage(input.body.passage);
    const edit = { orgId: staff.orgId, questionId: id, before: before?.passage, after: passage };
    const alsoRefreshed = await spreadPassage(tx, actor, {
      ...edit,
      editable: (instituteId) => canEdit(staff, instituteId),
    });
    const sets = [...new Set([...refreshed, ...alsoRefreshed])];
    if (edit.before && passage) await refreshPassageGroups(tx, sets, edit.before, passage);
    await assertPublishedSetsComplete(tx, sets);
  });
  return getQuestion(db, staff, id);
}

export async function duplicateQuestion({ db, staff, actor }: StaffCtx, id: number) {
  const copyId = await auditedWrite({ db, actor }, async (tx, log) => {
    const source = await getQuestion(tx, staff, id);
    const saved = await saveBankQuestion(tx, actor, {
      body: source.body,
      categoryId: source.categoryId,
    });
    log(
      audit('duplicate', saved.id, {
        before: { duplicateOf: id, version: source.currentVersion },
        after: { id: saved.id },
      }),
    );
    return saved.id;
  });
  return getQuestion(db, staff, copyId);
}

export async function setRetired({ db, staff, actor }: StaffCtx, id: number, retire: boolean) {
  await auditedWrite({ db, actor }, async (tx, log) => {
    const row = await findReadable(tx, staff, id);
    assertEditable(staff, row.instituteId, QUESTION);
    if ((row.retiredAt !== null) === retire) return;
    await tx
      .update(bankQuestions)
      .set({ retiredAt: retire ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(bankQuestions.id, id));
    log(
      audit(retire ? 'retire' : 'restore', id, {
        before: { retired: !retire },
        after: { retired: retire },
      }),
    );
  });
  return getQuestion(db, staff, id);
}
