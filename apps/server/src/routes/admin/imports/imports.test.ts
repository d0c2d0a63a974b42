import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { auditLog, bankQuestions, organisations, questionSets } from '../../../db/schema.ts';
import { withStaffOfTwoInstitutes } from '../../../../test/staff.ts';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { parseQuestionFile } from '../../../interchange/parse.ts';
import { adminCall, type StaffSession } from '../test-helpers.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../interchange/fixtures/${name}`, import.meta.url));
const upload = (name: string, bytes: Uint8Array = fixture(name)) => ({
  fileName: name,
  dataBase64: Buffer.from(bytes).toString('base64'),
});

describeEachDatabase('imports and exports of the question bank', (h) => {
  const staff = withStaffOfTwoInstitutes(h);

  const bankCount = async () =>
    (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(bankQuestions))[0]?.n;

  describe('POST /v2/api/admin/imports/preview', () => {
    it('reports what would be created and skipped, and writes nothing', async () => {
      const before = await bankCount();
      const res = await adminCall(h, 'POST', '/v2/api/admin/imports/preview', {
        as: staff.teacher,
        body: upload('moodle-awkward.xml'),
      });
      expect(res.status).toBe(200);
      const { report } = res.body.response;
      expect(report).toMatchObject({
        file: 'moodle-awkward.xml',
        format: 'moodle-xml',
        imported: { single: 2, multiple: 2, 'true-false': 1, numerical: 1, 'short-answer': 1 },
        errors: [],
      });
      expect(report.items[0].place).toBe('question 1 (Lens & image)');
      expect(report.skipped).toHaveLength(4);
      expect(await bankCount()).toBe(before);
    });

    it('names the errors of a broken file with their places', async () => {
      const res = await adminCall(h, 'POST', '/v2/api/admin/imports/preview', {
        as: staff.teacher,
        body: upload('template-broken.csv'),
      });
      expect(res.status).toBe(200);
      expect(res.body.response.report.errors.map((e: { place: string }) => e.place)).toEqual([
        'row 2',
        'row 3',
        'row 4',
        'row 5',
        'row 6',
      ]);
    });

    it('answers 400 naming the field for a bad upload, 401 without a login', async () => {
      const bad = await adminCall(h, 'POST', '/v2/api/admin/imports/preview', {
        as: staff.teacher,
        body: { fileName: 'a.gift', dataBase64: 'not base64!' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toEqual([
        { field: 'body.dataBase64', message: 'must be base64 (without a data: prefix)' },
      ]);
      const anonymous = await adminCall(h, 'POST', '/v2/api/admin/imports/preview', {
        body: upload('aiken-awkward.txt'),
      });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('POST /v2/api/admin/imports', () => {
    it("imports into the teacher's institute, images stored, questions and the import audited", async () => {
      const before = await bankCount();
      const res = await adminCall(h, 'POST', '/v2/api/admin/imports', {
        as: staff.teacher,
        body: { ...upload('moodle-awkward.xml'), confirm: true },
      });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ created: 7, updated: 0 });
      expect(await bankCount()).toBe((before ?? 0) + 7);
      const [lens] = await h.database.db
        .select()
        .from(bankQuestions)
        .where(eq(bankQuestions.key, 'PHY-OPT-001'));
      expect(lens?.instituteId).toEqual(expect.any(Number));
      const audits = await h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.staffId, staff.teacher.id), eq(auditLog.action, 'import')));
      expect(audits.map((a) => a.after)).toEqual([
        {
          file: 'moodle-awkward.xml',
          format: 'moodle-xml',
          imported: { single: 2, multiple: 2, 'true-false': 1, numerical: 1, 'short-answer': 1 },
          skipped: 4,
        },
      ]);
    });

    it("a preview names the questions a file updates, and refuses keys of another institute's questions", async () => {
      const [lens] = await h.database.db
        .select()
        .from(bankQuestions)
        .where(eq(bankQuestions.key, 'PHY-OPT-001'));
      const again = await adminCall(h, 'POST', '/v2/api/admin/imports/preview', {
        as: staff.teacher,
        body: upload('moodle-awkward.xml'),
      });
      expect(again.body.response.report.items[0]).toMatchObject({
        key: 'PHY-OPT-001',
        updates: lens?.id,
      });
      expect(again.body.response.report.items[1].updates).toBeNull();
      const other = await adminCall(h, 'POST', '/v2/api/admin/imports/preview', {
        as: staff.otherInstitute,
        body: upload('moodle-awkward.xml'),
      });
      expect(other.body.response.report.errors).toEqual([
        {
          place: 'question 1 (Lens & image)',
          message: expect.stringContaining('key "PHY-OPT-001" is a question of the organisation'),
        },
        {
          place: 'question 6 (Pi)',
          message: expect.stringContaining('key "MATH-PI" is a question of the organisation'),
        },
      ]);
    });

    it('refuses a file with errors (400) and writes nothing', async () => {
      const before = await bankCount();
      const res = await adminCall(h, 'POST', '/v2/api/admin/imports', {
        as: staff.teacher,
        body: { ...upload('template-broken.csv'), confirm: true },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        /^Nothing was imported: the file has 5 error\(s\), the first at row 2: type/,
      );
      expect(await bankCount()).toBe(before);
    });

    it('imports the good questions of a GIFT file and reports each broken one as skipped', async () => {
      const res = await adminCall(h, 'POST', '/v2/api/admin/imports', {
        as: staff.teacher,
        body: { ...upload('gift-broken.gift'), confirm: true },
      });
      expect(res.status).toBe(200);
      expect(res.body.response.report.skipped.map((s: { place: string }) => s.place)).toEqual([
        'line 1 (Unclosed)',
        'line 3 (Bad number)',
        'line 7 (No right answer)',
      ]);
    });

    it('refuses a corrupt archive (400): the file cannot be read', async () => {
      const res = await adminCall(h, 'POST', '/v2/api/admin/imports', {
        as: staff.teacher,
        body: { ...upload('corpus/tao/InvalidArchive.zip'), confirm: true },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/the first at file: is not a readable zip package/);
    });

    it('needs confirm: true', async () => {
      const res = await adminCall(h, 'POST', '/v2/api/admin/imports', {
        as: staff.teacher,
        body: upload('aiken-awkward.txt'),
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[0].field).toBe('body.confirm');
    });
  });

  describe('GET /v2/api/admin/imports/templates/:format', () => {
    it('downloads the CSV and XLSX templates, which import as their three examples', async () => {
      for (const format of ['csv', 'xlsx']) {
        const res = await adminCall(h, 'GET', `/v2/api/admin/imports/templates/${format}`, {
          as: staff.teacher,
        });
        expect(res.status).toBe(200);
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="question-template.${format}"`,
        );
        const { report } = await parseQuestionFile(`t.${format}`, res.raw.rawPayload);
        expect(report.imported).toEqual({ single: 1, numerical: 1, 'short-answer': 1 });
      }
      const bad = await adminCall(h, 'GET', '/v2/api/admin/imports/templates/pdf', {
        as: staff.teacher,
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('GET /v2/api/admin/exports', () => {
    it('exports the bank as a QTI 3.0 package that another organisation imports as the same questions', async () => {
      await adminCall(h, 'POST', '/v2/api/admin/imports', {
        as: staff.orgAdmin,
        body: { ...upload('gift-awkward.gift'), confirm: true },
      });
      const res = await adminCall(h, 'GET', '/v2/api/admin/exports/bank?format=qti3', {
        as: staff.orgAdmin,
      });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="question-bank-qti3.zip"',
      );
      const zip = res.raw.rawPayload;
      const names = Object.keys(unzipSync(zip));
      expect(names).toContain('imsmanifest.xml');
      expect(names.filter((n) => n.startsWith('media/'))).toHaveLength(1);

      const imported = await adminCall(h, 'POST', '/v2/api/admin/imports', {
        as: staff.otherOrgAdmin,
        body: { ...upload('bank.zip', zip), confirm: true },
      });
      expect(imported.status).toBe(200);
      expect(imported.body.response.created).toBe(
        names.filter((n) => n.startsWith('items/')).length,
      );
      const list = async (as: StaffSession) =>
        (await adminCall(h, 'GET', '/v2/api/admin/exports/bank?format=moodle-xml', { as })).raw
          .payload;
      // Same questions, same images (the Moodle export names images by their hash).
      expect(await list(staff.otherOrgAdmin)).toBe(await list(staff.orgAdmin));
    });

    it("a teacher's export holds only what the teacher reads; ids narrow it", async () => {
      const mine = await adminCall(h, 'GET', '/v2/api/admin/exports/bank?format=moodle-xml', {
        as: staff.otherInstitute,
      });
      expect(mine.status).toBe(200);
      expect(mine.raw.payload).not.toContain('PHY-OPT-001');
      const [lens] = await h.database.db
        .select()
        .from(bankQuestions)
        .where(eq(bankQuestions.key, 'PHY-OPT-001'));
      const one = await adminCall(
        h,
        'GET',
        `/v2/api/admin/exports/bank?format=moodle-xml&ids=${lens?.id}`,
        {
          as: staff.teacher,
        },
      );
      expect(one.raw.payload.match(/<question /g)).toHaveLength(1);
      const bad = await adminCall(
        h,
        'GET',
        '/v2/api/admin/exports/bank?format=moodle-xml&ids=1,x',
        {
          as: staff.teacher,
        },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors[0].field).toMatch(/^querystring\.ids/);
    });

    it('exports a set as Moodle XML with its answer keys; 404 for a set of another organisation', async () => {
      const [set] = await h.database.db
        .select({ id: questionSets.id })
        .from(questionSets)
        .innerJoin(organisations, eq(organisations.id, questionSets.orgId))
        .where(and(eq(questionSets.key, 'cgl-mock-1'), eq(organisations.orgToken, 'test-org')));
      const res = await adminCall(
        h,
        'GET',
        `/v2/api/admin/exports/sets/${set?.id}?format=moodle-xml`,
        { as: staff.orgAdmin },
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="set-cgl-mock-1-moodle.xml"',
      );
      const { report } = await parseQuestionFile(
        'set.xml',
        new TextEncoder().encode(res.raw.payload),
      );
      expect(report.errors).toEqual([]);
      expect(report.items).toHaveLength(3);
      expect(report.items.every((i) => i.body.options.filter((o) => o.correct).length === 1)).toBe(
        true,
      );
      const foreign = await adminCall(
        h,
        'GET',
        `/v2/api/admin/exports/sets/${set?.id}?format=qti3`,
        {
          as: staff.otherOrgAdmin,
        },
      );
      expect(foreign.status).toBe(404);
    });
  });
});
