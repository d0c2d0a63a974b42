import { and, eq } from 'drizzle-orm';
import type { TBlock, TCentre } from '@exam/contracts/centres/entities';
import type { Db } from '../../db/client.ts';
import { blocks, centres } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';

/** Ids are PostgreSQL integers: a larger one (SPEC's placeholder 99999999999) names nothing. */
const MAX_ID = 2_147_483_647;

export async function findCentre(db: Db, orgId: number, centreId: number): Promise<TCentre> {
  const [centre] =
    centreId > MAX_ID
      ? []
      : await db
          .select({ name: centres.name, districtId: centres.districtId })
          .from(centres)
          .where(and(eq(centres.orgId, orgId), eq(centres.id, centreId)));
  if (!centre) throw notFound(`Centre ${centreId}`);
  return centre;
}

/** Blocks are places (state → district → block), shared by every organisation. */
export async function findBlock(db: Db, blockId: number): Promise<TBlock> {
  const [block] =
    blockId > MAX_ID
      ? []
      : await db
          .select({ blockId: blocks.id, name: blocks.name, districtId: blocks.districtId })
          .from(blocks)
          .where(eq(blocks.id, blockId));
  if (!block) throw notFound(`Block ${blockId}`);
  return block;
}
