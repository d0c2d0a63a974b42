import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { institutes, media, organisations } from '../db/schema.ts';
import type { MediaImage } from '../routes/results/scorecard/rich-layout.ts';

export interface InstituteName {
  name: string;
  nameHi: string | null;
}

/** An institute's names, for what carries them outside its site (the PDF scorecard). */
export async function instituteNameOf(db: Db, instituteId: number): Promise<InstituteName | null> {
  const [row] = await db
    .select({ name: institutes.name, nameHi: institutes.nameHi })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  return row ?? null;
}

/** An institute's names and logo, for the PDFs a student downloads. */
export interface InstituteLetterhead extends InstituteName {
  /** The institute's logo, else the organisation's (as its site shows); null when neither is stored. */
  logo: MediaImage | null;
  /** Its short name (decision 041), for file names; null when it has none. */
  slug: string | null;
}

export async function instituteLetterheadOf(
  db: Db,
  instituteId: number,
): Promise<InstituteLetterhead | null> {
  const [row] = await db
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
      and(
        eq(media.orgId, institutes.orgId),
        eq(media.sha256, sql`coalesce(${institutes.logoSha256}, ${organisations.logoSha256})`),
      ),
    )
    .where(eq(institutes.id, instituteId));
  if (!row) return null;
  const logo =
    row.mimeType && row.bytes ? { mimeType: row.mimeType, bytes: Buffer.from(row.bytes) } : null;
  return { name: row.name, nameHi: row.nameHi, slug: row.slug, logo };
}
