import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema.ts';
import { ensureCentre, ensurePlace } from '../../db/seed-students.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { registerAndLogin, studentCall } from '../../../test/students.ts';

const CENTRE = '/v2/api/cbt/exam/center/get/by/centreId';
const BLOCK = '/v2/api/cbt/exam/center/block/get/by/blockId';

describeEachDatabase('centre and block lookups', (h) => {
  let token: string;
  let place: { districtId: number; blockId: number };
  let centres: { own: number; other: number };

  beforeAll(async () => {
    await h.importContent(orgFixture(), orgFixture('other-org', 'other-institute'));
    const orgId = async (orgToken: string) => {
      const [row] = await h.database.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.orgToken, orgToken));
      if (!row) throw new Error(`no organisation ${orgToken}`);
      return row.id;
    };
    place = await ensurePlace(h.database.db, {
      state: { name: 'Rajasthan', nameHi: 'राजस्थान' },
      district: { name: 'Jaipur', nameHi: 'जयपुर' },
      block: { name: 'Sanganer', nameHi: 'सांगानेर' },
    });
    const centre = (orgIdValue: number, key: string, name: string) =>
      ensureCentre(h.database.db, { orgId: orgIdValue, key, name, ...place });
    centres = {
      own: await centre(await orgId('test-org'), 'gsss', 'Government Senior Secondary School'),
      other: await centre(await orgId('other-org'), 'gsss', 'Other Organisation School'),
    };
    ({ token } = await registerAndLogin(h));
  });

  describe('GET /v2/api/cbt/exam/center/get/by/centreId/{id}', () => {
    it('returns the centre name and district in the SPEC wrapper', async () => {
      const res = await studentCall(h, 'GET', `${CENTRE}/${centres.own}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        statusCode: 200,
        status: 1,
        errors: [],
        response: { name: 'Government Senior Secondary School', districtId: place.districtId },
      });
    });

    it.each([[999_999], [99_999_999_999]])(
      'answers an unknown centre %s with 404 and errors[0] naming it',
      async (id) => {
        const res = await studentCall(h, 'GET', `${CENTRE}/${id}`, { token });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ statusCode: 404, status: 0, code: 'NOT_FOUND' });
        expect(res.body.errors[0]).toBe(`Centre ${id} was not found.`);
      },
    );

    it("answers another organisation's centre with 404", async () => {
      const res = await studentCall(h, 'GET', `${CENTRE}/${centres.other}`, { token });
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toBe(`Centre ${centres.other} was not found.`);
    });

    it('refuses a student who is not logged in with 401', async () => {
      const res = await studentCall(h, 'GET', `${CENTRE}/${centres.own}`);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Please log in.');
    });

    it('refuses a token of another organisation with 401', async () => {
      const res = await studentCall(h, 'GET', `${CENTRE}/${centres.other}`, {
        token,
        tenant: tenantHeaders('other-org', 'other-institute'),
      });
      expect(res.status).toBe(401);
    });

    it('answers a malformed id with 400 naming params.id', async () => {
      const res = await studentCall(h, 'GET', `${CENTRE}/abc`, { token });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[0].field).toBe('params.id');
    });
  });

  describe('GET /v2/api/cbt/exam/center/block/get/by/blockId/{id}', () => {
    it('returns the block with its district', async () => {
      const res = await studentCall(h, 'GET', `${BLOCK}/${place.blockId}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.response).toEqual({
        blockId: place.blockId,
        name: 'Sanganer',
        districtId: place.districtId,
      });
    });

    it('answers an unknown block with 404 and errors[0] naming it', async () => {
      const res = await studentCall(h, 'GET', `${BLOCK}/999999`, { token });
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toBe('Block 999999 was not found.');
    });

    it('refuses a student who is not logged in with 401', async () => {
      const res = await studentCall(h, 'GET', `${BLOCK}/${place.blockId}`);
      expect(res.status).toBe(401);
    });
  });
});
