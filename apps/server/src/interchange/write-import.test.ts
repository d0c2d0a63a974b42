import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { orgFixture } from '../../test/fixtures.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import {
  auditLog,
  bankQuestions,
  bankQuestionVersions,
  institutes,
  media,
  organisations,
  questions,
  questionSets,
} from '../db/schema.ts';
import type { Actor } from '../bank/store.ts';
import { exportQtiPackage } from './export-qti.ts';
import { mediaOfQuestions, type ExportImages } from './export-common.ts';
import { parseQuestionFile } from './parse.ts';
import { writeImport } from './write-import.ts';
import { onCurrentVersion } from '../bank/store.ts';

const fixture = (name: string) =>
  parseQuestionFile(name, readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describeEachDatabase('writing an import to the question bank', (h) => {
  let org: Actor;
  let otherOrg: Actor;
  let instituteId: number;

  beforeEach(async () => {
    await h.reset();
    await h.importContent(orgFixture(), orgFixture('other-org', 'other-institute'));
    const db = h.database.db;
    const orgs = await db.select().from(organisations);
    const id = (token: string) => orgs.find((o) => o.orgToken === token)?.id ?? -1;
    org = { orgId: id('test-org'), instituteId: null, staffId: null };
    otherOrg = { orgId: id('other-org'), instituteId: null, staffId: null };
    const [institute] = await db
      .select()
      .from(institutes)
      .where(eq(institutes.instituteToken, 'test-institute'));
    instituteId = institute?.id ?? -1;
  });

  const bodies = async (orgId: number) =>
    h.database.db
      .select({
        key: bankQuestions.key,
        version: bankQuestions.currentVersion,
        body: bankQuestionVersions.body,
      })
      .from(bankQuestions)
      .innerJoin(bankQuestionVersions, onCurrentVersion())
      .where(eq(bankQuestions.orgId, orgId))
      .orderBy(bankQuestions.id);

  it('stores questions and images in one go, images under /media/<sha>, each question audited', async () => {
    const result = await writeImport(h.database.db, org, [await fixture('moodle-awkward.xml')]);
    expect(result).toMatchObject({ written: true, created: 7, updated: 0 });
    const rows = await bodies(org.orgId);
    expect(rows.map((r) => r.body.type)).toEqual([
      'single',
      'single',
      'multiple',
      'multiple',
      'true-false',
      'numerical',
      'short-answer',
    ]);
    const [stored] = await h.database.db.select().from(media);
    expect(stored).toMatchObject({ orgId: org.orgId, mimeType: 'image/png' });
    expect(rows[1]?.body.textEn).toContain(
      `<img alt="ray diagram" src="/media/${stored?.sha256}" />`,
    );
    expect(rows[1]?.body.textHi).toContain(`src="/media/${stored?.sha256}"`);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.orgId), eq(auditLog.entity, 'question')));
    expect(audits.map((a) => a.action)).toEqual(Array(7).fill('create'));
  });

  it('one key in two files of one run: the second, different, item is a collision, not written over the first', async () => {
    const gift = (stem: string) =>
      parseQuestionFile(`${stem}.gift`, new TextEncoder().encode(`[id:same] ${stem}? {T}\n`));
    const [first, second] = [await gift('One'), await gift('Two')];
    const result = await writeImport(h.database.db, org, [first, second]);
    expect(result).toMatchObject({ written: true, created: 1, updated: 0 });
    expect(second.report.items).toEqual([]);
    expect(second.report.skipped[0]?.reason).toMatch(
      /^identifier collision: "same" is also the identifier of a different item at line 1 of One.gift/,
    );
    expect((await bodies(org.orgId)).map((r) => r.body.textEn)).toEqual(['One?']);
  });

  it('a second import of a file with source ids updates those questions to a new version', async () => {
    await writeImport(h.database.db, org, [await fixture('qti-lone-item.xml')]);
    const again = await writeImport(h.database.db, org, [await fixture('qti-lone-item.xml')]);
    expect(again).toMatchObject({ written: true, created: 0, updated: 1 });
    expect((await bodies(org.orgId)).map((r) => [r.key, r.version])).toEqual([['lone-1', 2]]);
  });

  it('an update reaches the sets nobody has sat, as an edit in the console does', async () => {
    const db = h.database.db;
    await writeImport(db, org, [await fixture('qti-lone-item.xml')]);
    const [bank] = await db.select().from(bankQuestions).where(eq(bankQuestions.orgId, org.orgId));
    const [copy] = await db
      .select({ id: questions.id, setId: questions.setId })
      .from(questions)
      .where(eq(questions.orgId, org.orgId))
      .limit(1);
    if (!bank || !copy) throw new Error('fixture rows missing');
    await db
      .update(questions)
      .set({ bankQuestionId: bank.id, bankVersion: 1 })
      .where(eq(questions.id, copy.id));
    const versionOf = async () =>
      (await db.select().from(questionSets).where(eq(questionSets.id, copy.setId)))[0]
        ?.contentVersion;
    const before = await versionOf();

    await writeImport(db, org, [await fixture('qti-lone-item.xml')]);

    const [after] = await db.select().from(questions).where(eq(questions.id, copy.id));
    expect(after?.bankVersion).toBe(2);
    expect(await versionOf()).toBeGreaterThan(before ?? Infinity);
  });

  it('writes nothing while any file has an error, and names each error with its file', async () => {
    const result = await writeImport(h.database.db, org, [
      await fixture('moodle-awkward.xml'),
      await fixture('template-broken.csv'),
    ]);
    expect(result.written).toBe(false);
    if (result.written) return;
    expect(result.errors).toHaveLength(5);
    expect(result.errors.every((e) => e.file === 'template-broken.csv')).toBe(true);
    const count = async (table: typeof bankQuestions | typeof media) =>
      (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    expect(await count(bankQuestions)).toBe(0);
    expect(await count(media)).toBe(0);
  });

  it("refuses an institute's import whose key names the organisation's shared question", async () => {
    await writeImport(h.database.db, org, [await fixture('qti-lone-item.xml')]);
    const teacher: Actor = { orgId: org.orgId, instituteId, staffId: null };
    const result = await writeImport(h.database.db, teacher, [await fixture('qti-lone-item.xml')]);
    expect(result.written).toBe(false);
    if (!result.written)
      expect(result.errors).toEqual([
        {
          file: 'qti-lone-item.xml',
          place: 'item lone-1 (Boiling point)',
          message: expect.stringContaining('key "lone-1" is a question of the organisation'),
        },
      ]);
  });

  it('a bank exported as QTI 3.0 and imported by another organisation holds the same questions', async () => {
    await writeImport(h.database.db, org, [
      await fixture('moodle-awkward.xml'),
      await parseQuestionFile(
        'gift.gift',
        readFileSync(new URL('./fixtures/gift-awkward.gift', import.meta.url)),
      ),
    ]);
    const source = await bodies(org.orgId);
    const questions = source.map((row, i) => ({ key: row.key ?? `q${i}`, body: row.body }));
    const shas = mediaOfQuestions(questions);
    expect(shas).toHaveLength(1);
    const images: ExportImages = new Map();
    for (const row of await h.database.db.select().from(media))
      images.set(row.sha256, { bytes: row.bytes, mimeType: row.mimeType });
    const zip = exportQtiPackage(questions, images);

    const result = await writeImport(h.database.db, otherOrg, [
      await parseQuestionFile('bank.zip', zip),
    ]);
    expect(result).toMatchObject({ written: true, created: source.length });
    const copied = await bodies(otherOrg.orgId);
    expect(copied.map((r) => r.body)).toEqual(source.map((r) => r.body));
  });
});
