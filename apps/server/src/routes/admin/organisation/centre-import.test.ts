import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CENTRE_COLUMNS } from '@exam/contracts/admin/org-setup/centre-import';
import { auditLog } from '../../../db/schema.ts';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../../test/staff.ts';
import { registerAndLogin } from '../../../../test/students.ts';
import { adminCall, staffLogin } from '../test-helpers.ts';

const API = '/v2/api/admin/centres';
const PREVIEW = `${API}/import/preview`;
const IMPORT = `${API}/import`;

type Row = string[];
const HEADER = [...CENTRE_COLUMNS];

const csvOf = (rows: Row[], header: Row = HEADER) =>
  Buffer.from(
    [header, ...rows].map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n'),
  ).toString('base64');

/** As a spreadsheet program saves it: a named sheet, a bold header, a number typed as a number. */
async function xlsxOf(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Microsoft Excel';
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRows([HEADER, ...rows]);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

describeEachDatabase('centres import', (h) => {
  const staff = withStaffOfTwoInstitutes(h, 'institute-admin');

  const upload = (fileName: string, dataBase64: string, extra: Record<string, unknown> = {}) => ({
    fileName,
    dataBase64,
    ...extra,
  });

  it('refuses without a token (401), a student and every role but org-admin (403)', async () => {
    const student = await registerAndLogin(h);
    const invigilator = await staffLogin(h, 'invigilator');
    const body = upload('c.csv', csvOf([['Bihar', 'Gaya', '', 'G-1', 'Gaya school']]));
    for (const [method, url] of [
      ['GET', `${API}/templates/csv`],
      ['POST', PREVIEW],
      ['POST', IMPORT],
    ] as const) {
      const call = (who: object) =>
        adminCall(h, method, url, {
          ...who,
          body: method === 'POST' ? { ...body, confirm: true } : undefined,
        });
      expect((await call({})).status, url).toBe(401);
      expect((await call({ token: student.token })).status, url).toBe(403);
      for (const as of [staff.teacher, staff.otherInstitute, invigilator])
        expect((await call({ as })).status, `${url} ${as.email}`).toBe(403);
    }
  });

  it('gives CSV and XLSX templates whose example previews as one centre to create', async () => {
    const csv = await adminCall(h, 'GET', `${API}/templates/csv`, { as: staff.orgAdmin });
    expect(csv.status).toBe(200);
    expect(csv.raw.body).toContain('state,district,block,centre_code,centre_name');
    for (const format of ['csv', 'xlsx']) {
      const file = await adminCall(h, 'GET', `${API}/templates/${format}`, { as: staff.orgAdmin });
      const preview = await adminCall(h, 'POST', PREVIEW, {
        as: staff.orgAdmin,
        body: upload(`centres-template.${format}`, file.raw.rawPayload.toString('base64')),
      });
      expect(preview.body.response).toMatchObject({
        rows: 1,
        existing: [],
        problems: [],
        toCreate: [{ row: 2, key: 'EX-GAYA-01', blockName: 'Bodh Gaya' }],
      });
    }
  });

  it('previews without writing, then imports in one go; existing codes are skipped; audited', async () => {
    await adminCall(h, 'POST', API, {
      as: staff.orgAdmin,
      body: { stateName: 'Bihar', districtName: 'Nalanda', name: 'Old name', key: 'NAL-01' },
    });
    const rows = [
      ['Bihar', 'Nalanda', 'Rajgir', 'NAL-01', 'New name'],
      ['bihar', 'nalanda', 'Rajgir', 'NAL-02', 'Rajgir school'],
      ['Bihar', 'Nalanda', '', 'NAL-03', 'Nalanda school'],
    ];
    const body = upload('nalanda.csv', csvOf(rows));
    const preview = await adminCall(h, 'POST', PREVIEW, { as: staff.orgAdmin, body });
    expect(preview.status).toBe(200);
    expect(preview.body.response.toCreate.map((r: { key: string }) => r.key)).toEqual([
      'NAL-02',
      'NAL-03',
    ]);
    expect(preview.body.response.existing).toMatchObject([{ row: 2, key: 'NAL-01' }]);
    const before = await adminCall(h, 'GET', API, { as: staff.orgAdmin });
    expect(before.body.response.map((c: { key: string }) => c.key)).not.toContain('NAL-02');

    const unconfirmed = await adminCall(h, 'POST', IMPORT, { as: staff.orgAdmin, body });
    expect(unconfirmed.status).toBe(400);
    const done = await adminCall(h, 'POST', IMPORT, {
      as: staff.orgAdmin,
      body: { ...body, confirm: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.response).toEqual({ created: 2, skipped: 1 });
    const after = await adminCall(h, 'GET', API, { as: staff.orgAdmin });
    const byKey = new Map(after.body.response.map((c: { key: string }) => [c.key, c]));
    expect(byKey.get('NAL-01')).toMatchObject({ name: 'Old name', blockName: null });
    expect(byKey.get('NAL-02')).toMatchObject({ districtName: 'Nalanda', blockName: 'Rajgir' });
    const districtIds = new Set(
      ['NAL-01', 'NAL-02', 'NAL-03'].map(
        (k) => (byKey.get(k) as { districtId: number }).districtId,
      ),
    );
    expect(districtIds.size).toBe(1);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'centre'), eq(auditLog.staffId, staff.orgAdmin.id)));
    expect(audits.map((a) => (a.after as { key: string }).key)).toEqual(
      expect.arrayContaining(['NAL-02', 'NAL-03']),
    );
  });

  it('names every bad cell and repeated code by row and column, and imports nothing', async () => {
    const rows = [
      ['', 'Gaya', '', 'GAY-01', 'Gaya school'],
      ['Bihar', 'Gaya', '', 'GAY 02', ''],
      ['Bihar', 'Gaya', '', 'GAY-03', 'x'.repeat(201)],
      ['Bihar', 'Gaya', '', 'GAY-04', 'Four'],
      ['Bihar', 'Gaya', '', 'GAY-04', 'Four again'],
    ];
    const body = upload('gaya.csv', csvOf(rows));
    const preview = await adminCall(h, 'POST', PREVIEW, { as: staff.orgAdmin, body });
    expect(
      preview.body.response.problems.map(
        (p: { row: number; column: string; code: string }) => `${p.row} ${p.column} ${p.code}`,
      ),
    ).toEqual([
      '2 state required',
      '3 centre_code bad-code',
      '3 centre_name required',
      '4 centre_name too-long',
      '6 centre_code repeated-in-file',
    ]);
    expect(preview.body.response.problems[4].message).toBe('GAY-04 is also in row 5');
    const refused = await adminCall(h, 'POST', IMPORT, {
      as: staff.orgAdmin,
      body: { ...body, confirm: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message ?? JSON.stringify(refused.body)).toContain('row 2, state');
    const listed = await adminCall(h, 'GET', API, { as: staff.orgAdmin });
    expect(listed.body.response.map((c: { key: string }) => c.key)).not.toContain('GAY-04');
  });

  it('refuses a file that is not a table, lacks columns, is empty or too long', async () => {
    const problemOf = async (fileName: string, dataBase64: string) =>
      (
        await adminCall(h, 'POST', PREVIEW, {
          as: staff.orgAdmin,
          body: upload(fileName, dataBase64),
        })
      ).body.response.problems[0].code;
    expect(await problemOf('c.txt', csvOf([]))).toBe('not-csv-or-xlsx');
    expect(await problemOf('c.xlsx', Buffer.from('hello').toString('base64'))).toBe(
      'unreadable-xlsx',
    );
    expect(await problemOf('c.csv', csvOf([], ['state', 'district']))).toBe('missing-columns');
    expect(await problemOf('c.csv', csvOf([]))).toBe('no-rows');
    const many = Array.from({ length: 5001 }, (_, i) => ['S', 'D', '', `K-${i}`, 'N']);
    expect(await problemOf('c.csv', csvOf(many))).toBe('too-many-rows');
    const bad = await adminCall(h, 'POST', PREVIEW, {
      as: staff.orgAdmin,
      body: { fileName: 'c.csv', dataBase64: 'not base64!' },
    });
    expect(bad.status).toBe(400);
  });

  it("reads an XLSX as a spreadsheet program writes it; another organisation's centres are untouched", async () => {
    await adminCall(h, 'POST', API, {
      as: staff.otherOrgAdmin,
      body: { stateName: 'Bihar', districtName: 'Siwan', name: 'Theirs', key: 'SIW-01' },
    });
    const body = upload(
      'siwan.xlsx',
      await xlsxOf([
        ['Bihar', 'Siwan', 'Maharajganj', 'SIW-01', 'Ours'],
        ['Bihar', 'Siwan', '', 1234, 'Numbered'],
      ]),
    );
    const preview = await adminCall(h, 'POST', PREVIEW, { as: staff.orgAdmin, body });
    expect(preview.body.response.problems).toEqual([]);
    expect(preview.body.response.toCreate.map((r: { key: string }) => r.key)).toEqual([
      'SIW-01',
      '1234',
    ]);
    const done = await adminCall(h, 'POST', IMPORT, {
      as: staff.orgAdmin,
      body: { ...body, confirm: true },
    });
    expect(done.body.response).toEqual({ created: 2, skipped: 0 });
    const theirs = await adminCall(h, 'GET', API, { as: staff.otherOrgAdmin });
    expect(theirs.body.response).toMatchObject([
      { key: 'SIW-01', name: 'Theirs', blockName: null },
    ]);
  });
});
