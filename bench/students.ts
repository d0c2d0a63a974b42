import { tenantHeaders } from './scenarios/catalogue.ts';

/** A demo-tenant student logged in through the API, as the bench's clients use them. */
export interface BenchStudent {
  studentId: number;
  orgId: number;
  instituteId: number;
  token: string;
}

export async function api<T>(url: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...tenantHeaders, ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { response: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${json.message ?? ''}`);
  return json.response;
}

export async function login(url: string, username: string, password: string) {
  const res = await fetch(`${url}/v2/api/cbt/student/authenticate`, {
    method: 'POST',
    headers: tenantHeaders,
    body: JSON.stringify({ username, password }),
  });
  const json = (await res.json()) as { token: string; response: Omit<BenchStudent, 'token'> };
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  const { studentId, orgId, instituteId } = json.response;
  return { studentId, orgId, instituteId, token: json.token };
}

/**
 * `count` students logged in before the measured phase. They are enrolled through the roster
 * import (bench/enrol.ts): one-time passwords carry decision 022's light hashes, so this costs
 * seconds where registering each with a chosen password (a full scrypt each) cost minutes of the
 * run (issue 13: the whole bench in under 15 minutes).
 */
export async function registerStudents(url: string, count: number, prefix: string) {
  // Imported when called: bench/enrol.ts imports this module.
  const { enrolStudents, loginAll } = await import('./enrol.ts');
  return loginAll(url, await enrolStudents(url, count, prefix));
}

/** The id of a demo set, by its name. */
export async function demoSetId(url: string, setName: string) {
  const sets = await api<{ examSetId: number; setName: string }[]>(
    url,
    '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/0',
    {},
  );
  const set = sets.find((s) => s.setName === setName);
  if (!set) throw new Error(`no demo set "${setName}"`);
  return set.examSetId;
}
