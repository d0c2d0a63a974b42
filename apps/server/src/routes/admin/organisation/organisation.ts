import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZOrganisationInput } from '@exam/contracts/admin/org-setup/entities';
import type { Db } from '../../../db/client.ts';
import { organisations } from '../../../db/schema.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';
import { orNotFound } from '../scope.ts';
import { assertOwnMedia } from './media-check.ts';

const columns = {
  id: organisations.id,
  name: organisations.name,
  nameHi: organisations.nameHi,
  logoSha256: organisations.logoSha256,
  brandColour: organisations.brandColour,
  timeZone: organisations.timeZone,
};

export async function readOrganisation(db: Db, orgId: number) {
  const [row] = await db.select(columns).from(organisations).where(eq(organisations.id, orgId));
  return orNotFound(row, 'The organisation');
}

export async function updateOrganisation(ctx: StaffCtx, body: z.infer<typeof ZOrganisationInput>) {
  const before = await readOrganisation(ctx.db, ctx.staff.orgId);
  await assertOwnMedia(ctx.db, ctx.staff.orgId, body.logoSha256, 'body.logoSha256');
  const values = {
    name: body.name,
    nameHi: body.nameHi ?? null,
    logoSha256: body.logoSha256 ?? null,
    brandColour: body.brandColour ?? null,
    timeZone: body.timeZone,
  };
  await auditedWrite(ctx, async (tx, log) => {
    await tx.update(organisations).set(values).where(eq(organisations.id, ctx.staff.orgId));
    log(auditOf('organisation')('update', ctx.staff.orgId, { before, after: values }));
  });
  return readOrganisation(ctx.db, ctx.staff.orgId);
}
