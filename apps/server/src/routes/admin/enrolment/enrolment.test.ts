import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ENROLMENT_COLUMNS } from '@exam/contracts/admin/enrolment';
import { institutes, organisations, students } from '../../../db/schema.ts';
import {
  DEMO_INSTITUTE_TOKEN,
  DEMO_ORG_TOKEN,
  ensureCentre,
  ensurePlace,
  seedDemoStudents,
} from '../../../db/seed-students.ts';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { studentCall } from '../../../../test/students.ts';
import { LOGO_PNG, withSlugAndLogo } from '../../../../test/logos.ts';
import { letterheadRows, openWorkbook } from '../../../../test/workbooks.ts';
import { adminCall, staffLogin, twoInstituteFixture, type StaffSession } from '../test-helpers.ts';

const PREVIEW = '/v2/api/admin/enrolment/preview';
const IMPORT = '/v2/api/admin/enrolment';
const TEMPLATE = '/v2/api/admin/enrolment/templates';

type Row = (string | number)[];
/** The columns of the one-time passwords file, CSV and XLSX alike. */
const PASSWORD_COLUMNS = ['name', 'username', 'roll_number', 'class', 'section', 'password'];
const HEADER = [...ENROLMENT_COLUMNS];

const csvOf = (rows: Row[]) =>
  Buffer.from(
    [HEADER, ...rows]
      .map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(','))
      .join('\n'),
  ).toString('base64');

async function xlsxOf(rows: Row[]) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Students').addRows([HEADER, ...rows]);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

let serial = 0;
/** A good row: unique mobile number and roll number. */
const good = (
  name = 'Asha Verma',
  overrides: Partial<Record<string, string | number>> = {},
): Row => {
  serial += 1;
  const row: Record<string, string | number> = {
    name,
    father_name: 'Ramesh',
    mother_name: 'Sunita',
    mobile_or_email: `9${String(100_000_000 + serial * 7919 + Math.floor(Math.random() * 1000)).slice(-9)}`,
    roll_number: `E${Date.now() % 1e6}-${serial}`,
    class: 10,
    section: 'A',
    centre_code: 'C-01',
    ...overrides,
  };
  return HEADER.map((column) => row[column] ?? '');
};

