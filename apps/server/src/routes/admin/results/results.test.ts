import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  attempts,
  centres,
  examSchedules,
  institutes,
  organisations,
  questionSets,
  sections,
  students,
  templates,
} from '../../../db/schema.ts';
import { ensurePlace } from '../../../db/seed-students.ts';
import { describeEachDatabase, type Harness } from '../../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../../test/staff.ts';
import { fetchPaper, setIdOf, sitPaper, start, submit } from '../../../../test/attempts.ts';
import { RESULT, REVIEW } from '../../../../test/student-paths.ts';
import { registerAndLogin, studentCall, post } from '../../../../test/students.ts';
import { LOGO_PNG, withLogo } from '../../../../test/logos.ts';
import { letterheadRows, openWorkbook } from '../../../../test/workbooks.ts';
import { adminCall, staffLogin, type StaffSession, SETS } from '../test-helpers.ts';

interface Candidate {
  name: string;
  rollNo: string;
  institute: 'a' | 'b';
  studentClass: number;
  section: string;
  centre: 'jaipur' | 'ajmer';
  score: number;
  /** Reasoning and Maths scores. */
  parts: [number, number];
  accuracy: number;
  timeSec: number;
  reason?: 'time-over' | 'force-submitted';
}

// The set's total is made 20 below, so the cut-off is 6 (SPEC §9's 30%).
const CANDIDATES: Candidate[] = [
  {
    name: 'अनीता शर्मा',
    rollNo: 'A1',
    institute: 'a',
    studentClass: 10,
    section: 'A',
    centre: 'jaipur',
    score: 10,
    parts: [6, 4],
    accuracy: 80,
    timeSec: 600,
  },
  {
    name: 'Bharat',
    rollNo: 'A2',
    institute: 'a',
    studentClass: 10,
    section: 'B',
    centre: 'jaipur',
    score: 8,
    parts: [8, 0],
    accuracy: 70,
    timeSec: 900,
  },
  {
    name: 'Chitra',
    rollNo: 'A3',
    institute: 'a',
    studentClass: 9,
    section: 'A',
    centre: 'ajmer',
    score: 8,
    parts: [2, 6],
    accuracy: 90,
    timeSec: 300,
  },
  {
    name: 'Dev',
    rollNo: 'A4',
    institute: 'a',
    studentClass: 9,
    section: 'A',
    centre: 'ajmer',
    score: 1,
    parts: [1, 0],
    accuracy: 20,
    timeSec: 1200,
    reason: 'time-over',
  },
  {
    name: 'Farid',
    rollNo: 'A5',
    institute: 'a',
    studentClass: 9,
    section: 'B',
    centre: 'ajmer',
    score: 4,
    parts: [0, 4],
    accuracy: 50,
    timeSec: 800,
    reason: 'force-submitted',
  },
  {
    name: 'Esha',
    rollNo: 'B1',
    institute: 'b',
    studentClass: 10,
    section: 'A',
    centre: 'ajmer',
    score: 12,
    parts: [6, 6],
    accuracy: 100,
    timeSec: 700,
  },
];

