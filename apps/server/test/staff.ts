import { beforeAll } from 'vitest';
import type { TStaffRole } from '@exam/contracts/questions/entities';
import { staffLogin, twoInstituteFixture } from '../src/routes/admin/test-helpers.ts';
import { orgFixture } from './fixtures.ts';
import type { Harness } from './harness.ts';

/**
 * The staff API tests' common set-up: twoInstituteFixture and a second organisation imported,
 * and the people whose scopes they check logged in — the organisation's org-admin, a teacher of
 * its main institute, `otherRole` of its second institute, and the other organisation's org-admin.
 */
export async function staffOfTwoInstitutes(h: Harness, otherRole: TStaffRole = 'teacher') {
  await h.importContent(twoInstituteFixture(), orgFixture('other-org', 'other-institute'));
  return {
    orgAdmin: await staffLogin(h, 'org-admin'),
    teacher: await staffLogin(h, 'teacher'),
    otherInstitute: await staffLogin(h, otherRole, { instituteToken: 'test-institute-b' }),
    otherOrgAdmin: await staffLogin(h, 'org-admin', {
      orgToken: 'other-org',
      instituteToken: 'other-institute',
    }),
  };
}

export type StaffOfTwoInstitutes = Awaited<ReturnType<typeof staffOfTwoInstitutes>>;

/**
 * staffOfTwoInstitutes in a `beforeAll` of the calling suite, registered before the suite's own:
 * the returned object's sessions are there for its later set-up and for every test.
 */
export function withStaffOfTwoInstitutes(
  h: Harness,
  otherRole: TStaffRole = 'teacher',
): StaffOfTwoInstitutes {
  const staff = {} as StaffOfTwoInstitutes;
  beforeAll(async () => {
    Object.assign(staff, await staffOfTwoInstitutes(h, otherRole));
  });
  return staff;
}
