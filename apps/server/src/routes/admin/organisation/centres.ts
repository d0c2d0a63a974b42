import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCentreInput } from '@exam/contracts/admin/org-setup/entities';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../bank/store.ts';
import { blocks, centres, districts, states } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';
import { orNotFound } from '../scope.ts';
import { oneRow } from '../../../db/rows.ts';

const selectCentres = (db: Db | Tx) =>
  db
    .select({
      id: centres.id,
      key: centres.key,
      name: centres.name,
      stateName: states.name,
      districtId: districts.id,
      districtName: districts.name,
      blockId: blocks.id,
      blockName: blocks.name,
    })
    .from(centres)
    .innerJoin(districts, eq(districts.id, centres.districtId))
    .innerJoin(states, eq(states.id, districts.stateId))
    .leftJoin(blocks, eq(blocks.id, centres.blockId));

/** The organisation's centres, by district, block and name. */
export function listCentres(db: Db, orgId: number) {
  return selectCentres(db)
    .where(eq(centres.orgId, orgId))
    .orderBy(asc(districts.name), asc(blocks.name), asc(centres.name));
}

const byName = (column: AnyColumn, name: string) => eq(sql`lower(${column})`, name.toLowerCase());

export type PlaceNames = Pick<
  z.infer<typeof ZCentreInput>,
  'stateName' | 'districtName' | 'blockName'
>;

/** The place of this name under its parent, created when new (places are shared names). */
export async function placeIds(tx: Tx, input: PlaceNames) {
  const [state] = await tx
    .select({ id: states.id })
    .from(states)
    .where(byName(states.name, input.stateName));
  const stateId =
    state?.id ??
    oneRow(
      await tx.insert(states).values({ name: input.stateName }).returning({ id: states.id }),
      'The state',
    ).id;
  const [district] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.stateId, stateId), byName(districts.name, input.districtName)));
  const districtId =
    district?.id ??
    oneRow(
      await tx
        .insert(districts)
        .values({ stateId, name: input.districtName })
        .returning({ id: districts.id }),
      'The district',
    ).id;
  if (!input.blockName) return { districtId, blockId: null };
  const [block] = await tx
    .select({ id: blocks.id })
    .from(blocks)
    .where(and(eq(blocks.districtId, districtId), byName(blocks.name, input.blockName)));
  const blockId =
    block?.id ??
    oneRow(
      await tx
        .insert(blocks)
        .values({ districtId, name: input.blockName })
        .returning({ id: blocks.id }),
      'The block',
    ).id;
  return { districtId, blockId };
}

export async function createCentre(ctx: StaffCtx, input: z.infer<typeof ZCentreInput>) {
  const id = await auditedWrite(ctx, async (tx, log) => {
    const [taken] = await tx
      .select({ id: centres.id })
      .from(centres)
      .where(and(eq(centres.orgId, ctx.staff.orgId), eq(centres.key, input.key)));
    if (taken)
      throw new AppError(
        'CONFLICT',
        'Another centre of the organisation has this code.',
        'body.key',
      );
    const places = await placeIds(tx, input);
    const row = oneRow(
      await tx
        .insert(centres)
        .values({ orgId: ctx.staff.orgId, key: input.key, name: input.name, ...places })
        .returning({ id: centres.id }),
      'The centre',
    );
    log(auditOf('centre')('create', row.id, { after: input }));
    return row.id;
  });
  const [row] = await selectCentres(ctx.db).where(
    and(eq(centres.id, id), eq(centres.orgId, ctx.staff.orgId)),
  );
  return orNotFound(row, 'The centre');
}
