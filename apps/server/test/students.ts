import type { InjectOptions } from 'fastify';
import type { TStudentDetails } from '@exam/contracts/students/entities';
import type { Harness } from './harness.ts';
import { tenantHeaders } from './requests.ts';

export interface StudentCallOptions {
  body?: unknown;
  /** Tenant headers; test-org / test-institute unless given. */
  tenant?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address (login limits count per address). */
  ip?: string;
}

let addresses = 0;
/** A fresh caller address, so tests do not share login limits unless they mean to. */
export const freshIp = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** Calls the app as a student's browser would: tenant headers, optional token, own address. */
export async function studentCall(
  harness: Harness,
  method: InjectOptions['method'],
  url: string,
  options: StudentCallOptions = {},
) {
  const response = await harness.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.tenant ?? tenantHeaders()),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...options.headers,
    },
    ...(options.body !== undefined && { payload: options.body as InjectOptions['payload'] }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** A logged-in student, as login returns it, with the tenant they called from. */
export interface LoggedIn {
  token: string;
  student: TStudentDetails;
  /** Tenant headers of the student's organisation; test-org / test-institute unless given. */
  tenant?: Record<string, string>;
}

/** POSTs `body` to a student endpoint as the logged-in student `who`. */
export const post = (h: Harness, who: LoggedIn, url: string, body: unknown) =>
  studentCall(h, 'POST', url, {
    token: who.token,
    body,
    ...(who.tenant && { tenant: who.tenant }),
  });

let usernames = 0;
/** A username nobody has registered yet in this test file. */
export const freshUsername = (prefix = 'student') => {
  usernames += 1;
  return `${prefix}.${usernames}.${Date.now()}@example.test`;
};

export const TEST_PASSWORD = 'Secret123';

/** Registers a student through the API and logs them in: their token and details. */
export async function registerAndLogin(
  harness: Harness,
  options: {
    name?: string;
    username?: string;
    password?: string;
    tenant?: Record<string, string>;
  } = {},
) {
  const username = options.username ?? freshUsername();
  const password = options.password ?? TEST_PASSWORD;
  const tenant = options.tenant ?? tenantHeaders();
  const registered = await studentCall(harness, 'POST', '/v2/api/cbt/student/save', {
    tenant,
    body: { name: options.name ?? 'Test Student', username, password },
  });
  if (registered.status !== 200) {
    throw new Error(`registration failed: ${JSON.stringify(registered.body)}`);
  }
  return login(harness, username, password, tenant);
}

/** Logs a student in through the API; throws unless it succeeds. */
export async function login(
  harness: Harness,
  username: string,
  password: string,
  tenant: Record<string, string> = tenantHeaders(),
) {
  const res = await studentCall(harness, 'POST', '/v2/api/cbt/student/authenticate', {
    tenant,
    body: { username, password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return {
    token: res.body.token as string,
    student: res.body.response as TStudentDetails,
    username,
    password,
  };
}
