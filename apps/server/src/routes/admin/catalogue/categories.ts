import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TCategory,
  TSubCategory,
  ZCategoryInput,
  ZSubCategoryInput,
} from '@exam/contracts/admin/catalogue-entities';
import type { Db } from '../../../db/client.ts';
import { examCategories, examSubCategories, exams } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Tx } from '../../../bank/store.ts';
import { auditedWrite, saved, type StaffCtx } from '../staff-call.ts';
import { orNotFound } from '../scope.ts';
import { freeKey } from './keys.ts';

type CategoryInput = z.infer<typeof ZCategoryInput>;
type SubCategoryInput = z.infer<typeof ZSubCategoryInput>;

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

export async function findCategory(tx: Db | Tx, orgId: number, id: number, field?: string) {
  const [row] = await tx
    .select(categoryColumns)
    .from(examCategories)
    .where(and(eq(examCategories.id, id), eq(examCategories.orgId, orgId)));
  if (!row && field) throw new AppError('BAD_REQUEST', `Category ${id} does not exist.`, field);
  return orNotFound(row, 'The category');
}

export async function saveCategory(
  ctx: Pick<StaffCtx, 'db' | 'actor'>,
  input: CategoryInput,
  id?: number,
): Promise<TCategory> {
  const { actor } = ctx;
  return auditedWrite(ctx, async (tx, log) => {
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
    log(saved('category', before, row));
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

export async function findSubCategory(tx: Db | Tx, orgId: number, id: number, field?: string) {
  const [row] = await tx
    .select(subCategoryColumns)
    .from(examSubCategories)
    .where(and(eq(examSubCategories.id, id), eq(examSubCategories.orgId, orgId)));
  if (!row && field) throw new AppError('BAD_REQUEST', `Sub-category ${id} does not exist.`, field);
  return orNotFound(row, 'The sub-category');
}

export async function saveSubCategory(
  ctx: Pick<StaffCtx, 'db' | 'actor'>,
  input: SubCategoryInput,
  id?: number,
): Promise<TSubCategory> {
  const { actor } = ctx;
  return auditedWrite(ctx, async (tx, log) => {
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
    log(saved('sub-category', before, row));
    return row;
  });
}