async function seedCandidates(h: Harness) {
  const db = h.database.db;
  const setId = await setIdOf(h, 'cgl-mock-1');
  const [set] = await db.select().from(questionSets).where(eq(questionSets.id, setId));
  if (!set) throw new Error('no set');
  await db.update(templates).set({ totalMarks: 20 }).where(eq(templates.id, set.templateId));
  const [reasoning, maths] = await db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(eq(sections.templateId, set.templateId))
    .orderBy(asc(sections.sortOrder), asc(sections.id));
  if (!reasoning || !maths) throw new Error('no sections');
  const [org] = await db.select().from(organisations).where(eq(organisations.orgToken, 'test-org'));
  const instituteIds = Object.fromEntries(
    (await db.select().from(institutes)).map((i) => [i.instituteToken, i.id]),
  );
  const places = {
    jaipur: await ensurePlace(db, {
      state: { name: 'Rajasthan' },
      district: { name: 'Jaipur', nameHi: 'जयपुर' },
      block: { name: 'Sanganer', nameHi: 'सांगानेर' },
    }),
    ajmer: await ensurePlace(db, {
      state: { name: 'Rajasthan' },
      district: { name: 'Ajmer' },
      block: { name: 'Kishangarh' },
    }),
  };
  const centreIds: Record<string, number> = {};
  for (const [key, place] of Object.entries(places)) {
    const [centre] = await db
      .insert(centres)
      .values({ orgId: set.orgId, key, name: `${key} centre`, ...place })
      .returning({ id: centres.id });
    centreIds[key] = centre?.id ?? 0;
  }
  const attemptIds: Record<string, number> = {};
  for (const c of CANDIDATES) {
    const [student] = await db
      .insert(students)
      .values({
        orgId: org?.id ?? 0,
        instituteId: instituteIds[c.institute === 'a' ? 'test-institute' : 'test-institute-b'] ?? 0,
        username: `${c.rollNo}@results.test`,
        passwordHash: 'not-a-login',
        name: c.name,
        rollNo: c.rollNo,
        studentClass: c.studentClass,
        studentSection: c.section,
        centreId: centreIds[c.centre] ?? null,
      })
      .returning({ id: students.id });
    const result = (score: number) => ({
      score,
      accuracy: c.accuracy,
      totalTimeSec: c.timeSec,
      sections: [
        { id: reasoning.id, name: reasoning.name, score: c.parts[0] },
        { id: maths.id, name: maths.name, score: c.parts[1] },
      ],
      questions: [],
    });
    const base = {
      orgId: set.orgId,
      studentId: student?.id ?? 0,
      setId,
      status: 'submitted' as const,
      durationMs: 3_600_000,
      timeLeftMs: 0,
      hardEndAt: new Date(),
      submittedAt: new Date(Date.UTC(2026, 0, 1, 10, 0, c.timeSec)),
      submitReason: c.reason ?? ('submitted' as const),
    };
    const [first] = await db
      .insert(attempts)
      .values({ ...base, attemptNo: 1, score: c.score, result: result(c.score) })
      .returning({ id: attempts.id });
    attemptIds[c.rollNo] = first?.id ?? 0;
    // A second attempt never counts: the candidates are first attempts (the rank rule).
    if (c.rollNo === 'A2') {
      await db.insert(attempts).values({ ...base, attemptNo: 2, score: 19, result: result(19) });
    }
  }
  return { setId, reasoning: reasoning.id, maths: maths.id, places, centreIds, attemptIds };
}

type Seeded = Awaited<ReturnType<typeof seedCandidates>>;

