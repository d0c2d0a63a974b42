import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { staff as staffTable } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../test/staff.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { registerAndLogin } from '../../../test/students.ts';
import { adminCall, staffLogin, twoInstituteFixture } from './test-helpers.ts';

/**
 * Every call of issue 24 (organisation, institutes, centres and their import, staff and their
 * invitations, the audit log, the invigilator's live windows) against every caller outside its
 * scope: one table, so a route added to the area without a guard shows up here (decisions 041,
 * 053, 054).
 */

type Caller = 'none' | 'student' | 'teacher' | 'invigilator' | 'otherInstituteAdmin' | 'otherOrg';
/** A status, or 'own': 200 with the caller's own rows only (checked by the row's `foreign`). */
type Want = number | 'own' | 'skip';

interface Ids {
  instituteA: number;
  instituteB: number;
  centre: number;
  teacherA: number;
  invitedA: number;
  orgAdmin: number;
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  want: Record<Caller, Want>;
  /** For 'own': true when an answer shows something of the first organisation (or institute). */
  foreign?: (response: unknown, ids: Ids) => boolean;
}

const API = '/v2/api/admin';
const CSV = Buffer.from(
  'state,district,block,centre_code,centre_name\nBihar,Patna,,MTX-9,Matrix centre\n',
).toString('base64');

/** The callers who are refused everything of the area. */
const refused = { none: 401, student: 403, teacher: 403, invigilator: 403 } as const;
/** Org-admin only calls. */
const orgAdminOnly = (otherOrg: Want): Record<Caller, Want> => ({
  ...refused,
  otherInstituteAdmin: 403,
  otherOrg,
});
/** A member of the first organisation's main institute, by id: hidden from both outsiders. */
const memberCall = { ...refused, otherInstituteAdmin: 404, otherOrg: 404 } as const;

const idsOf = (response: unknown) =>
  ((response as { items?: { id: number }[] }).items ?? (response as { id: number }[])).map(
    (row) => row.id,
  );

const ROWS: Row[] = [
  {
    name: 'read the organisation',
    method: 'GET',
    url: () => `${API}/organisation`,
    want: orgAdminOnly('own'),
    foreign: (r) => (r as { name: string }).name === 'Org test-org',
  },
  {
    name: 'change the organisation',
    method: 'PUT',
    url: () => `${API}/organisation`,
    body: () => ({ name: 'Org test-org', timeZone: 'Asia/Kolkata' }),
    want: orgAdminOnly('skip'),
  },
  {
    name: 'list institutes',
    method: 'GET',
    url: () => `${API}/institutes`,
    want: { ...refused, otherInstituteAdmin: 'own', otherOrg: 'own' },
    foreign: (r, ids) => idsOf(r).includes(ids.instituteA),
  },
  {
    name: 'create an institute',
    method: 'POST',
    url: () => `${API}/institutes`,
    body: () => ({ name: 'Matrix', slug: 'matrix', hostNames: [] }),
    want: orgAdminOnly('skip'),
  },
  {
    name: 'change an institute',
    method: 'PUT',
    url: (ids) => `${API}/institutes/${ids.instituteA}`,
    body: () => ({ name: 'Main institute', slug: 'matrix-main', hostNames: [] }),
    want: orgAdminOnly(404),
  },
  {
    name: 'deactivate an institute',
    method: 'POST',
    url: (ids) => `${API}/institutes/${ids.instituteA}/deactivate`,
    want: orgAdminOnly(404),
  },
  {
    name: 'reactivate an institute',
    method: 'POST',
    url: (ids) => `${API}/institutes/${ids.instituteA}/reactivate`,
    want: orgAdminOnly(404),
  },
  {
    // Centres are the organisation's: an institute-admin reads them to choose an invigilator's.
    name: 'list centres',
    method: 'GET',
    url: () => `${API}/centres`,
    want: { ...refused, otherInstituteAdmin: 200, otherOrg: 'own' },
    foreign: (r, ids) => idsOf(r).includes(ids.centre),
  },
  {
    name: 'create a centre',
    method: 'POST',
    url: () => `${API}/centres`,
    body: () => ({ stateName: 'Bihar', districtName: 'Patna', name: 'Matrix 2', key: 'MTX-2' }),
    want: orgAdminOnly('skip'),
  },
  {
    name: 'the centres template',
    method: 'GET',
    url: () => `${API}/centres/templates/csv`,
    want: orgAdminOnly('skip'),
  },
  {
    name: 'preview a centres file',
    method: 'POST',
    url: () => `${API}/centres/import/preview`,
    body: () => ({ fileName: 'centres.csv', dataBase64: CSV }),
    want: orgAdminOnly('skip'),
  },
  {
    name: 'import a centres file',
    method: 'POST',
    url: () => `${API}/centres/import`,
    body: () => ({ fileName: 'centres.csv', dataBase64: CSV, confirm: true }),
    want: orgAdminOnly('skip'),
  },
  {
    name: 'list staff',
    method: 'GET',
    url: () => `${API}/staff?pageSize=100`,
    want: { ...refused, otherInstituteAdmin: 'own', otherOrg: 'own' },
    foreign: (r, ids) =>
      idsOf(r).some((id) => [ids.teacherA, ids.invitedA, ids.orgAdmin].includes(id)),
  },
  {
    name: 'invite a teacher of the main institute',
    method: 'POST',
    url: () => `${API}/staff`,
    body: (ids) => ({
      name: 'Matrix',
      email: 'matrix@staff.test',
      role: 'teacher',
      instituteId: ids.instituteA,
    }),
    // Another organisation naming the institute: as an unknown one (checked below).
    want: { ...refused, otherInstituteAdmin: 403, otherOrg: 'skip' },
  },
  {
    name: 'resend an invitation',
    method: 'POST',
    url: (ids) => `${API}/staff/${ids.invitedA}/invitation`,
    want: memberCall,
  },
  {
    name: 'revoke an invitation',
    method: 'DELETE',
    url: (ids) => `${API}/staff/${ids.invitedA}/invitation`,
    want: memberCall,
  },
  {
    name: 'change a role',
    method: 'PUT',
    url: (ids) => `${API}/staff/${ids.teacherA}/role`,
    body: (ids) => ({ role: 'teacher', instituteId: ids.instituteA }),
    want: memberCall,
  },
  {
    name: 'deactivate a member',
    method: 'POST',
    url: (ids) => `${API}/staff/${ids.teacherA}/deactivate`,
    want: memberCall,
  },
  {
    name: 'reactivate a member',
    method: 'POST',
    url: (ids) => `${API}/staff/${ids.teacherA}/reactivate`,
    want: memberCall,
  },
  {
    name: "reset a member's password",
    method: 'POST',
    url: (ids) => `${API}/staff/${ids.teacherA}/reset-password`,
    want: memberCall,
  },
  {
    name: 'read the audit log',
    method: 'GET',
    url: () => `${API}/audit?pageSize=100`,
    want: orgAdminOnly('own'),
    foreign: (r, ids) =>
      (r as { items: { staffId: number | null }[] }).items.some((e) =>
        [ids.teacherA, ids.orgAdmin].includes(e.staffId ?? 0),
      ),
  },
  {
    name: "read one member's audit entries",
    method: 'GET',
    url: (ids) => `${API}/audit?staffId=${ids.orgAdmin}`,
    want: orgAdminOnly(404),
  },
  {
    name: 'list live windows',
    method: 'GET',
    url: () => `${API}/live/windows`,
    want: {
      none: 401,
      student: 403,
      teacher: 200,
      invigilator: 200,
      otherInstituteAdmin: 200,
      otherOrg: 200,
    },
  },
];

