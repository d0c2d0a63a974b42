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
 * Registers and logs in `count` students before the measured phase (password hashing is the cost
 * of a login, DESIGN.md §8: spread before the start, never raced). A few at a time.
 */
export async function registerStudents(url: string, count: number, prefix: string) {
  const password = 'Bench1234';
  const students: BenchStudent[] = [];
  const run = `${prefix}.${Date.now()}`;
  let next = 0;
  async function worker() {
    while (next < count) {
      const username = `${run}.${next++}@bench.test`;
      await api(url, '/v2/api/cbt/student/save', { name: 'Bench Student', username, password });
      students.push(await login(url, username, password));
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  return students;
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
