import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { institutes, staff as staffTable } from '../../../db/schema.ts';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { adminCall, staffLogin, twoInstituteFixture, type StaffSession } from '../test-helpers.ts';

const STAFF = '/v2/api/admin/staff';

/**
 * Issue 24: "the last active org-admin cannot be deactivated or demoted". Active means one who can
 * log in: an invited org-admin (no password yet) or a deactivated one does not count, and two
 * org-admins removing each other at the same moment leave one (decision 041).
 */
describeEachDatabase('the last active org-admin', (h) => {
  let count = 0;
  /** A fresh organisation, so each test counts only its own org-admins. */
  const organisation = async () => {
    count += 1;
    const orgToken = `last-admin-${count}`;
    const instituteToken = `${orgToken}-inst`;
    await h.importContent(twoInstituteFixture(orgToken, instituteToken));
    const [institute] = await h.database.db
      .select({ id: institutes.id, orgId: institutes.orgId })
      .from(institutes)
      .where(eq(institutes.instituteToken, instituteToken));
    if (!institute) throw new Error('no institute');
    return {
      instituteId: institute.id,
      login: () => staffLogin(h, 'org-admin', { orgToken, instituteToken }),
      /** The organisation's active org-admins. */
      activeAdmins: async () =>
        (
          await h.database.db
            .select({ id: staffTable.id })
            .from(staffTable)
            .where(
              and(
                eq(staffTable.orgId, institute.orgId),
                eq(staffTable.role, 'org-admin'),
                eq(staffTable.active, true),
              ),
            )
        ).map((r) => r.id),
    };
  };
  const demote = (as: StaffSession, id: number, instituteId: number) =>
    adminCall(h, 'PUT', `${STAFF}/${id}/role`, {
      as,
      body: { role: 'institute-admin', instituteId },
    });
  const deactivate = (as: StaffSession, id: number) =>
    adminCall(h, 'POST', `${STAFF}/${id}/deactivate`, { as });

  it('an invited org-admin, who cannot log in yet, does not count', async () => {
    const { login, instituteId, activeAdmins } = await organisation();
    const only = await login();
    const invited = await adminCall(h, 'POST', STAFF, {
      as: only,
      body: { name: 'Second', email: `second.${count}@staff.test`, role: 'org-admin' },
    });
    expect(invited.status).toBe(200);
    expect(await activeAdmins()).toHaveLength(2);
    const off = await deactivate(only, only.id);
    expect(off.status).toBe(409);
    expect(off.body.message).toContain('last active org-admin');
    expect((await demote(only, only.id, instituteId)).status).toBe(409);
  });

  it('a deactivated org-admin does not count; once reactivated, the other may step down', async () => {
    const { login, instituteId } = await organisation();
    const first = await login();
    const second = await login();
    expect((await deactivate(first, second.id)).status).toBe(200);
    expect((await deactivate(first, first.id)).status).toBe(409);
    expect((await demote(first, first.id, instituteId)).status).toBe(409);
    expect(
      (await adminCall(h, 'POST', `${STAFF}/${second.id}/reactivate`, { as: first })).status,
    ).toBe(200);
    expect((await demote(first, first.id, instituteId)).status).toBe(200);
  });

  for (const how of ['deactivate', 'demote'] as const) {
    it(`two org-admins who ${how} each other at once: one succeeds, one is refused, never a 500`, async () => {
      const { login, instituteId, activeAdmins } = await organisation();
      const [a, b] = [await login(), await login()];
      const remove = (as: StaffSession, id: number) =>
        how === 'deactivate' ? deactivate(as, id) : demote(as, id, instituteId);
      const answers = await Promise.all([remove(a, b.id), remove(b, a.id)]);
      const statuses = answers.map((r) => r.status);
      const said = JSON.stringify(answers.map((r) => r.body));
      expect(
        statuses.filter((s) => s === 200),
        said,
      ).toHaveLength(1);
      expect(
        statuses.every((s) => s < 500),
        said,
      ).toBe(true);
      expect(await activeAdmins()).toHaveLength(1);
    });
  }
});
