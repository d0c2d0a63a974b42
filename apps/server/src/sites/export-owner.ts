import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { institutes, media, organisations } from '../db/schema.ts';
import type { MediaImage } from '../routes/results/scorecard/rich-layout.ts';

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

/**
 * The institute `instituteId` of organisation `orgId`, or for a file of the whole organisation
 * (null) the organisation itself. The logo is chosen as for the PDF scorecard.
 */
export async function exportOwnerOf(
  db: Db,
  orgId: number,
  instituteId: number | null,
): Promise<ExportOwner> {
  const logoOf = (sha: ReturnType<typeof sql>) =>
    and(eq(media.orgId, organisations.id), eq(media.sha256, sha));
  const [row] =
    instituteId === null
      ? await db
          .select({
            name: organisations.name,
            nameHi: organisations.nameHi,
            slug: sql<string | null>`null`,
            mimeType: media.mimeType,
            bytes: media.bytes,
          })
          .from(organisations)
          .leftJoin(media, logoOf(sql`${organisations.logoSha256}`))
          .where(eq(organisations.id, orgId))
      : await db
          .select({
            name: institutes.name,
            nameHi: institutes.nameHi,
            slug: institutes.slug,
            mimeType: media.mimeType,
            bytes: media.bytes,
          })
          .from(institutes)
          .innerJoin(organisations, eq(organisations.id, institutes.orgId))
          .leftJoin(
            media,
            logoOf(sql`coalesce(${institutes.logoSha256}, ${organisations.logoSha256})`),
          )
          .where(and(eq(institutes.id, instituteId), eq(institutes.orgId, orgId)));
  const name = row?.name ?? '';
  return {
    name,
    nameHi: row?.nameHi ?? null,
    slug: row?.slug || safeSlug(name) || (instituteId === null ? 'organisation' : 'institute'),
    logo:
      row?.mimeType && row.bytes ? { mimeType: row.mimeType, bytes: Buffer.from(row.bytes) } : null,
  };
}