describeEachDatabase('issue 24: every call against every caller outside its scope', (h) => {
  const staff = withStaffOfTwoInstitutes(h, 'institute-admin');
  const ids = {} as Ids;
  const callers = {} as Record<Caller, { token?: string; tenant?: Record<string, string> }>;

  beforeAll(async () => {
    const listed = await adminCall(h, 'GET', `${API}/institutes`, { as: staff.orgAdmin });
    const institutes = listed.body.response as { id: number; name: string }[];
    ids.instituteA = institutes.find((i) => i.name === 'Main institute')?.id ?? 0;
    ids.instituteB = institutes.find((i) => i.name === 'Second institute')?.id ?? 0;
    const centre = await adminCall(h, 'POST', `${API}/centres`, {
      as: staff.orgAdmin,
      body: { stateName: 'Bihar', districtName: 'Patna', name: 'Matrix centre', key: 'MTX-1' },
    });
    ids.centre = centre.body.response.id;
    const invited = await adminCall(h, 'POST', `${API}/staff`, {
      as: staff.orgAdmin,
      body: {
        name: 'Invited',
        email: 'invited.a@staff.test',
        role: 'teacher',
        instituteId: ids.instituteA,
      },
    });
    ids.invitedA = invited.body.response.member.id;
    ids.teacherA = staff.teacher.id;
    ids.orgAdmin = staff.orgAdmin.id;

    const invigilator = await staffLogin(h, 'invigilator');
    await h.database.db
      .update(staffTable)
      .set({ centreIds: [ids.centre] })
      .where(eq(staffTable.id, invigilator.id));
    Object.assign(callers, {
      none: {},
      student: { token: (await registerAndLogin(h)).token },
      teacher: staff.teacher,
      invigilator,
      otherInstituteAdmin: staff.otherInstitute,
      otherOrg: staff.otherOrgAdmin,
    });
    expect(Object.values(ids).every((id) => Number.isInteger(id) && id > 0)).toBe(true);
  });

  it('lists every call of the area', () => {
    const area = Object.values(ADMIN_API).filter(({ path }) =>
      /\/admin\/(organisation|institutes|centres|staff|audit|live\/windows)/.test(path),
    );
    const tested = new Set(ROWS.map((row) => `${row.method} ${row.url(ids).split('?')[0]}`));
    const byShape = new Set(
      [...tested].map((call) => call.replace(/\/\d+(?=\/|$)/g, '/:id').replace('/csv', '/:format')),
    );
    for (const { method, path } of area)
      expect(byShape, `${method} ${path}`).toContain(`${method} ${path}`);
  });

  for (const row of ROWS) {
    it(`${row.name}: ${row.method} ${row.url({} as Ids).replace(/undefined/g, ':id')}`, async () => {
      for (const [caller, want] of Object.entries(row.want) as [Caller, Want][]) {
        if (want === 'skip') continue;
        const res = await adminCall(h, row.method, row.url(ids), {
          ...callers[caller],
          body: row.body?.(ids),
        });
        const label = `${caller}: ${JSON.stringify(res.body)?.slice(0, 200)}`;
        if (want === 'own') {
          expect(res.status, label).toBe(200);
          expect(row.foreign?.(res.body.response, ids), label).toBe(false);
        } else {
          expect(res.status, label).toBe(want);
        }
      }
    });
  }

  it("another organisation naming this one's institute or centre is answered as an unknown one", async () => {
    const invite = (scope: Record<string, unknown>) =>
      adminCall(h, 'POST', `${API}/staff`, {
        as: staff.otherOrgAdmin,
        body: { name: 'Spy', email: 'spy@other.test', ...scope },
      });
    const theirs = await invite({ role: 'teacher', instituteId: ids.instituteA });
    const unknown = await invite({ role: 'teacher', instituteId: 999_999 });
    expect(theirs.status).toBe(400);
    expect(theirs.body).toEqual(unknown.body);
    const [own] = (await adminCall(h, 'GET', `${API}/institutes`, { as: staff.otherOrgAdmin })).body
      .response as { id: number }[];
    const centre = await invite({
      role: 'invigilator',
      instituteId: own?.id,
      centreIds: [ids.centre],
    });
    const noCentre = await invite({
      role: 'invigilator',
      instituteId: own?.id,
      centreIds: [999_999],
    });
    expect(centre.status).toBe(400);
    expect(centre.body).toEqual(noCentre.body);
  });

  it('the same calls with the same ids succeed for the organisation’s org-admin', async () => {
    const as = staff.orgAdmin;
    // Through the second institute's site: the console cannot close the site it runs on.
    const onB = { token: as.token, tenant: tenantHeaders('test-org', 'test-institute-b') };
    for (const [method, url, body, via] of [
      ['GET', `${API}/audit?staffId=${ids.orgAdmin}`, undefined, as],
      ['POST', `${API}/staff/${ids.invitedA}/invitation`, undefined, as],
      ['DELETE', `${API}/staff/${ids.invitedA}/invitation`, undefined, as],
      [
        'PUT',
        `${API}/staff/${ids.teacherA}/role`,
        { role: 'teacher', instituteId: ids.instituteA },
        as,
      ],
      ['POST', `${API}/staff/${ids.teacherA}/reset-password`, undefined, as],
      ['POST', `${API}/staff/${ids.teacherA}/deactivate`, undefined, as],
      ['POST', `${API}/staff/${ids.teacherA}/reactivate`, undefined, as],
      [
        'PUT',
        `${API}/institutes/${ids.instituteA}`,
        { name: 'Main institute', slug: 'main-a' },
        as,
      ],
      ['POST', `${API}/institutes/${ids.instituteA}/deactivate`, undefined, onB],
      ['POST', `${API}/institutes/${ids.instituteA}/reactivate`, undefined, onB],
    ] as const) {
      const res = await adminCall(h, method, url, { ...via, body });
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});

type Document = { paths: Record<string, Record<string, unknown>> };

/** What an invigilator may call: its session, and live monitoring with its two actions. */
const INVIGILATOR_CALLS = new Set(
  [
    ADMIN_API.me,
    ADMIN_API.logout,
    ADMIN_API.changeStaffPassword,
    ADMIN_API.listLiveWindows,
    ADMIN_API.getScheduleLive,
    ADMIN_API.getSetLive,
    ADMIN_API.forceSubmitAttempt,
    ADMIN_API.grantExtraTime,
  ].map(({ method, path }) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`),
);

describeEachDatabase('an invigilator: live monitoring and its actions, nothing else', (h) => {
  it('answers 403 to every other staff call of the OpenAPI document', async () => {
    await h.importContent(twoInstituteFixture());
    const invigilator = await staffLogin(h, 'invigilator');
    const doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json() as Document;
    const wrong: string[] = [];
    let refusedCalls = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      const beforeLogin = /\/auth\/(login|password-reset|invitation)/.test(path);
      if (!path.startsWith('/v2/api/admin/') || beforeLogin) continue;
      for (const method of Object.keys(methods)) {
        const verb = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
        if (INVIGILATOR_CALLS.has(`${verb} ${path}`)) continue;
        const url = path.replace(/\{\w+\}/g, '1');
        const res = await adminCall(h, verb, url, {
          as: invigilator,
          body: verb === 'GET' ? undefined : {},
        });
        if (res.status !== 403) wrong.push(`${verb} ${path}: ${res.status}`);
        refusedCalls += 1;
      }
    }
    expect(wrong).toEqual([]);
    expect(refusedCalls).toBeGreaterThan(80);
  });
});
