import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../../test/staff.ts';
import { registerAndLogin } from '../../../../test/students.ts';
import { adminCall, staffLogin } from '../test-helpers.ts';

const API = '/v2/api/admin';

describeEachDatabase('organisation, institutes and centres', (h) => {
  const staff = withStaffOfTwoInstitutes(h, 'institute-admin');

  const institute = (slug: string, extra: Record<string, unknown> = {}) => ({
    name: `Institute ${slug}`,
    nameHi: `संस्थान ${slug}`,
    slug,
    hostNames: [],
    ...extra,
  });

  it('refuses without a token (401), a student (403), a teacher and an invigilator (403)', async () => {
    const student = await registerAndLogin(h);
    const invigilator = await staffLogin(h, 'invigilator');
    for (const url of [`${API}/organisation`, `${API}/institutes`, `${API}/centres`]) {
      expect((await adminCall(h, 'GET', url)).status, url).toBe(401);
      expect((await adminCall(h, 'GET', url, { token: student.token })).status, url).toBe(403);
      expect((await adminCall(h, 'GET', url, { as: staff.teacher })).status, url).toBe(403);
      expect((await adminCall(h, 'GET', url, { as: invigilator })).status, url).toBe(403);
    }
  });

  it('changes the names, brand colour and time zone; refuses a bad colour and zone', async () => {
    const saved = await adminCall(h, 'PUT', `${API}/organisation`, {
      as: staff.orgAdmin,
      body: {
        name: 'Board of Tests',
        nameHi: 'परीक्षा बोर्ड',
        brandColour: '#1A5FB4',
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(saved.body.response).toMatchObject({
      name: 'Board of Tests',
      brandColour: '#1a5fb4',
      logoSha256: null,
    });
    const bad = await adminCall(h, 'PUT', `${API}/organisation`, {
      as: staff.orgAdmin,
      body: { name: 'X', brandColour: 'blue', timeZone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.brandColour',
      'body.timeZone',
    ]);
    const logo = await adminCall(h, 'PUT', `${API}/organisation`, {
      as: staff.orgAdmin,
      body: { name: 'X', timeZone: 'Asia/Kolkata', logoSha256: 'a'.repeat(64) },
    });
    expect(logo.status).toBe(400);
    expect(
      (
        await adminCall(h, 'PUT', `${API}/organisation`, {
          as: staff.otherInstitute,
          body: { name: 'Mine', timeZone: 'Asia/Kolkata' },
        })
      ).status,
    ).toBe(403);
  });

  it('creates an institute with generated tokens; a slug or host name in use is 409', async () => {
    const created = await adminCall(h, 'POST', `${API}/institutes`, {
      as: staff.orgAdmin,
      body: institute('City-North', { instituteToken: 'typed', hostNames: ['Exams.North.test'] }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.response).toMatchObject({
      slug: 'city-north',
      hostNames: ['exams.north.test'],
      active: true,
    });
    expect(created.body.response.instituteToken).toMatch(/^inst-[\w-]{16}$/);
    expect(created.body.response.orgToken).toBe('test-org');
    expect(
      (
        await adminCall(h, 'POST', `${API}/institutes`, {
          as: staff.orgAdmin,
          body: institute('city-north'),
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await adminCall(h, 'POST', `${API}/institutes`, {
          as: staff.orgAdmin,
          body: institute('other', { hostNames: ['exams.north.test'] }),
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await adminCall(h, 'POST', `${API}/institutes`, {
          as: staff.orgAdmin,
          body: institute('Not a slug!'),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await adminCall(h, 'POST', `${API}/institutes`, {
          as: staff.otherInstitute,
          body: institute('mine'),
        })
      ).status,
    ).toBe(403);

    const id = created.body.response.id;
    const edited = await adminCall(h, 'PUT', `${API}/institutes/${id}`, {
      as: staff.orgAdmin,
      body: institute('city-north', { name: 'North campus' }),
    });
    expect(edited.body.response).toMatchObject({
      name: 'North campus',
      instituteToken: created.body.response.instituteToken,
    });
    const off = await adminCall(h, 'POST', `${API}/institutes/${id}/deactivate`, {
      as: staff.orgAdmin,
    });
    expect(off.body.response.active).toBe(false);
    const invite = await adminCall(h, 'POST', `${API}/staff`, {
      as: staff.orgAdmin,
      body: { name: 'T', email: 'north.teacher@staff.test', role: 'teacher', instituteId: id },
    });
    expect(invite.status).toBe(400);
    expect(
      (await adminCall(h, 'POST', `${API}/institutes/${id}/reactivate`, { as: staff.orgAdmin }))
        .body.response.active,
    ).toBe(true);

    for (const [method, url, body] of [
      ['PUT', `${API}/institutes/${id}`, institute('theirs')],
      ['POST', `${API}/institutes/${id}/deactivate`, undefined],
      ['POST', `${API}/institutes/${id}/reactivate`, undefined],
    ] as const) {
      expect((await adminCall(h, method, url, { as: staff.otherOrgAdmin, body })).status, url).toBe(
        404,
      );
    }
    const theirs = await adminCall(h, 'GET', `${API}/institutes`, { as: staff.otherOrgAdmin });
    expect(theirs.body.response.map((i: { id: number }) => i.id)).not.toContain(id);
  });

  it('an institute-admin lists its own institute only', async () => {
    const listed = await adminCall(h, 'GET', `${API}/institutes`, { as: staff.otherInstitute });
    expect(listed.body.response.map((i: { name: string }) => i.name)).toEqual(['Second institute']);
  });

  it('creates centres under district and block; a code in use is 409; other organisations do not see them', async () => {
    const body = {
      stateName: 'Bihar',
      districtName: 'Patna',
      blockName: 'Danapur',
      name: 'Danapur High School',
      key: 'PAT-01',
    };
    const created = await adminCall(h, 'POST', `${API}/centres`, { as: staff.orgAdmin, body });
    expect(created.body.response).toMatchObject({
      districtName: 'Patna',
      blockName: 'Danapur',
      name: 'Danapur High School',
    });
    const second = await adminCall(h, 'POST', `${API}/centres`, {
      as: staff.orgAdmin,
      body: { ...body, districtName: 'patna', blockName: '', name: 'Patna centre', key: 'PAT-02' },
    });
    expect(second.body.response).toMatchObject({
      districtId: created.body.response.districtId,
      blockId: null,
    });
    expect(
      (await adminCall(h, 'POST', `${API}/centres`, { as: staff.orgAdmin, body })).status,
    ).toBe(409);
    expect(
      (
        await adminCall(h, 'POST', `${API}/centres`, {
          as: staff.otherInstitute,
          body: { ...body, key: 'X' },
        })
      ).status,
    ).toBe(403);
    const listed = await adminCall(h, 'GET', `${API}/centres`, { as: staff.otherInstitute });
    expect(listed.body.response.map((c: { key: string }) => c.key)).toEqual(['PAT-01', 'PAT-02']);
    const theirs = await adminCall(h, 'GET', `${API}/centres`, { as: staff.otherOrgAdmin });
    expect(theirs.body.response).toEqual([]);
    const foreign = await adminCall(h, 'POST', `${API}/staff`, {
      as: staff.otherOrgAdmin,
      body: {
        name: 'I',
        email: 'inv@other.test',
        role: 'invigilator',
        instituteId: 1,
        centreIds: [created.body.response.id],
      },
    });
    expect(foreign.status).toBe(400);
  });
});
