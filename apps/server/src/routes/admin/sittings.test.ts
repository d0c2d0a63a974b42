import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERCENTILE_FORMULA } from '@exam/core/percentile';
import type { TSchedule } from '@exam/contracts/admin/schedule-entities';
import type { TSitting, TSittingMerit } from '@exam/contracts/admin/sittings';
import { examSchedules, students } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../test/staff.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { fetchPaper, setIdOf, sitPaper } from '../../../test/attempts.ts';
import { RESULT, RESULT_PDF } from '../../../test/student-paths.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { adminCall, SCHEDULES } from './test-helpers.ts';
import { letterheadRows, openWorkbook } from '../../../test/workbooks.ts';
import { HOUR, iso } from '../../../test/times.ts';

const SITTINGS = '/v2/api/admin/sittings';
const MERIT = `${SITTINGS}/merit`;
const SITTING = 'Board Mathematics 2026';
const meritOf = (sitting: string) => `${MERIT}?sitting=${encodeURIComponent(sitting)}`;

// The CGL mock of the fixture: q1 keyed 2 and q2 keyed 3 (Reasoning, 2 marks each), q3 keyed 1
// (Maths, 2 marks); a wrong answer costs a quarter (−0.5).
describeEachDatabase('sittings: the shifts of one exam and their merit list', (h) => {
  const staff = withStaffOfTwoInstitutes(h);
  let shifts: TSchedule[];
  const names: Record<number, string> = {};
  const sitters: Record<string, LoggedIn> = {};
  let setIdOfSitting = 0;

  const candidate = async (section: string, name: string): Promise<LoggedIn> => {
    const who = await registerAndLogin(h);
    await h.database.db
      .update(students)
      .set({ studentClass: 9, studentSection: section, name })
      .where(eq(students.id, who.student.studentId));
    names[who.student.studentId] = name;
    return who;
  };

  beforeAll(async () => {
    const setId = await setIdOf(h, 'cgl-mock-1');
    setIdOfSitting = setId;
    const shiftFor = async (section: string) => {
      const res = await adminCall(h, 'POST', SCHEDULES, {
        as: staff.teacher,
        body: {
          setId,
          opensAt: iso(-HOUR),
          closesAt: iso(HOUR),
          sitting: `  ${SITTING} `,
          audience: { kind: 'classes', classes: [{ studentClass: 9, sections: [section] }] },
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.response as TSchedule;
    };
    shifts = [await shiftFor('A'), await shiftFor('B')];
    const sits = async (section: string, name: string, answers: number[]) => {
      const who = await candidate(section, name);
      sitters[name] = who;
      await sitPaper(h, who, await fetchPaper(h, who, setId), answers);
    };
    // Shift 1 (section A): 6, 2 and −0.5. Shift 2 (section B): 4 and 0.
    await sits('A', 'Asha', [2, 3, 1]);
    await sits('A', 'Bilal', [2, 0, 0]);
    await sits('A', 'Chitra', [1, 0, 0]);
    await sits('B', 'Dev', [2, 3, 0]);
    await sits('B', 'Esha', [0, 0, 0]);
  });

  it('keeps the sitting name with each window, trimmed', () => {
    expect(shifts.map((s) => s.sitting)).toEqual([SITTING, SITTING]);
  });

  it('lists the sitting with its shifts and candidates', async () => {
    const res = await adminCall(h, 'GET', SITTINGS, { as: staff.orgAdmin });
    expect(res.status).toBe(200);
    expect(res.body.response as TSitting[]).toEqual([
      expect.objectContaining({ name: SITTING, shifts: 2, candidates: 5 }),
    ]);
  });

  it("ranks by NTA's percentile within each shift, overall and per subject", async () => {
    const res = await adminCall(h, 'GET', meritOf(SITTING), { as: staff.teacher });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const merit = res.body.response as TSittingMerit;
    expect(merit.subjects).toEqual(['Reasoning', 'Maths']);
    expect(merit.shifts.map((s) => [s.scheduleId, s.candidates, s.topRaw])).toEqual([
      [shifts[0]?.id, 3, 6],
      [shifts[1]?.id, 2, 4],
    ]);
    expect(
      merit.items.map((r) => [names[r.studentId], r.rank, r.raw, r.percentile, r.shiftRank]),
    ).toEqual([
      ['Asha', 1, 6, 100, 1],
      ['Dev', 1, 4, 100, 1],
      ['Bilal', 3, 2, 66.6666667, 2],
      ['Esha', 4, 0, 50, 2],
      ['Chitra', 5, -0.5, 33.3333333, 3],
    ]);
    // Bilal's Reasoning (+2) is the middle of shift 1's 4, 2, −0.5; his Maths 0 ties Chitra's.
    expect(merit.items[2]?.subjects).toEqual([
      { name: 'Reasoning', raw: 2, percentile: 66.6666667 },
      { name: 'Maths', raw: 0, percentile: 66.6666667 },
    ]);
    expect(merit.items[0]).toMatchObject({ studentName: 'Asha', scheduleId: shifts[0]?.id });
  });

  it('pages the list', async () => {
    const res = await adminCall(h, 'GET', `${meritOf(SITTING)}&page=2&pageSize=2`, {
      as: staff.orgAdmin,
    });
    const merit = res.body.response as TSittingMerit;
    expect([merit.total, merit.page, merit.items.map((r) => names[r.studentId])]).toEqual([
      5,
      2,
      ['Bilal', 'Esha'],
    ]);
  });

  it('exports the whole merit list as CSV and XLSX under the formula, in the words of the page', async () => {
    const csv = await adminCall(h, 'GET', `${MERIT}.csv?sitting=${encodeURIComponent(SITTING)}`, {
      as: staff.teacher,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(
      'filename="main-institute-merit-Board-Mathematics-2026.csv"',
    );
    const lines = csv.raw.rawPayload.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe(`Merit list of ${SITTING}`);
    expect(lines[1]).toBe(`"${PERCENTILE_FORMULA.en}"`);
    expect(lines[2]).toMatch(/^"Shift 1: .+, .+ IST – .+ IST, 3 candidates"$/);
    expect(lines[4]).toBe(
      'Rank,Roll number (empty: none given),Candidate,Shift,Paper,Raw score,Percentile,' +
        'Reasoning raw score,Reasoning percentile,Maths raw score,Maths percentile,Rank in shift',
    );
    const rows = lines.slice(5).map((line) => line.split(','));
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[5], r[6], r.at(-1)])).toEqual([
      ['1', '', 'Asha', 'Shift 1', '6', '100.0000000', '1'],
      ['1', '', 'Dev', 'Shift 2', '4', '100.0000000', '1'],
      ['3', '', 'Bilal', 'Shift 1', '2', '66.6666667', '2'],
      ['4', '', 'Esha', 'Shift 2', '0', '50.0000000', '2'],
      ['5', '', 'Chitra', 'Shift 1', '-0.5', '33.3333333', '3'],
    ]);
    expect(rows[2]?.slice(7, 11)).toEqual(['2', '66.6666667', '0', '66.6666667']);

    const xlsx = await adminCall(h, 'GET', `${MERIT}.xlsx?sitting=${encodeURIComponent(SITTING)}`, {
      as: staff.orgAdmin,
    });
    expect(xlsx.status).toBe(200);
    // The org-admin's file is the main institute's: every window of the sitting is for it.
    expect(xlsx.headers['content-disposition']).toContain(
      'filename="main-institute-merit-Board-Mathematics-2026.xlsx"',
    );
    const { values, sheet, images, frozenUnder, autoFilter } = await openWorkbook(
      xlsx.raw.rawPayload,
    );
    expect(images).toBe(0);
    expect(letterheadRows(values, 7)).toEqual([
      'Main institute',
      `Merit list: ${SITTING}`,
      expect.stringMatching(/^Made on .+ IST$/),
      PERCENTILE_FORMULA.en,
      expect.stringMatching(/^Shift 1: /),
      expect.stringMatching(/^Shift 2: /),
      null,
    ]);
    expect(values(8).slice(0, 3)).toEqual(['Rank', 'Roll number (empty: none given)', 'Candidate']);
    expect([frozenUnder, autoFilter]).toEqual([8, 'A8:L8']);
    expect(values(9).slice(0, 7)).toEqual([
      1,
      '',
      'Asha',
      'Shift 1',
      expect.any(String),
      6,
      '100.0000000',
    ]);
    expect(sheet.rowCount).toBe(13);
  });

  it('refuses the merit export of an unknown or foreign sitting (404), no sitting (400), no token (401)', async () => {
    const url = (sitting: string) => `${MERIT}.csv?sitting=${encodeURIComponent(sitting)}`;
    expect((await adminCall(h, 'GET', url('No such sitting'), { as: staff.orgAdmin })).status).toBe(
      404,
    );
    expect((await adminCall(h, 'GET', url(SITTING), { as: staff.otherOrgAdmin })).status).toBe(404);
    expect((await adminCall(h, 'GET', `${MERIT}.xlsx`, { as: staff.orgAdmin })).status).toBe(400);
    expect((await adminCall(h, 'GET', url(SITTING))).status).toBe(401);
  });

  it("is nobody else's: another institute and another organisation see no sitting; 404 for its list", async () => {
    for (const as of [staff.otherInstitute, staff.otherOrgAdmin]) {
      expect((await adminCall(h, 'GET', SITTINGS, { as })).body.response).toEqual([]);
      expect((await adminCall(h, 'GET', meritOf(SITTING), { as })).status).toBe(404);
    }
    expect(
      (await adminCall(h, 'GET', meritOf('No such sitting'), { as: staff.orgAdmin })).status,
    ).toBe(404);
  });

  it('refuses a missing or empty sitting (400), no token (401) and a student (401)', async () => {
    expect((await adminCall(h, 'GET', MERIT, { as: staff.orgAdmin })).status).toBe(400);
    expect((await adminCall(h, 'GET', meritOf('  '), { as: staff.orgAdmin })).status).toBe(400);
    expect((await adminCall(h, 'GET', SITTINGS)).status).toBe(401);
    const student = await registerAndLogin(h);
    const asStudent = await studentCall(h, 'GET', SITTINGS, { token: student.token });
    expect([401, 403]).toContain(asStudent.status);
  });

  it('shows a student their percentile and rank on the report once every shift has ended', async () => {
    const bilal = sitters.Bilal as LoggedIn;
    const report = async () => {
      const res = await post(h, bilal, RESULT, {
        studentId: 0,
        setId: setIdOfSitting,
        attemptNo: 1,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.response.sitting;
    };
    // Shift 2 is still open: its candidates could change the list.
    expect(await report()).toEqual({
      name: SITTING,
      shifts: 2,
      candidates: 0,
      percentile: null,
      rank: null,
    });
    await h.database.db
      .update(examSchedules)
      .set({ opensAt: new Date(Date.now() - 2 * HOUR), closesAt: new Date(Date.now() - 1_000) })
      .where(eq(examSchedules.sitting, SITTING));
    expect(await report()).toEqual({
      name: SITTING,
      shifts: 2,
      candidates: 5,
      percentile: 66.6666667,
      rank: 3,
    });

    // The PDF scorecard says them too, in the report's words (pdftotext, as a reader copies it).
    const pdf = await h.app.inject({
      method: 'POST',
      url: RESULT_PDF,
      headers: { ...(bilal.tenant ?? tenantHeaders()), authorization: `Bearer ${bilal.token}` },
      payload: { setId: setIdOfSitting, attemptNo: 1, lang: 'en' },
    });
    expect(pdf.statusCode).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'sitting-pdf-')), 'scorecard.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-']).toString();
    expect(text).toContain('NTA percentile (your shift)');
    expect(text).toContain('66.6666667');
    expect(text).toContain('Rank across shifts');
    expect(text).toContain('3 of 5');
  });
});