describeEachDatabase('bulk enrolment', (h) => {
  let teacher: StaffSession;
  let orgAdmin: StaffSession;
  let instituteB: number;

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture());
    teacher = await staffLogin(h, 'teacher');
    orgAdmin = await staffLogin(h, 'org-admin');
    const place = await ensurePlace(h.database.db, {
      state: { name: 'Bihar', nameHi: 'बिहार' },
      district: { name: 'Patna', nameHi: 'पटना' },
      block: { name: 'Danapur', nameHi: 'दानापुर' },
    });
    const [org] = await h.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.orgToken, 'test-org'));
    await ensureCentre(h.database.db, {
      orgId: org?.id ?? 0,
      key: 'C-01',
      name: 'Centre one',
      ...place,
    });
    const [b] = await h.database.db
      .select({ id: institutes.id })
      .from(institutes)
      .where(eq(institutes.instituteToken, 'test-institute-b'));
    instituteB = b?.id ?? 0;
  });

  const studentCount = async () =>
    (await h.database.db.select({ n: count() }).from(students))[0]?.n ?? 0;

  describe('GET /v2/api/admin/enrolment/templates/:format', () => {
    it('gives the CSV template with a BOM and the columns', async () => {
      const res = await adminCall(h, 'GET', `${TEMPLATE}/csv`, { as: teacher });
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('students-template.csv');
      expect(res.raw.body.startsWith('\uFEFFname,father_name,mother_name,mobile_or_email')).toBe(
        true,
      );
      expect(res.raw.body).toContain('राहुल कुमार');
    });

    it('gives the XLSX template that reads back through the preview', async () => {
      const res = await adminCall(h, 'GET', `${TEMPLATE}/xlsx`, { as: teacher });
      expect(res.status).toBe(200);
      const preview = await adminCall(h, 'POST', PREVIEW, {
        as: teacher,
        body: {
          fileName: 'students-template.xlsx',
          dataBase64: res.raw.rawPayload.toString('base64'),
        },
      });
      expect(preview.status).toBe(200);
      expect(preview.body.response).toMatchObject({ rows: 2, valid: 2, problems: [] });
      expect(preview.body.response.sample[1]).toMatchObject({
        name: 'राहुल कुमार',
        studentClass: 10,
      });
    });

    it("previews clean in the demo institute: its examples are none of the demo's students", async () => {
      await seedDemoStudents(h.database.db);
      const demoTeacher = await staffLogin(h, 'teacher', {
        orgToken: DEMO_ORG_TOKEN,
        instituteToken: DEMO_INSTITUTE_TOKEN,
      });
      const template = await adminCall(h, 'GET', `${TEMPLATE}/csv`, { as: demoTeacher });
      const preview = await adminCall(h, 'POST', PREVIEW, {
        as: demoTeacher,
        body: {
          fileName: 'students-template.csv',
          dataBase64: template.raw.rawPayload.toString('base64'),
        },
      });
      expect(preview.body.response).toMatchObject({ rows: 2, valid: 2, problems: [] });
    });
  });

  describe('POST /v2/api/admin/enrolment/preview', () => {
    it('names every bad row and duplicate, and writes nothing', async () => {
      const existing = good('Already Here');
      const firstImport = await adminCall(h, 'POST', IMPORT, {
        as: teacher,
        body: { fileName: 'one.csv', dataBase64: csvOf([existing]), confirm: true },
      });
      expect(firstImport.status).toBe(200);
      const twin = good('Twin');
      const rows: Row[] = [
        good('Fine'),
        good('Bad mobile', { mobile_or_email: '12345' }),
        good('Bad class', { class: 13 }),
        good('Bad centre', { centre_code: 'NOPE' }),
        good('', {}),
        twin,
        [...twin.slice(0, 4), 'other-roll', ...twin.slice(5)],
        good('Existing', { mobile_or_email: String(existing[3]) }),
      ];
      const before = await studentCount();
      const res = await adminCall(h, 'POST', PREVIEW, {
        as: teacher,
        body: { fileName: 'class-10.xlsx', dataBase64: await xlsxOf(rows) },
      });
      expect(res.status).toBe(200);
      const report = res.body.response;
      expect(report).toMatchObject({ rows: 8, valid: 2 });
      const named = report.problems.map(
        (p: { row: number; column: string; kind: string }) => `${p.row}:${p.column}:${p.kind}`,
      );
      expect(named).toEqual([
        '3:mobile_or_email:error',
        '4:class:error',
        '5:centre_code:error',
        '6:name:error',
        '8:mobile_or_email:duplicate',
        '9:mobile_or_email:duplicate',
      ]);
      expect(report.problems[4].message).toContain('also in row 7');
      expect(report.problems[5].message).toContain('Already Here');
      // Each by a code and its params, for the console to word in the reader's language.
      expect(
        report.problems.map((p: { code: string; params: unknown }) => [p.code, p.params]),
      ).toEqual([
        ['bad-username', { value: '12345' }],
        ['bad-class', { value: '13' }],
        ['unknown-centre', { value: 'NOPE' }],
        ['required', {}],
        ['repeated-in-file', { value: String(twin[3]), row: 7 }],
        ['username-taken', { value: String(existing[3]), name: 'Already Here' }],
      ]);
      expect(await studentCount()).toBe(before);
    });

    it('explains an unreadable file and missing columns', async () => {
      const notXlsx = await adminCall(h, 'POST', PREVIEW, {
        as: teacher,
        body: { fileName: 'roster.xlsx', dataBase64: Buffer.from('hello').toString('base64') },
      });
      expect(notXlsx.body.response.problems[0]).toMatchObject({ row: 0, column: 'file' });
      const noColumns = await adminCall(h, 'POST', PREVIEW, {
        as: teacher,
        body: {
          fileName: 'roster.csv',
          dataBase64: Buffer.from('name,colour\nA,red').toString('base64'),
        },
      });
      expect(noColumns.body.response.problems[0]).toMatchObject({
        code: 'unknown-columns',
        params: { columns: 'colour' },
      });
      expect(noColumns.body.response.problems[0].message).toContain('colour');
      expect(notXlsx.body.response.problems[0].code).toBe('unreadable-xlsx');
    });
  });

  describe('POST /v2/api/admin/enrolment', () => {
    it('refuses a file with problems and writes nothing', async () => {
      const before = await studentCount();
      const res = await adminCall(h, 'POST', IMPORT, {
        as: teacher,
        body: {
          fileName: 'bad.csv',
          dataBase64: csvOf([good('Fine'), good('Bad', { class: 'ten' })]),
          confirm: true,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('row 3, class');
      expect(await studentCount()).toBe(before);
    });

    it('enrols every row once, hands the passwords back as CSV, stores only hashes', async () => {
      const rows = [
        good('छात्र एक'),
        good('Student Two', { mobile_or_email: `two.${serial}@school.test` }),
      ];
      // The institute has a slug and no logo of its own: its organisation's PNG logo heads the file.
      const undo = await withSlugAndLogo(h, 'test-institute', 'main', {
        on: 'organisation',
        mimeType: 'image/png',
        bytes: LOGO_PNG,
      });
      const res = await adminCall(h, 'POST', IMPORT, {
        as: teacher,
        body: { fileName: 'class.xlsx', dataBase64: await xlsxOf(rows), confirm: true },
      }).finally(undo);
      expect(res.status).toBe(200);
      expect(res.body.response.created).toBe(2);
      expect(res.body.response.passwordsFileNames).toEqual({
        csv: 'main-passwords.csv',
        xlsx: 'main-passwords.xlsx',
      });
      const book = await openWorkbook(
        Buffer.from(res.body.response.passwordsXlsxBase64 as string, 'base64'),
      );
      expect(book.images).toBe(1);
      expect(letterheadRows(book.values, 5)).toEqual([
        null,
        'Main institute',
        'One-time passwords',
        expect.stringMatching(/^Made on .+ IST$/),
        null,
      ]);
      expect(book.values(6)).toEqual(PASSWORD_COLUMNS);
      expect([book.frozenUnder, book.autoFilter]).toEqual([6, 'A6:F6']);
      expect(book.values(7)[0]).toBe('छात्र एक');
      const csv = res.body.response.passwordsCsv as string;
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const records = parse(csv.slice(1), { columns: true }) as Record<string, string>[];
      expect(Object.keys(records[0] ?? {})).toEqual(PASSWORD_COLUMNS);
      expect(records.map((r) => [r.name, r.class, r.section])).toEqual([
        ['छात्र एक', '10', 'A'],
        ['Student Two', '10', 'A'],
      ]);
      const [first] = records;
      const stored = await h.database.db
        .select({ hash: students.passwordHash, must: students.mustChangePassword })
        .from(students)
        .where(eq(students.username, first?.username ?? ''));
      expect(stored[0]?.hash.startsWith('scrypt$')).toBe(true);
      expect(stored[0]?.hash).not.toContain(first?.password ?? '?');
      expect(stored[0]?.must).toBe(true);
      const login = await studentCall(h, 'POST', '/v2/api/cbt/student/authenticate', {
        body: { username: first?.username, password: first?.password },
      });
      expect(login.status).toBe(200);
      expect(login.body.mustChangePassword).toBe(true);
      expect(login.body.response).toMatchObject({ studentClass: 10, studentSection: 'A' });
      const again = await adminCall(h, 'POST', IMPORT, {
        as: teacher,
        body: { fileName: 'class.xlsx', dataBase64: await xlsxOf(rows), confirm: true },
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toContain('already');
    });

    it('enrols admit-card passwords the candidates keep: nobody is held at the change screen', async () => {
      const body = {
        fileName: 'centre.csv',
        dataBase64: csvOf([good('Kiran Rao')]),
        confirm: true,
      };
      const wrong = await adminCall(h, 'POST', IMPORT, {
        as: teacher,
        body: { ...body, passwords: 'printed' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors[0]).toMatchObject({
        field: 'body.passwords',
        message: 'must be one-time or admit-card',
      });

      const res = await adminCall(h, 'POST', IMPORT, {
        as: teacher,
        body: { ...body, passwords: 'admit-card' },
      });
      expect(res.status).toBe(200);
      const book = await openWorkbook(
        Buffer.from(res.body.response.passwordsXlsxBase64 as string, 'base64'),
      );
      expect(letterheadRows(book.values, 5)).toContain('Admit-card passwords');
      const [record] = parse((res.body.response.passwordsCsv as string).slice(1), {
        columns: true,
      }) as Record<string, string>[];
      const login = await studentCall(h, 'POST', '/v2/api/cbt/student/authenticate', {
        body: { username: record?.username, password: record?.password },
      });
      expect(login.status).toBe(200);
      expect(login.body.mustChangePassword).toBe(false);
      const history = await studentCall(
        h,
        'POST',
        '/v2/api/cbt/student/get/all/response/by/studentId/0',
        {
          token: login.body.token as string,
        },
      );
      expect(history.status).toBe(200);
    });

    it('keeps a teacher to their own institute and asks an org-admin for one', async () => {
      const body = { fileName: 'a.csv', dataBase64: csvOf([good()]), confirm: true };
      const foreign = await adminCall(h, 'POST', IMPORT, {
        as: teacher,
        body: { ...body, instituteId: instituteB },
      });
      expect(foreign.status).toBe(403);
      const unnamed = await adminCall(h, 'POST', IMPORT, { as: orgAdmin, body });
      expect(unnamed.status).toBe(400);
      expect(unnamed.body.fieldErrors[0].field).toBe('body.instituteId');
      const named = await adminCall(h, 'POST', IMPORT, {
        as: orgAdmin,
        body: { ...body, instituteId: instituteB },
      });
      expect(named.status).toBe(200);
    });

    it('times a 10,000-row preview and a 20-row import (printed, not asserted)', async () => {
      const many = Array.from({ length: 10_000 }, (_, i) =>
        good(`Student ${i}`, {
          mobile_or_email: `bulk${i}.${serial}@school.test`,
          roll_number: `B${serial}-${i}`,
        }),
      );
      const dataBase64 = csvOf(many);
      let started = performance.now();
      const preview = await adminCall(h, 'POST', PREVIEW, {
        as: teacher,
        body: { fileName: 'district.csv', dataBase64 },
      });
      const previewMs = performance.now() - started;
      expect(preview.body.response).toMatchObject({ rows: 10_000, valid: 10_000 });
      started = performance.now();
      const imported = await adminCall(h, 'POST', IMPORT, {
        as: teacher,
        body: { fileName: 'part.csv', dataBase64: csvOf(many.slice(0, 20)), confirm: true },
      });
      const importMs = performance.now() - started;
      expect(imported.body.response.created).toBe(20);
      console.log(
        `[enrolment ${h.database.kind}] preview of 10,000 rows ${Math.round(previewMs)} ms; ` +
          `import of 20 rows ${Math.round(importMs)} ms; npm run bench times the full 10,000`,
      );
    }, 120_000);
  });
});