describeEachDatabase('staff results of a set', (h) => {
  const staff = withStaffOfTwoInstitutes(h, 'institute-admin');
  let teacherB: StaffSession;
  let seeded: Seeded;

  beforeAll(async () => {
    teacherB = await staffLogin(h, 'teacher', { instituteToken: 'test-institute-b' });
    seeded = await seedCandidates(h);
  });

  /** Candidate A5's score written straight into the database, as a key correction would. */
  const rescoreA5 = (value: number) =>
    h.database.db
      .update(attempts)
      .set({ score: value })
      .where(eq(attempts.id, seeded.attemptIds.A5 ?? 0));

  const results = async (query = '', as = staff.teacher) => {
    const res = await adminCall(h, 'GET', `${SETS}/${seeded.setId}/results${query}`, { as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.response;
  };

  describe('GET /v2/api/admin/sets/:id/results', () => {
    it("ranks the institute's candidates as their own reports do, ties sharing a rank", async () => {
      const body = await results();
      expect(body.items.map((r: { rollNo: string; rank: number }) => [r.rollNo, r.rank])).toEqual([
        ['A1', 2],
        ['A2', 3],
        ['A3', 3],
        ['A5', 5],
        ['A4', 6],
      ]);
      const first = body.items[0];
      expect(first).toMatchObject({
        studentName: 'अनीता शर्मा',
        attemptNo: 1,
        studentClass: 10,
        section: 'A',
        centreName: 'jaipur centre',
        districtName: 'Jaipur',
        blockName: 'Sanganer',
        score: 10,
        passed: true,
        accuracy: 80,
        timeTakenSec: 600,
        submitReason: 'submitted',
        sectionScores: [
          { sectionId: seeded.reasoning, score: 6 },
          { sectionId: seeded.maths, score: 4 },
        ],
      });
      expect(body.items[3].submitReason).toBe('force-submitted');
      expect(body.items[4].submitReason).toBe('time-over');
      expect(body.sections.map((s: { id: number }) => s.id)).toEqual([
        seeded.reasoning,
        seeded.maths,
      ]);
    });

    it('gives figures of the candidates: odd count, median the middle score', async () => {
      const body = await results();
      expect(body).toMatchObject({
        totalMarks: 20,
        cutoff: 6,
        submitted: 5,
        total: 5,
        average: 6.2,
        median: 8,
        highest: 10,
        passed: 3,
        passRate: 60,
      });
      expect(body.distribution).toHaveLength(10);
      expect(body.distribution[0]).toEqual({ from: 0, to: 2, count: 1 });
      const counts = body.distribution.map((b: { count: number }) => b.count);
      expect(counts).toEqual([1, 0, 1, 0, 2, 1, 0, 0, 0, 0]);
      expect(body.options.districts.map((d: { name: string }) => d.name)).toEqual([
        'Ajmer',
        'Jaipur',
      ]);
      expect(body.options.classes).toEqual([9, 10]);
      expect(body.options.sections).toEqual(['A', 'B']);
    });

    it('filters rows and figures together: an even count takes the mean of the middle two', async () => {
      const body = await results('?studentClass=10');
      expect(body.items.map((r: { rollNo: string }) => r.rollNo)).toEqual(['A1', 'A2']);
      expect(body).toMatchObject({ submitted: 2, median: 9, average: 9, highest: 10, passed: 2 });
      const ajmer = await results(`?districtId=${seeded.places.ajmer.districtId}`);
      expect(ajmer.items.map((r: { rollNo: string }) => r.rollNo)).toEqual(['A3', 'A5', 'A4']);
      expect(ajmer).toMatchObject({ submitted: 3, median: 4, highest: 8, passed: 1 });
      expect(ajmer.passRate).toBeCloseTo(33.33, 2);
      const nine = await results(
        `?blockId=${seeded.places.ajmer.blockId}&centreId=${seeded.centreIds.ajmer}&studentClass=9&section=B`,
      );
      expect(nine.items.map((r: { rollNo: string }) => r.rollNo)).toEqual(['A5']);
      const none = await results('?scheduleId=999');
      expect(none).toMatchObject({ submitted: 0, average: null, median: null, passRate: null });
      expect(none.items).toEqual([]);
    });

    it('sorts by any column, both ways, and pages', async () => {
      const order = async (q: string) =>
        (await results(q)).items.map((r: { rollNo: string }) => r.rollNo);
      expect(await order('?sort=name')).toEqual(['A2', 'A3', 'A4', 'A5', 'A1']);
      expect(await order('?sort=accuracy&dir=desc')).toEqual(['A3', 'A1', 'A2', 'A5', 'A4']);
      expect(await order('?sort=timeTaken')).toEqual(['A3', 'A1', 'A5', 'A2', 'A4']);
      expect(await order(`?sort=section.${seeded.maths}&dir=desc`)).toEqual([
        'A3',
        'A1',
        'A5',
        'A2',
        'A4',
      ]);
      expect(await order('?sort=rollNo&dir=desc')).toEqual(['A5', 'A4', 'A3', 'A2', 'A1']);
      expect(await order('?sort=class')).toEqual(['A3', 'A4', 'A5', 'A1', 'A2']);
      expect(await order('?sort=score&pageSize=2&page=2')).toEqual(['A2', 'A3']);
    });

    it('refuses an unknown sort key or a bad filter with a 400 naming the field', async () => {
      for (const [query, field] of [
        ['?sort=password', 'sort'],
        ['?sort=rank;drop table attempts', 'sort'],
        ['?dir=sideways', 'dir'],
        ['?districtId=abc', 'districtId'],
        ['?studentClass=-1', 'studentClass'],
      ]) {
        const res = await adminCall(h, 'GET', `${SETS}/${seeded.setId}/results${query}`, {
          as: staff.teacher,
        });
        expect(res.status, query).toBe(400);
        expect(JSON.stringify(res.body), query).toContain(field);
      }
    });

    it("shows a teacher of B none of A's students, and the org-admin all", async () => {
      const b = await results('', staff.otherInstitute);
      expect(b.items.map((r: { rollNo: string; rank: number }) => [r.rollNo, r.rank])).toEqual([
        ['B1', 1],
      ]);
      expect(b.submitted).toBe(1);
      const all = await results('', staff.orgAdmin);
      expect(all.submitted).toBe(6);
      expect(all.median).toBe(8);
      expect(all.items[0].rollNo).toBe('B1');
    });

    it('shows a rescore at once, though answers are kept while nothing changes', async () => {
      const score = async () =>
        (await results('?sort=rollNo')).items.find((r: { rollNo: string }) => r.rollNo === 'A5')
          .score;
      expect(await score()).toBe(4);
      await rescoreA5(9);
      try {
        expect(await score()).toBe(9);
        // Below Esha of institute B (12) and Anita (10), above Bharat and Chitra (8).
        expect(
          (await results()).items.find((r: { rollNo: string }) => r.rollNo === 'A5').rank,
        ).toBe(3);
      } finally {
        await rescoreA5(4);
      }
      expect(await score()).toBe(4);
    });

    it('sends the table compressed to a browser, a rescore showing there at once too', async () => {
      const inBrotli = async () => {
        const res = await h.app.inject({
          method: 'GET',
          url: `${SETS}/${seeded.setId}/results?sort=rollNo`,
          headers: {
            ...staff.teacher.tenant,
            authorization: `Bearer ${staff.teacher.token}`,
            'accept-encoding': 'gzip, deflate, br',
          },
        });
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
        return body.response.items.find((r: { rollNo: string }) => r.rollNo === 'A5').score;
      };
      expect(await inBrotli()).toBe(4);
      await rescoreA5(7);
      try {
        expect(await inBrotli()).toBe(7);
      } finally {
        await rescoreA5(4);
      }
    });

    it('answers 404 to another organisation, 401 without a token and 403 to a student', async () => {
      const url = `${SETS}/${seeded.setId}/results`;
      expect((await adminCall(h, 'GET', url, { as: staff.otherOrgAdmin })).status).toBe(404);
      expect((await adminCall(h, 'GET', `${url}.csv`, { as: staff.otherOrgAdmin })).status).toBe(
        404,
      );
      expect(
        (await adminCall(h, 'GET', `${url}/by-place`, { as: staff.otherOrgAdmin })).status,
      ).toBe(404);
      expect((await adminCall(h, 'GET', url)).status).toBe(401);
      const student = await registerAndLogin(h);
      expect((await adminCall(h, 'GET', url, { token: student.token })).status).toBe(403);
    });
  });

  describe('GET /v2/api/admin/sets/:id/results.csv and .xlsx', () => {
    it('exports the filtered rows in the sort, as UTF-8 with a BOM and Hindi intact', async () => {
      const res = await adminCall(
        h,
        'GET',
        `${SETS}/${seeded.setId}/results.csv?studentClass=10&sort=score`,
        { as: staff.teacher },
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(
        'filename="main-institute-results-CGL-Mock-1.csv"',
      );
      const bytes = res.raw.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(bytes.includes(Buffer.from('अनीता शर्मा', 'utf8'))).toBe(true);
      const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toContain('Rank,Roll number (empty: none given),Name');
      expect(lines[0]).toContain('Reasoning score,Maths score');
      expect(lines[1]).toMatch(/^3,A2,Bharat,/);
      expect(lines[2]).toMatch(/^2,A1,अनीता शर्मा,/);
    });

    it("names an organisation-wide set's file, for an org-admin, by the organisation", async () => {
      const db = h.database.db;
      const ofSet = eq(questionSets.id, seeded.setId);
      const [before] = await db
        .select({ instituteId: questionSets.instituteId })
        .from(questionSets)
        .where(ofSet);
      await db.update(questionSets).set({ instituteId: null }).where(ofSet);
      try {
        const csv = await adminCall(h, 'GET', `${SETS}/${seeded.setId}/results.csv`, {
          as: staff.orgAdmin,
        });
        expect(csv.headers['content-disposition']).toContain(
          'filename="org-test-org-results-CGL-Mock-1.csv"',
        );
        const xlsx = await adminCall(h, 'GET', `${SETS}/${seeded.setId}/results.xlsx`, {
          as: staff.orgAdmin,
        });
        const { values } = await openWorkbook(xlsx.raw.rawPayload);
        expect(letterheadRows(values, 2)).toEqual(['Org test-org', 'Results: CGL Mock 1']);
        // A teacher's file of the same set lists only their institute's students: theirs.
        const teachers = await adminCall(h, 'GET', `${SETS}/${seeded.setId}/results.csv`, {
          as: staff.teacher,
        });
        expect(teachers.headers['content-disposition']).toContain('"main-institute-results-');
      } finally {
        await db
          .update(questionSets)
          .set({ instituteId: before?.instituteId ?? null })
          .where(ofSet);
      }
    });

    it('speaks as the screen: times in the zone it names, how it ended and the cut-off in words, no placeholder roll number', async () => {
      const csv = async (query: string) => {
        const res = await adminCall(h, 'GET', `${SETS}/${seeded.setId}/results.csv${query}`, {
          as: staff.teacher,
        });
        expect(res.status).toBe(200);
        const [header = '', ...rows] = res.raw.rawPayload
          .subarray(3)
          .toString('utf8')
          .trim()
          .split('\r\n');
        return { header: header.split(','), rows: rows.map((line) => line.split(',')) };
      };
      const db = h.database.db;
      const a2 = eq(students.username, 'A2@results.test');
      await db.update(students).set({ rollNo: '123' }).where(a2);
      const a2Attempt = and(
        eq(attempts.setId, seeded.setId),
        eq(attempts.attemptNo, 1),
        inArray(attempts.studentId, db.select({ id: students.id }).from(students).where(a2)),
      );
      let dubaiId = 0;
      try {
        const all = await csv('?sort=rollNo');
        const column = (name: string) => all.header.indexOf(name);
        expect(all.header).toContain('Submitted at (Asia/Kolkata)');
        const byName = new Map(all.rows.map((r) => [r[column('Name')], r]));
        const bharat = byName.get('Bharat') ?? [];
        expect(bharat[column('Roll number (empty: none given)')]).toBe('');
        expect(bharat.join(',')).toContain('"1 Jan 2026, 03:45 pm IST"');
        expect(bharat[bharat.length - 2]).toBe('Submitted');
        expect(bharat[bharat.length - 1]).toBe('Qualified');
        const ended = all.rows.map((r) => r[r.length - 2]).sort();
        expect(ended).toEqual([
          'Force-submitted',
          'Submitted',
          'Submitted',
          'Submitted',
          'Time over',
        ]);
        expect(all.rows.map((r) => r[r.length - 1])).toContain('Below cut-off');

        // A window's own zone, when the export is of that window.
        const [dubai] = await db
          .insert(examSchedules)
          .values({
            orgId: (
              await db.select().from(questionSets).where(eq(questionSets.id, seeded.setId))
            )[0]?.orgId as number,
            setId: seeded.setId,
            opensAt: new Date(Date.UTC(2026, 0, 1, 9)),
            closesAt: new Date(Date.UTC(2026, 0, 1, 12)),
            timeZone: 'Asia/Dubai',
            audience: { kind: 'institute' },
          })
          .returning({ id: examSchedules.id });
        dubaiId = dubai?.id ?? 0;
        await db.update(attempts).set({ scheduleId: dubaiId }).where(a2Attempt);
        const window = await csv(`?scheduleId=${dubaiId}`);
        expect(window.header).toContain('Submitted at (Asia/Dubai)');
        expect(window.rows).toHaveLength(1);
        expect(window.rows[0]?.join(',')).toContain('"1 Jan 2026, 02:15 pm GST"');
      } finally {
        await db.update(attempts).set({ scheduleId: null }).where(a2Attempt);
        await db.delete(examSchedules).where(eq(examSchedules.id, dubaiId));
        await db.update(students).set({ rollNo: 'A2' }).where(a2);
      }
    });

    it('exports a workbook under the institute’s letterhead, then a blank row, the frozen and filtered header and the rows', async () => {
      const xlsx = async () => {
        const res = await adminCall(h, 'GET', `${SETS}/${seeded.setId}/results.xlsx`, {
          as: staff.teacher,
        });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toContain('spreadsheetml');
        expect(res.headers['content-disposition']).toContain(
          'filename="main-institute-results-CGL-Mock-1.xlsx"',
        );
        return openWorkbook(res.raw.rawPayload);
      };
      const plain = await xlsx();
      expect(letterheadRows(plain.values, 4)).toEqual([
        'Main institute',
        'Results: CGL Mock 1',
        expect.stringMatching(/^Made on \d{1,2} \w{3} 20\d\d, \d\d:\d\d [ap]m IST$/),
        null,
      ]);
      expect(plain.images).toBe(0);
      expect(plain.values(5).slice(0, 3)).toEqual([
        'Rank',
        'Roll number (empty: none given)',
        'Name',
      ]);
      expect(plain.frozenUnder).toBe(5);
      // 17 columns: Rank to Result, with a score for each of the 2 sections.
      expect(plain.autoFilter).toBe('A5:Q5');
      expect(plain.values(6).slice(0, 3)).toEqual([2, 'A1', 'अनीता शर्मा']);
      expect(plain.values(10).slice(0, 2)).toEqual([6, 'A4']);
      expect(plain.sheet.rowCount).toBe(10);

      // With a Hindi name and a PNG logo: the logo on a row of its own, the Hindi name under the English.
      const main = eq(institutes.instituteToken, 'test-institute');
      const undo = await withLogo(h, 'test-institute', {
        on: 'institute',
        mimeType: 'image/png',
        bytes: LOGO_PNG,
      });
      await h.database.db.update(institutes).set({ nameHi: 'मुख्य संस्थान' }).where(main);
      try {
        const branded = await xlsx();
        expect(branded.images).toBe(1);
        expect(letterheadRows(branded.values, 6)).toEqual([
          null,
          'Main institute',
          'मुख्य संस्थान',
          'Results: CGL Mock 1',
          expect.stringMatching(/^Made on /),
          null,
        ]);
        expect(branded.values(7)[0]).toBe('Rank');
        expect(branded.frozenUnder).toBe(7);
        expect(branded.autoFilter).toBe('A7:Q7');
        expect(branded.values(8).slice(0, 3)).toEqual([2, 'A1', 'अनीता शर्मा']);
        // A logo a spreadsheet cannot show (SVG) is left out; the names stay.
        await withLogo(h, 'test-institute', {
          on: 'institute',
          mimeType: 'image/svg+xml',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        });
        const svg = await xlsx();
        expect(svg.images).toBe(0);
        expect(letterheadRows(svg.values, 2)).toEqual(['Main institute', 'मुख्य संस्थान']);
      } finally {
        await undo();
        await h.database.db.update(institutes).set({ nameHi: null }).where(main);
      }
      const audit = await adminCall(h, 'GET', `/v2/api/admin/audit?entity=set-results`, {
        as: staff.orgAdmin,
      });
      expect(audit.body.response.items[0]).toMatchObject({
        action: 'export',
        staffId: staff.teacher.id,
      });
    });
  });

  describe('GET /v2/api/admin/sets/:id/results/by-place', () => {
    it('compares districts across the organisation for an org-admin', async () => {
      const res = await adminCall(h, 'GET', `${SETS}/${seeded.setId}/results/by-place`, {
        as: staff.orgAdmin,
      });
      expect(res.status).toBe(200);
      const body = res.body.response;
      expect(body.places).toEqual([
        {
          id: seeded.places.ajmer.districtId,
          name: 'Ajmer',
          nameHi: null,
          submitted: 4,
          average: 6.25,
          median: 6,
          highest: 12,
          passed: 2,
          passRate: 50,
        },
        {
          id: seeded.places.jaipur.districtId,
          name: 'Jaipur',
          nameHi: 'जयपुर',
          submitted: 2,
          average: 9,
          median: 9,
          highest: 10,
          passed: 2,
          passRate: 100,
        },
      ]);
      expect(body.overall).toMatchObject({ submitted: 6, median: 8, highest: 12, passed: 4 });
    });

    it("drills down to a district's blocks and a block's centres, in the caller's scope", async () => {
      const blocks = await adminCall(
        h,
        'GET',
        `${SETS}/${seeded.setId}/results/by-place?level=block&districtId=${seeded.places.jaipur.districtId}`,
        { as: staff.orgAdmin },
      );
      expect(blocks.body.response.places.map((p: { name: string }) => p.name)).toEqual([
        'Sanganer',
      ]);
      const centresOfTeacher = await adminCall(
        h,
        'GET',
        `${SETS}/${seeded.setId}/results/by-place?level=centre&blockId=${seeded.places.ajmer.blockId}`,
        { as: staff.teacher },
      );
      expect(centresOfTeacher.body.response.places).toMatchObject([
        { name: 'ajmer centre', submitted: 3, highest: 8 },
      ]);
      const bad = await adminCall(
        h,
        'GET',
        `${SETS}/${seeded.setId}/results/by-place?level=state`,
        {
          as: staff.orgAdmin,
        },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('level');
    });
  });

  describe('GET /v2/api/admin/attempts/:id/report', () => {
    it("answers the student's own report body, and 404 outside the caller's institute", async () => {
      const before = await results();
      const student = await registerAndLogin(h, { name: 'Report Reader' });
      await submit(h, student, seeded.setId, await start(h, student, seeded.setId));
      const own = await studentCall(h, 'POST', RESULT, {
        token: student.token,
        body: { studentId: student.student.studentId, setId: seeded.setId, attemptNo: 1 },
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      const [row] = await h.database.db
        .select({ id: attempts.id })
        .from(attempts)
        .where(eq(attempts.studentId, student.student.studentId));
      const url = `/v2/api/admin/attempts/${row?.id}/report`;
      const asStaff = await adminCall(h, 'GET', url, { as: staff.teacher });
      expect(asStaff.status, JSON.stringify(asStaff.body)).toBe(200);
      expect(asStaff.body.response).toEqual(own.body.response);
      expect(asStaff.body.response.rank).toMatchObject({ total: 7 });
      // The new candidate is in the table at once.
      expect((await results()).submitted).toBe(before.submitted + 1);
      expect((await adminCall(h, 'GET', url, { as: staff.otherInstitute })).status).toBe(404);
      expect((await adminCall(h, 'GET', url, { as: staff.otherOrgAdmin })).status).toBe(404);
      const unknown = await adminCall(h, 'GET', '/v2/api/admin/attempts/999999/report', {
        as: staff.teacher,
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('GET /v2/api/admin/attempts/:id/review and …/report.pdf', () => {
    /** A new student of the main institute sits the set, answering question 1; its attempt id. */
    const submittedAttempt = async () => {
      const student = await registerAndLogin(h, { name: 'Review Reader' });
      await sitPaper(h, student, await fetchPaper(h, student, seeded.setId), [1]);
      const [row] = await h.database.db
        .select({ id: attempts.id })
        .from(attempts)
        .where(eq(attempts.studentId, student.student.studentId));
      return { student, attemptId: row?.id ?? 0 };
    };

    it("answers the student's own review: the answers with the key, for the teacher and the org-admin", async () => {
      const { student, attemptId } = await submittedAttempt();
      const own = await post(h, student, REVIEW, {
        setId: seeded.setId,
        attemptNo: 1,
      });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      const url = `/v2/api/admin/attempts/${attemptId}/review`;
      for (const as of [staff.teacher, staff.orgAdmin]) {
        const staff = await adminCall(h, 'GET', url, { as });
        expect(staff.status, JSON.stringify(staff.body)).toBe(200);
        expect(staff.body.response).toEqual(own.body.response);
      }
      const first = own.body.response.questions[0];
      expect(first.selectedAnswerId).toBeGreaterThan(0);
      expect(first.answerId).toBeGreaterThan(0);
    });

    it('sends the PDF scorecard in either language', async () => {
      const { attemptId } = await submittedAttempt();
      for (const lang of ['en', 'hi']) {
        const pdf = await adminCall(
          h,
          'GET',
          `/v2/api/admin/attempts/${attemptId}/report.pdf?lang=${lang}`,
          { as: staff.teacher },
        );
        expect(pdf.status).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      await adminCall(h, 'GET', `/v2/api/admin/attempts/${attemptId}/report`, {
        as: staff.teacher,
      });
      // Each staff view and download of the student's report is in the audit log, readable.
      const log = await adminCall(
        h,
        'GET',
        `/v2/api/admin/audit?entity=attempt&entityId=${attemptId}`,
        { as: staff.orgAdmin },
      );
      expect(log.status).toBe(200);
      const items = log.body.response.items as {
        action: string;
        staffName: string;
        changes: { field: string; to: string }[];
      }[];
      expect(items.map((i) => i.action)).toEqual(['view-report', 'download-pdf', 'download-pdf']);
      expect(items[0]?.changes).toContainEqual({
        field: 'student',
        from: null,
        to: 'Review Reader',
      });
      const bad = await adminCall(
        h,
        'GET',
        `/v2/api/admin/attempts/${attemptId}/report.pdf?lang=fr`,
        {
          as: staff.teacher,
        },
      );
      expect(bad.status).toBe(400);
    });

    it("answers 404 to another institute's teacher and another organisation, 401 and 403 to others", async () => {
      const { student, attemptId } = await submittedAttempt();
      for (const path of ['review', 'report.pdf']) {
        const url = `/v2/api/admin/attempts/${attemptId}/${path}`;
        for (const as of [teacherB, staff.otherInstitute, staff.otherOrgAdmin]) {
          const res = await adminCall(h, 'GET', url, { as });
          expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(404);
        }
        const missing = await adminCall(h, 'GET', `/v2/api/admin/attempts/999999/${path}`, {
          as: staff.teacher,
        });
        expect(missing.status).toBe(404);
        expect((await adminCall(h, 'GET', url)).status).toBe(401);
        expect((await adminCall(h, 'GET', url, { token: student.token })).status).toBe(403);
      }
    });

    it('answers 404 for an attempt still open', async () => {
      const student = await registerAndLogin(h, { name: 'Still Writing' });
      await start(h, student, seeded.setId);
      const [row] = await h.database.db
        .select({ id: attempts.id })
        .from(attempts)
        .where(eq(attempts.studentId, student.student.studentId));
      for (const path of ['review', 'report.pdf']) {
        const res = await adminCall(h, 'GET', `/v2/api/admin/attempts/${row?.id}/${path}`, {
          as: staff.teacher,
        });
        expect(res.status).toBe(404);
      }
    });
  });
});
