import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media, organisations } from '../db/schema.ts';
import type { MediaImage } from '../routes/results/scorecard/rich-layout.ts';
import { instituteLetterheadOf } from './institute-name.ts';

/** Whose students a downloaded file lists: named at its top and in its file name (decision 063). */
export interface ExportOwner {
  name: string;
  nameHi: string | null;
  /** Safe in a file name: the institute's slug, else its (or the organisation's) name made safe. */
  slug: string;
  /** As the owner's site shows it (an institute without one: its organisation's); null: none stored. */
  logo: MediaImage | null;
}

/** Lower-case letters, digits and single hyphens; empty when the text has none of them. */
export const safeSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

async function organisationLetterheadOf(db: Db, orgId: number) {
  const [row] = await db
    .select({
      name: organisations.name,
      nameHi: organisations.nameHi,
      mimeType: media.mimeType,
      bytes: media.bytes,
    })
    .from(organisations)
    .leftJoin(
      media,
      and(eq(media.orgId, organisations.id), eq(media.sha256, organisations.logoSha256)),
    )
    .where(eq(organisations.id, orgId));
  if (!row) return null;
  const logo =
    row.mimeType && row.bytes ? { mimeType: row.mimeType, bytes: Buffer.from(row.bytes) } : null;
  return { name: row.name, nameHi: row.nameHi, slug: null, logo };
}

/**
 * The institute `instituteId` (one the caller's scope already allowed), or for a file of the
 * whole organisation (null) the organisation `orgId`. The logo is chosen as for the PDF scorecard.
 */
export async function exportOwnerOf(
  db: Db,
  orgId: number,
  instituteId: number | null,
): Promise<ExportOwner> {
  const found =
    instituteId === null
      ? await organisationLetterheadOf(db, orgId)
      : await instituteLetterheadOf(db, instituteId);
  const name = found?.name ?? '';
  return {
    name,
    nameHi: found?.nameHi ?? null,
    slug: found?.slug || safeSlug(name) || (instituteId === null ? 'organisation' : 'institute'),
    logo: found?.logo ?? null,
  };
}
