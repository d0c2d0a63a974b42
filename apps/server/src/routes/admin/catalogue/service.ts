import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TAdminExam,
  TCategory,
  TSubCategory,
  ZCategoryInput,
  ZExamInput,
  ZSubCategoryInput,
} from '@exam/contracts/admin/catalogue-entities';
import type { Db } from '../../../db/client.ts';
import { examCategories, examSubCategories, exams, questionSets } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { sanitizeContentHtml as clean } from '../../../content/sanitize.ts';
import { writeAudit, type Actor, type Tx } from '../../../bank/store.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { orNotFound, readable } from '../scope.ts';
import { freeKey } from './keys.ts';

type CategoryInput = z.infer<typeof ZCategoryInput>;
type SubCategoryInput = z.infer<typeof ZSubCategoryInput>;
type ExamInput = z.infer<typeof ZExamInput>;

const categoryColumns = {
  id: examCategories.id,
  key: examCategories.key,
  name: examCategories.name,
  nameHi: examCategories.nameHi,
  sortOrder: examCategories.sortOrder,
};
const subCategoryColumns = {
  id: examSubCategories.id,
  key: examSubCategories.key,
  name: examSubCategories.name,
  nameHi: examSubCategories.nameHi,
  sortOrder: examSubCategories.sortOrder,
  categoryId: examSubCategories.categoryId,
};

export async function listCategories(db: Db, orgId: number): Promise<TCategory[]> {
  return db
    .select(categoryColumns)
    .from(examCategories)
    .where(eq(examCategories.orgId, orgId))
    .orderBy(asc(examCategories.sortOrder), asc(examCategories.id));
}

async function findCategory(tx: Db | Tx, orgId: number, id: number, field?: string) {
  const [row] = await tx
    .select(categoryColumns)
    .from(examCategories)
    .where(and(eq(examCategories.id, id), eq(examCategories.orgId, orgId)));
  if (!row && field) throw new AppError('BAD_REQUEST', `Category ${id} does not exist.`, field);
  return orNotFound(row, 'The category');
}

export async function saveCategory(
  db: Db,
  actor: Actor,
  input: CategoryInput,
  id?: number,
): Promise<TCategory> {
  return db.transaction(async (tx) => {
    const before = id === undefined ? null : await findCategory(tx, actor.orgId, id);
    const values = { name: input.name, nameHi: input.nameHi, sortOrder: input.sortOrder };
    let row: TCategory | undefined;
    if (before) {
      if (input.key && input.key !== before.key) {
        await freeKey(tx, examCategories, examCategories, actor.orgId, { ...input, fallback: '' });
      }
      [row] = await tx
        .update(examCategories)
        .set({ ...values, key: input.key ?? before.key })
        .where(eq(examCategories.id, before.id))
        .returning(categoryColumns);
    } else {
      const key = await freeKey(tx, examCategories, examCategories, actor.orgId, {
        ...input,
        fallback: 'category',
      });
      [row] = await tx
        .insert(examCategories)
        .values({ orgId: actor.orgId, key, ...values })
        .returning(categoryColumns);
    }
    if (!row) throw new Error('the category was not stored');
    await writeAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entity: 'category',
      entityId: row.id,
      before,
      after: row,
    });
    return row;
  });
}

export async function listSubCategories(
  db: Db,
  orgId: number,
  categoryId?: number,
): Promise<TSubCategory[]> {
  const where: SQL[] = [eq(examSubCategories.orgId, orgId)];
  if (categoryId !== undefined) where.push(eq(examSubCategories.categoryId, categoryId));
  return db
    .select(subCategoryColumns)
    .from(examSubCategories)
    .where(and(...where))
    .orderBy(asc(examSubCategories.sortOrder), asc(examSubCategories.id));
}

async function findSubCategory(tx: Db | Tx, orgId: number, id: number, field?: string) {
  const [row] = await tx
    .select(subCategoryColumns)
    .from(examSubCategories)
    .where(and(eq(examSubCategories.id, id), eq(examSubCategories.orgId, orgId)));
  if (!row && field) throw new AppError('BAD_REQUEST', `Sub-category ${id} does not exist.`, field);
  return orNotFound(row, 'The sub-category');
}

export async function saveSubCategory(
  db: Db,
  actor: Actor,
  input: SubCategoryInput,
  id?: number,
): Promise<TSubCategory> {
  return db.transaction(async (tx) => {
    const before = id === undefined ? null : await findSubCategory(tx, actor.orgId, id);
    await findCategory(tx, actor.orgId, input.categoryId, 'body.categoryId');
    const values = {
      name: input.name,
      nameHi: input.nameHi,
      sortOrder: input.sortOrder,
      categoryId: input.categoryId,
    };
    let row: TSubCategory | undefined;
    if (before) {
      if (before.categoryId !== input.categoryId) {
        const [used] = await tx
          .select({ n: count() })
          .from(exams)
          .where(eq(exams.subCategoryId, before.id));
        if ((used?.n ?? 0) > 0) {
          throw new AppError(
            'CONFLICT',
            'Exams are filed under this sub-category: move them before moving it.',
            'body.categoryId',
          );
        }
      }
      if (input.key && input.key !== before.key) {
        await freeKey(tx, examSubCategories, examSubCategories, actor.orgId, {
          ...input,
          fallback: '',
        });
      }
      [row] = await tx
        .update(examSubCategories)
        .set({ ...values, key: input.key ?? before.key })
        .where(eq(examSubCategories.id, before.id))
        .returning(subCategoryColumns);
    } else {
      const key = await freeKey(tx, examSubCategories, examSubCategories, actor.orgId, {
        ...input,
        fallback: 'sub-category',
      });
      [row] = await tx
        .insert(examSubCategories)
        .values({ orgId: actor.orgId, key, ...values })
        .returning(subCategoryColumns);
    }
    if (!row) throw new Error('the sub-category was not stored');
    await writeAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entity: 'sub-category',
      entityId: row.id,
      before,
      after: row,
    });
    return row;
  });
}

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

export async function saveExam(
  db: Db,
  staff: AuthenticatedStaff,
  actor: Actor,
  input: ExamInput,
  id?: number,
): Promise<TAdminExam> {
  const examId = await db.transaction(async (tx) => {
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
    await writeAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entity: 'exam',
      entityId: row.id,
      before,
      after: row,
    });
    return row.id;
  });
  const [exam] = await listExams(db, staff, { id: examId });
  return orNotFound(exam, 'The exam');
}
