import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { institutes, media, organisations } from '../src/db/schema.ts';
import type { Harness } from './harness.ts';

/** A 2×1 PNG, red then blue (a wide logo). */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==',
  'base64',
);

export type LogoCase =
  | { on: 'institute' | 'organisation'; mimeType: string; bytes: Buffer }
  | { on: 'institute'; missing: true };

/**
 * Gives the institute `instituteToken` (or its organisation) a logo for one test, as the console
 * stores it: media of the organisation, named by its SHA-256. Answers the undo.
 */
export async function withLogo(h: Harness, instituteToken: string, logo: LogoCase) {
  const { db } = h.database;
  const [institute] = await db
    .select({ id: institutes.id, orgId: institutes.orgId })
    .from(institutes)
    .where(eq(institutes.instituteToken, instituteToken));
  if (!institute) throw new Error(`no institute ${instituteToken}`);
  const bytes = 'missing' in logo ? Buffer.from('never stored') : logo.bytes;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (!('missing' in logo)) {
    await db
      .insert(media)
      .values({
        sha256,
        orgId: institute.orgId,
        mimeType: logo.mimeType,
        byteSize: bytes.length,
        bytes,
      })
      .onConflictDoNothing();
  }
  if (logo.on === 'organisation')
    await db
      .update(organisations)
      .set({ logoSha256: sha256 })
      .where(eq(organisations.id, institute.orgId));
  else
    await db.update(institutes).set({ logoSha256: sha256 }).where(eq(institutes.id, institute.id));
  return async () => {
    await db.update(institutes).set({ logoSha256: null }).where(eq(institutes.id, institute.id));
    await db
      .update(organisations)
      .set({ logoSha256: null })
      .where(eq(organisations.id, institute.orgId));
  };
}

/** How many images (image XObjects) a PDF holds; pdfkit leaves object dictionaries uncompressed. */
export const imageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Subtype\s*\/Image\b/g)?.length ?? 0;

/** withLogo, with the institute's slug set too (its site's address and its files' names). */
export async function withSlugAndLogo(
  h: Harness,
  instituteToken: string,
  slug: string,
  logo: LogoCase,
) {
  const ofInstitute = eq(institutes.instituteToken, instituteToken);
  await h.database.db.update(institutes).set({ slug }).where(ofInstitute);
  const undoLogo = await withLogo(h, instituteToken, logo);
  return async () => {
    await undoLogo();
    await h.database.db.update(institutes).set({ slug: null }).where(ofInstitute);
  };
}
