import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TImportError, TImportFileReport } from '@exam/contracts/interchange/import-report';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import type { Db } from '../db/client.ts';
import { bankQuestions } from '../db/schema.ts';
import { refreshUnsatCopies } from '../bank/refresh.ts';
import { saveBankQuestion, saveMedia, writeAudit, type Actor } from '../bank/store.ts';
import { idOfExportKey } from './export-common.ts';
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
    ...(body.passage && {
      passage: {
        ...body.passage,
        textEn: rewrite(body.passage.textEn) ?? '',
        textHi: rewrite(body.passage.textHi),
      },
    }),
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
  const claims = await checkAgainstBank(db, actor, files);
  const reports = files.map((file) => file.report);
  const errors = reports.flatMap((report) =>
    report.errors.map((error) => ({ file: report.file, ...error })),
  );
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
        // A question exported without a key comes back under the key of its id: it takes that key.
        const claimed = item.key ? claims.get(item.key) : undefined;
        if (claimed !== undefined)
          await tx
            .update(bankQuestions)
            .set({ key: item.key })
            .where(and(eq(bankQuestions.id, claimed), isNull(bankQuestions.key)));
        const saved = await saveBankQuestion(tx, actor, {
          key: item.key,
          body: withImages(item.body, paths),
        });
        if (saved.created) created += 1;
        else {
          updated += 1;
          // As an edit in the console: sets nobody has sat take the new version.
          await refreshUnsatCopies(tx, actor, saved.id);
        }
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
 * One key in two files of one run: the same question is written once; two different ones are a
 * collision, and the later is skipped saying so (the report builder does the same within a file).
 */
function skipCollisionsAcrossFiles(files: ParsedImport[]) {
  const seen = new Map<string, { file: string; place: string; body: string }>();
  for (const { report } of files) {
    report.items = report.items.filter((item) => {
      if (!item.key) return true;
      const body = JSON.stringify(item.body);
      const first = seen.get(item.key);
      if (!first) {
        seen.set(item.key, { file: report.file, place: item.place, body });
        return true;
      }
      report.skipped.push({
        place: item.place,
        reason:
          first.body === body
            ? `is the same item as ${first.place} of ${first.file} (identifier "${item.key}"): imported once`
            : `identifier collision: "${item.key}" is also the identifier of a different item at ${first.place} of ${first.file}; this one is not imported`,
        sourceType: null,
      });
      const type = item.body.type;
      report.imported[type] = (report.imported[type] ?? 1) - 1;
      if (report.imported[type] === 0) delete report.imported[type];
      return false;
    });
  }
}

/**
 * Checks the files against the bank: an item whose key is in the bank is marked with the question
 * it updates, and refused (an error at its place) when that question is not the caller's to change
 * (the organisation's shared one or another institute's, for an institute's staff).
 */
export async function checkAgainstBank(db: Db, actor: Actor, files: ParsedImport[]) {
  skipCollisionsAcrossFiles(files);
  const keys = [
    ...new Set(files.flatMap((file) => file.report.items.map((item) => item.key ?? ''))),
  ].filter(Boolean);
  const rows = keys.length
    ? await db
        .select({
          id: bankQuestions.id,
          key: bankQuestions.key,
          instituteId: bankQuestions.instituteId,
        })
        .from(bankQuestions)
        .where(and(eq(bankQuestions.orgId, actor.orgId), inArray(bankQuestions.key, keys)))
    : [];
  const existing = new Map(rows.map((row) => [row.key as string | null, row]));
  // Keys an export gave questions that had none (bank-<id>): the organisation's question of that
  // id, while it still has no key, is the one they update.
  const claims = new Map<string, number>();
  const exported = keys.filter((key) => !existing.has(key) && idOfExportKey(key) !== null);
  if (exported.length) {
    const ids = exported.map((key) => idOfExportKey(key) as number);
    const keyless = await db
      .select({ id: bankQuestions.id, instituteId: bankQuestions.instituteId })
      .from(bankQuestions)
      .where(
        and(
          eq(bankQuestions.orgId, actor.orgId),
          inArray(bankQuestions.id, ids),
          isNull(bankQuestions.key),
        ),
      );
    for (const row of keyless) {
      const key = exported.find((k) => idOfExportKey(k) === row.id) as string;
      existing.set(key, { ...row, key });
      claims.set(key, row.id);
    }
  }
  for (const { report } of files) {
    for (const item of report.items) {
      const row = item.key ? existing.get(item.key) : undefined;
      item.updates = row?.id ?? null;
      if (row && actor.instituteId !== null && row.instituteId !== actor.instituteId)
        report.errors.push({
          place: item.place,
          message: `key "${item.key}" is a question of the organisation or of another institute: only its owner can update it`,
        });
    }
  }
  return claims;
}
