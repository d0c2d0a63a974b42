import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness.ts';
import { withStaffOfTwoInstitutes } from '../../../../test/staff.ts';
import { adminCall } from '../test-helpers.ts';

const API = '/v2/api/admin';
const tokenOf = (link: string) => link.replace(/.*\/admin\/invitation\//, '');

/**
 * Decision 041: "deactivating [an institute] keeps the data and stops invitations to it". An
 * invitation sent before is neither resent nor usable while the institute is deactivated; it works
 * again once the institute is reactivated.
 */
describeEachDatabase("a deactivated institute's invitations", (h) => {
  const staff = withStaffOfTwoInstitutes(h);

  it('are not resent (409) nor accepted (403 INSTITUTE_CLOSED) until it is reactivated', async () => {
    const institutes = (await adminCall(h, 'GET', `${API}/institutes`, { as: staff.orgAdmin })).body
      .response as { id: number; name: string }[];
    const second = institutes.find((i) => i.name === 'Second institute')?.id ?? 0;
    const sent = await adminCall(h, 'POST', `${API}/staff`, {
      as: staff.orgAdmin,
      body: { name: 'Late', email: 'late@staff.test', role: 'teacher', instituteId: second },
    });
    expect(sent.status).toBe(200);
    const id = sent.body.response.member.id as number;
    const link = `${API}/auth/invitation/${tokenOf(sent.body.response.link)}`;
    const accept = () => adminCall(h, 'POST', link, { body: { newPassword: 'Chosen4321' } });

    const off = await adminCall(h, 'POST', `${API}/institutes/${second}/deactivate`, {
      as: staff.orgAdmin,
    });
    expect(off.body.response.active).toBe(false);
    const resent = await adminCall(h, 'POST', `${API}/staff/${id}/invitation`, {
      as: staff.orgAdmin,
    });
    expect(resent.status).toBe(409);
    expect(resent.body.message).toContain('deactivated');
    const shown = await adminCall(h, 'GET', link);
    expect([shown.status, shown.body.code]).toEqual([403, 'INSTITUTE_CLOSED']);
    const refused = await accept();
    expect([refused.status, refused.body.code]).toEqual([403, 'INSTITUTE_CLOSED']);
    const listed = await adminCall(h, 'GET', `${API}/staff?q=late%40staff.test`, {
      as: staff.orgAdmin,
    });
    expect(listed.body.response.items[0].state).toBe('invited');

    await adminCall(h, 'POST', `${API}/institutes/${second}/reactivate`, { as: staff.orgAdmin });
    expect((await adminCall(h, 'GET', link)).status).toBe(200);
    expect((await accept()).status).toBe(200);
  });
});
