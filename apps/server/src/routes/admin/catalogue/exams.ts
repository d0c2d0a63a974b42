import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAdminExam, ZExamInput } from '@exam/contracts/admin/catalogue-entities';
import type { Db } from '../../../db/client.ts';
import { exams, questionSets } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sanitizeContentHtml as clean } from '../../../content/sanitize.ts';
import { auditedWrite, saved, type StaffCtx } from '../staff-call.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { orNotFound, readable } from '../scope.ts';
import { findCategory, findSubCategory } from './categories.ts';
import { freeKey } from './keys.ts';

type ExamInput = z.infer<typeof ZExamInput>;

const examColumns = {
  id: exams.id,
  key: exams.key,
  name: exams.name,
  nameHi: exams.nameHi,
  description: exams.description,
  descriptionHi: exams.descriptionHi,
  imageUrl: exams.imageUrl,
  categoryId: exams.categoryId,
  subCategoryId: exams.subCategoryId,
  sortOrder: exams.sortOrder,
};

export async function listExams(
  db: Db,
  staff: AuthenticatedStaff,
  filter: { categoryId?: number; subCategoryId?: number; id?: number },
): Promise<TAdminExam[]> {
  const where: SQL[] = [eq(exams.orgId, staff.orgId)];
  if (filter.categoryId !== undefined) where.push(eq(exams.categoryId, filter.categoryId));
  if (filter.subCategoryId !== undefined) where.push(eq(exams.subCategoryId, filter.subCategoryId));
  if (filter.id !== undefined) where.push(eq(exams.id, filter.id));
  const setCounts = db
    .select({ examId: questionSets.examId, n: count().as('n') })
    .from(questionSets)
    .where(readable(staff, questionSets.orgId, questionSets.instituteId))
    .groupBy(questionSets.examId)
    .as('set_counts');
  const rows = await db
    .select({ ...examColumns, setCount: setCounts.n })
    .from(exams)
    .leftJoin(setCounts, eq(setCounts.examId, exams.id))
    .where(and(...where))
    .orderBy(asc(exams.sortOrder), asc(exams.id));
  return rows.map((r) => ({ ...r, setCount: Number(r.setCount ?? 0) }));
}

export async function saveExam(ctx: StaffCtx, input: ExamInput, id?: number): Promise<TAdminExam> {
  const { db, staff, actor } = ctx;
  const examId = await auditedWrite(ctx, async (tx, log) => {
    const [before] =
      id === undefined
        ? [null]
        : await tx
            .select(examColumns)
            .from(exams)
            .where(and(eq(exams.id, id), eq(exams.orgId, actor.orgId)));
    if (id !== undefined) orNotFound(before, 'The exam');
    await findCategory(tx, actor.orgId, input.categoryId, 'body.categoryId');
    const sub = await findSubCategory(tx, actor.orgId, input.subCategoryId, 'body.subCategoryId');
    if (sub.categoryId !== input.categoryId) {
      throw new AppError(
        'BAD_REQUEST',
        `Sub-category ${sub.id} belongs to another category.`,
        'body.subCategoryId',
      );
    }
    const values = {
      name: input.name,
      nameHi: input.nameHi,
      description: clean(input.description),
      descriptionHi: input.descriptionHi === null ? null : clean(input.descriptionHi),
      imageUrl: input.imageUrl,
      categoryId: input.categoryId,
      subCategoryId: input.subCategoryId,
      sortOrder: input.sortOrder,
    };
    let row: { id: number; key: string } | undefined;
    if (before) {
      if (input.key && input.key !== before.key) {
        await freeKey(tx, exams, exams, actor.orgId, { ...input, fallback: '' });
      }
      [row] = await tx
        .update(exams)
        .set({ ...values, key: input.key ?? before.key })
        .where(eq(exams.id, before.id))
        .returning(examColumns);
    } else {
      const key = await freeKey(tx, exams, exams, actor.orgId, { ...input, fallback: 'exam' });
      [row] = await tx
        .insert(exams)
        .values({ orgId: actor.orgId, key, ...values })
        .returning(examColumns);
    }
    if (!row) throw new Error('the exam was not stored');
    log(saved('exam', before, row));
    return row.id;
  });
  const [exam] = await listExams(db, staff, { id: examId });
  return orNotFound(exam, 'The exam');
}
