import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TInstitute, ZInstituteInput } from '@exam/contracts/admin/org-setup/entities';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../bank/store.ts';
import { institutes, organisations } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { newTenantToken } from '../../../org-setup/create-organisation.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';
import { orNotFound } from '../scope.ts';
import { oneRow } from '../../../db/rows.ts';
import { assertOwnMedia } from './media-check.ts';

type Input = z.infer<typeof ZInstituteInput>;
const audit = auditOf('institute');

const columns = {
  id: institutes.id,
  name: institutes.name,
  nameHi: institutes.nameHi,
  logoSha256: institutes.logoSha256,
  slug: institutes.slug,
  hostNames: institutes.hostNames,
  active: institutes.active,
  orgToken: organisations.orgToken,
  instituteToken: institutes.instituteToken,
};

const selectInstitutes = (db: Db | Tx) =>
  db
    .select(columns)
    .from(institutes)
    .innerJoin(organisations, eq(organisations.id, institutes.orgId));

/** The organisation's institutes; an institute-admin's own only. */
export async function listInstitutes(db: Db, caller: AuthenticatedStaff): Promise<TInstitute[]> {
  return selectInstitutes(db)
    .where(
      and(
        eq(institutes.orgId, caller.orgId),
        caller.instituteId === null ? undefined : eq(institutes.id, caller.instituteId),
      ),
    )
    .orderBy(asc(institutes.name), asc(institutes.id));
}

async function findInstitute(db: Db | Tx, orgId: number, id: number) {
  const [row] = await selectInstitutes(db).where(
    and(eq(institutes.orgId, orgId), eq(institutes.id, id)),
  );
  return orNotFound(row, 'The institute');
}

/** A slug or host name another institute of the deployment uses answers 409. */
async function assertFree(tx: Tx, input: Input, exceptId: number | null) {
  const others = exceptId === null ? undefined : ne(institutes.id, exceptId);
  const [slugTaken] = await tx
    .select({ id: institutes.id })
    .from(institutes)
    .where(and(eq(institutes.slug, input.slug), others));
  if (slugTaken)
    throw new AppError('CONFLICT', 'Another institute uses this short name.', 'body.slug');
  for (const host of input.hostNames) {
    const [hostTaken] = await tx
      .select({ id: institutes.id })
      .from(institutes)
      .where(and(sql`${institutes.hostNames} @> ${JSON.stringify([host])}::jsonb`, others));
    if (hostTaken) {
      throw new AppError('CONFLICT', `Another institute is served on ${host}.`, 'body.hostNames');
    }
  }
}

const valuesOf = (input: Input) => ({
  name: input.name,
  nameHi: input.nameHi ?? null,
  logoSha256: input.logoSha256 ?? null,
  slug: input.slug,
  hostNames: input.hostNames,
});

export async function createInstitute(ctx: StaffCtx, input: Input) {
  await assertOwnMedia(ctx.db, ctx.staff.orgId, input.logoSha256, 'body.logoSha256');
  const id = await auditedWrite(ctx, async (tx, log) => {
    await assertFree(tx, input, null);
    const values = valuesOf(input);
    const row = oneRow(
      await tx
        .insert(institutes)
        .values({ ...values, orgId: ctx.staff.orgId, instituteToken: newTenantToken('inst') })
        .returning({ id: institutes.id }),
      'The institute',
    );
    log(audit('create', row.id, { after: values }));
    return row.id;
  });
  return findInstitute(ctx.db, ctx.staff.orgId, id);
}

export async function updateInstitute(ctx: StaffCtx, id: number, input: Input) {
  const before = await findInstitute(ctx.db, ctx.staff.orgId, id);
  await assertOwnMedia(ctx.db, ctx.staff.orgId, input.logoSha256, 'body.logoSha256');
  await auditedWrite(ctx, async (tx, log) => {
    await assertFree(tx, input, id);
    const values = valuesOf(input);
    await tx.update(institutes).set(values).where(eq(institutes.id, id));
    const { orgToken: _o, instituteToken: _i, ...shown } = before;
    log(audit('update', id, { before: shown, after: values }));
  });
  return findInstitute(ctx.db, ctx.staff.orgId, id);
}

export async function setInstituteActive(ctx: StaffCtx, id: number, active: boolean) {
  const before = await findInstitute(ctx.db, ctx.staff.orgId, id);
  if (before.active !== active) {
    await auditedWrite(ctx, async (tx, log) => {
      await tx.update(institutes).set({ active }).where(eq(institutes.id, id));
      log(
        audit(active ? 'reactivate' : 'deactivate', id, {
          before: { active: !active },
          after: { active },
        }),
      );
    });
  }
  return findInstitute(ctx.db, ctx.staff.orgId, id);
}
