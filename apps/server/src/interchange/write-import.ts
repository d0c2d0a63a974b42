import { and, eq, inArray } from 'drizzle-orm';
import type { TImportError, TImportFileReport } from '@exam/contracts/interchange/import-report';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import type { Db } from '../db/client.ts';
import { bankQuestions } from '../db/schema.ts';
import { saveBankQuestion, saveMedia, writeAudit, type Actor } from '../bank/store.ts';
import { rewriteImageSources, safeDecode } from './html.ts';
import type { ParsedImport } from './report.ts';

export type WriteImportResult =
  | { written: true; reports: TImportFileReport[]; created: number; updated: number }
  | { written: false; reports: TImportFileReport[]; errors: (TImportError & { file: string })[] };

const withImages = (body: TQuestionBody, paths: Map<string, string>): TQuestionBody => {
  const rewrite = (html: string | undefined) =>
    html === undefined
      ? undefined
      : rewriteImageSources(html, (src) => paths.get(src) ?? paths.get(safeDecode(src)) ?? src);
  return {
    ...body,
    textEn: rewrite(body.textEn) ?? '',
    textHi: rewrite(body.textHi),
    solutionEn: rewrite(body.solutionEn),
    solutionHi: rewrite(body.solutionHi),
    options: body.options.map((o) => ({
      ...o,
      textEn: rewrite(o.textEn) ?? '',
      textHi: rewrite(o.textHi),
    })),
  };
};

/**
 * Writes parsed import files to the organisation's question bank, or nothing: refused while any
 * file has an error; otherwise one transaction stores the images (content-addressed, the items'
 * `<img src>` rewritten to /media/<sha>) and every question (a key seen before adds a version),
 * each audited by the store.
 */
export async function writeImport(
  db: Db,
  actor: Actor,
  files: ParsedImport[],
): Promise<WriteImportResult> {
  const reports = files.map((file) => file.report);
  const errors = reports.flatMap((report) =>
    report.errors.map((error) => ({ file: report.file, ...error })),
  );
  errors.push(...(await foreignKeys(db, actor, reports)));
  if (errors.length) return { written: false, reports, errors };
  let created = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (const file of files) {
      const paths = new Map<string, string>();
      for (const item of file.report.items) {
        for (const name of item.images) {
          const image = file.images.get(name);
          if (!image || paths.has(name)) continue;
          paths.set(name, (await saveMedia(tx, actor.orgId, image.bytes, image.mimeType)).path);
        }
        const saved = await saveBankQuestion(tx, actor, {
          key: item.key,
          body: withImages(item.body, paths),
        });
        if (saved.created) created += 1;
        else updated += 1;
      }
      const { file: name, format, imported, skipped } = file.report;
      await writeAudit(tx, actor, {
        action: 'import',
        entity: 'import-file',
        entityId: null,
        after: { file: name, format, imported, skipped: skipped.length },
      });
    }
  });
  return { written: true, reports, created, updated };
}

/**
 * A key names an existing bank question, which the import would update: refused when that
 * question is another institute's (or the organisation's shared one, for an institute's staff).
 */
async function foreignKeys(db: Db, actor: Actor, reports: TImportFileReport[]) {
  const keyed = reports.flatMap((report) =>
    report.items
      .filter((item) => item.key)
      .map((item) => ({ file: report.file, place: item.place, key: item.key as string })),
  );
  if (actor.instituteId === null || keyed.length === 0) return [];
  const rows = await db
    .select({ key: bankQuestions.key, instituteId: bankQuestions.instituteId })
    .from(bankQuestions)
    .where(
      and(
        eq(bankQuestions.orgId, actor.orgId),
        inArray(
          bankQuestions.key,
          keyed.map((k) => k.key),
        ),
      ),
    );
  const foreign = new Set(
    rows.filter((row) => row.instituteId !== actor.instituteId).map((row) => row.key),
  );
  return keyed
    .filter((item) => foreign.has(item.key))
    .map((item) => ({
      file: item.file,
      place: item.place,
      message: `key "${item.key}" is a question of the organisation or of another institute: only its owner can update it`,
    }));
}
