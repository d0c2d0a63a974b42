import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';

/** A logo must be an image this organisation uploaded (POST /v2/api/admin/media). */
export async function assertOwnMedia(
  db: Db,
  orgId: number,
  sha256: string | null | undefined,
  field: string,
) {
  if (!sha256) return;
  const [row] = await db
    .select({ sha256: media.sha256 })
    .from(media)
    .where(and(eq(media.sha256, sha256), eq(media.orgId, orgId)));
  if (!row)
    throw new AppError('BAD_REQUEST', 'is not an image uploaded by the organisation', field);
}
