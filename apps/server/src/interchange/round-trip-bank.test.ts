import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { orgFixture } from '../../test/fixtures.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { bankQuestions, bankQuestionVersions, organisations } from '../db/schema.ts';
import type { Actor } from '../bank/store.ts';
import type { AuthenticatedStaff } from '../plugins/staff-auth.ts';
import { bankForExport, imagesOf } from '../routes/admin/exports/service.ts';
import { exportMoodleXml } from './export-moodle.ts';
import { corpusFile } from './fixtures/corpus/corpus-file.ts';
import { CORPUS } from './fixtures/corpus/expected.ts';
import { exportQtiPackage } from './export-qti.ts';
import { parseQuestionFile } from './parse.ts';
import { writeImport } from './write-import.ts';
import { onCurrentVersion } from '../bank/store.ts';

const fixture = (name: string) =>
  parseQuestionFile(name, readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

/* Issue 28: a bank exported and imported back changes nothing and adds no copies. */
describeEachDatabase('export → import round trips of a whole bank', (h) => {
  let org: Actor;
  let otherOrg: Actor;

  beforeEach(async () => {
    await h.reset();
    await h.importContent(orgFixture(), orgFixture('other-org', 'other-institute'));
    const orgs = await h.database.db.select().from(organisations);
    const id = (token: string) => orgs.find((o) => o.orgToken === token)?.id ?? -1;
    org = { orgId: id('test-org'), instituteId: null, staffId: null };
    otherOrg = { orgId: id('other-org'), instituteId: null, staffId: null };
    // Moodle questions with ids and GIFT questions without: both kinds must come back in place.
    await writeImport(h.database.db, org, [
      await fixture('moodle-awkward.xml'),
      await fixture('gift-awkward.gift'),
    ]);
  });

  const staffOf = (actor: Actor): AuthenticatedStaff => ({
    id: 1,
    orgId: actor.orgId,
    instituteId: null,
    centreIds: [],
    role: 'org-admin',
    name: 'Admin',
    email: 'admin@example.org',
    jti: 'j',
    exp: 0,
  });
  const bank = async (orgId: number) =>
    h.database.db
      .select({ id: bankQuestions.id, body: bankQuestionVersions.body })
      .from(bankQuestions)
      .innerJoin(bankQuestionVersions, onCurrentVersion())
      .where(eq(bankQuestions.orgId, orgId))
      .orderBy(bankQuestions.id);

  const formats = {
    'Moodle XML': async (actor: Actor) => {
      const list = await bankForExport(h.database.db, staffOf(actor));
      const xml = exportMoodleXml(list, await imagesOf(h.database.db, list));
      return parseQuestionFile('bank.xml', new TextEncoder().encode(xml));
    },
    'QTI 3.0': async (actor: Actor) => {
      const list = await bankForExport(h.database.db, staffOf(actor));
      return parseQuestionFile(
        'bank.zip',
        exportQtiPackage(list, await imagesOf(h.database.db, list)),
      );
    },
  };

  it('Moodle XML: questions of a shared passage come back with it, into a fresh bank', async () => {
    const passage = {
      key: 'lake',
      titleEn: 'The lake',
      textEn: '<p>The lake freezes in winter.</p>',
      textHi: '<p>झील सर्दियों में जम जाती है।</p>',
    };
    const ask = (key: string, text: string, shared?: typeof passage) => ({
      key,
      body: {
        type: 'true-false' as const,
        textEn: `<p>${text}</p>`,
        options: [
          { textEn: 'True', correct: true },
          { textEn: 'False', correct: false },
        ],
        tags: [],
        ...(shared && { passage: shared }),
      },
    });
    const questions = [
      ask('lake-1', 'It freezes.', passage),
      ask('lake-2', 'It is cold in winter.', passage),
      ask('alone', 'Ice floats.'),
    ];
    const xml = new TextEncoder().encode(exportMoodleXml(questions, new Map()));
    await writeImport(h.database.db, org, [await parseQuestionFile('lake.xml', xml)]);
    const result = await writeImport(h.database.db, otherOrg, [await formats['Moodle XML'](org)]);
    expect(result).toMatchObject({ written: true, created: 20 });
    const bodies = (await bank(otherOrg.orgId)).map((row) => row.body).slice(-3);
    expect(bodies.map((body) => body.textEn)).toEqual([
      '<p>It freezes.</p>',
      '<p>It is cold in winter.</p>',
      '<p>Ice floats.</p>',
    ]);
    expect(bodies.map((body) => body.passage)).toEqual([passage, passage, undefined]);
  });

  /** A corpus package imported into `org`: the bodies it gave. */
  const importCorpus = async (path: string, count: number) => {
    const file = CORPUS.find((entry) => entry.path === path);
    if (!file) throw new Error(`${path} is not in the corpus`);
    const { name, bytes } = corpusFile(file);
    await writeImport(h.database.db, org, [await parseQuestionFile(name, bytes)]);
    return (await bank(org.orgId)).map((row) => row.body).slice(-count);
  };
  const freshBankCopy = async (count: number) => {
    const result = await writeImport(h.database.db, otherOrg, [await formats['QTI 3.0'](org)]);
    expect(result).toMatchObject({ written: true, created: 17 + count });
    return (await bank(otherOrg.orgId)).map((row) => row.body).slice(-count);
  };

  it("QTI 3.0: TAO's shared-stimulus package comes back with its passage, into a fresh bank", async () => {
    const imported = await importCorpus('tao/BasicSharedStimulus.zip', 3);
    const bodies = await freshBankCopy(3);
    expect(bodies).toEqual(imported);
    expect(bodies.map((body) => body.textEn)).toEqual([
      'What is TAO?',
      'What are the favourite collectables of Jérôme',
      'What does mean GT within the concept of racing cars?',
    ]);
    // One passage, its picture stored once as the platform's image, for each of the three.
    const [passage] = bodies.map((body) => body.passage);
    expect(passage).toEqual({
      key: 'STIMULUS/qti.xml',
      textEn: expect.stringMatching(
        /^<div> <img src="\/media\/[0-9a-f]{64}" alt="An Image" \/> <\/div>$/,
      ),
    });
    expect(bodies.map((body) => body.passage)).toEqual([passage, passage, passage]);
  });

  it("QTI 3.0: Citolab's item with a stimulus comes back with its passage, into a fresh bank", async () => {
    const imported = await importCorpus('citolab/qb-stimulusref', 1);
    const bodies = await freshBankCopy(1);
    expect(bodies).toEqual(imported);
    expect(bodies[0]?.passage).toMatchObject({
      key: 'RES-Brontekst_KB-2020-A1-Traumberuf_Astronaut_xml',
      titleEn: 'Brontekst_KB-2020-A1-Traumberuf_Astronaut',
      textEn: expect.stringContaining('Placeholder stimulus content start'),
    });
    expect(bodies[0]?.textEn).not.toContain('Placeholder stimulus');
  });

  for (const [format, exportBank] of Object.entries(formats)) {
    it(`${format}: into the same bank it updates every question in place, adding none`, async () => {
      const before = await bank(org.orgId);
      expect(before.length).toBe(17);
      const file = await exportBank(org);
      expect(file.report.errors).toEqual([]);
      expect(file.report.skipped).toEqual([]);
      const result = await writeImport(h.database.db, org, [file]);
      expect(result).toMatchObject({ written: true, created: 0, updated: before.length });
      const after = await bank(org.orgId);
      expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
      expect(after.map((row) => row.body)).toEqual(before.map((row) => row.body));
    });

    it(`${format}: into a fresh bank it gives the same questions`, async () => {
      const before = await bank(org.orgId);
      const result = await writeImport(h.database.db, otherOrg, [await exportBank(org)]);
      expect(result).toMatchObject({ written: true, created: before.length, updated: 0 });
      expect((await bank(otherOrg.orgId)).map((row) => row.body)).toEqual(
        before.map((row) => row.body),
      );
    });
  }
});
