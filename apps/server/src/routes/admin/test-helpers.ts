import type { InjectOptions } from 'fastify';
import type { TImportFileInput } from '@exam/contracts/content/import-file';
import type { TStaffRole } from '@exam/contracts/questions/entities';
import { ensureStaff } from '../../db/seed-staff.ts';
import type { Harness } from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { freshIp } from '../../../test/students.ts';
import { orgFixture } from '../../../test/fixtures.ts';

export const STAFF_PASSWORD = 'Staff@12345';

/** The console's paths the API tests call most. */
export const SETS = '/v2/api/admin/sets';
export const QUESTIONS = '/v2/api/admin/questions';
export const SCHEDULES = '/v2/api/admin/schedules';

/**
 * A single-choice bank question body: options named by `letters` ("<text> A", …), option `correct`
 * (counted from 0) the key, in Hindi too unless `hindi` is false.
 */
export const singleChoice = (
  text: string,
  {
    letters = ['A', 'B'],
    correct = 0,
    hindi = true,
    tags,
  }: { letters?: string[]; correct?: number; hindi?: boolean; tags?: string[] } = {},
) => ({
  type: 'single',
  textEn: `<p>${text}</p>`,
  ...(hindi && { textHi: `<p>हिंदी ${text}</p>` }),
  ...(tags && { tags }),
  options: letters.map((cap, i) => ({
    textEn: `${text} ${cap}`,
    ...(hindi && { textHi: `विकल्प ${cap}` }),
    correct: i === correct,
  })),
});

/** The test organisation with a second institute, so institute boundaries can be tested. */
export function twoInstituteFixture(
  orgToken = 'test-org',
  instituteToken = 'test-institute',
): TImportFileInput {
  const fixture = orgFixture(orgToken, instituteToken);
  return {
    ...fixture,
    organisation: {
      ...fixture.organisation,
      institutes: [
        ...fixture.organisation.institutes,
        { instituteToken: `${instituteToken}-b`, name: 'Second institute' },
      ],
    },
  };
}

let emails = 0;

/** Creates a staff member through the seed function and logs them in through the API. */
export async function staffLogin(
  h: Harness,
  role: TStaffRole,
  options: { orgToken?: string; instituteToken?: string } = {},
) {
  emails += 1;
  const orgToken = options.orgToken ?? 'test-org';
  const instituteToken = options.instituteToken ?? 'test-institute';
  const email = `${role}.${emails}@staff.test`;
  const id = await ensureStaff(h.database.db, {
    orgToken,
    instituteToken,
    role,
    email,
    password: STAFF_PASSWORD,
    name: `${role} ${emails}`,
  });
  const tenant = tenantHeaders(orgToken, instituteToken);
  const res = await adminCall(h, 'POST', '/v2/api/admin/auth/login', {
    tenant,
    body: { email, password: STAFF_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(res.body)}`);
  return { id, email, token: res.body.response.token as string, tenant };
}

export type StaffSession = Awaited<ReturnType<typeof staffLogin>>;

/** Calls a staff endpoint as the console would. */
export async function adminCall(
  h: Harness,
  method: InjectOptions['method'],
  url: string,
  options: {
    as?: { token: string; tenant: Record<string, string> };
    token?: string;
    tenant?: Record<string, string>;
    body?: unknown;
    ip?: string;
  } = {},
) {
  const token = options.token ?? options.as?.token;
  const response = await h.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.tenant ?? options.as?.tenant ?? tenantHeaders()),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(options.body !== undefined && { payload: options.body as InjectOptions['payload'] }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : undefined,
    headers: response.headers,
    raw: response,
  };
}
