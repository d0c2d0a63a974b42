import http from 'node:http';
import { tenantHeaders } from './scenarios/catalogue.ts';
import { login, type BenchStudent } from './students.ts';

/** The demo seed's teacher (apps/server/src/db/seed-staff.ts DEMO_TEACHER). */
const DEMO_TEACHER = { email: 'teacher@demo.test', password: 'Teacher@1234' };
/** The demo org-admin (README): the whole organisation's candidates. */
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'Admin@1234' };

export async function staffToken(url: string, staff = DEMO_TEACHER) {
  const res = await fetch(`${url}/v2/api/admin/auth/login`, {
    method: 'POST',
    headers: tenantHeaders,
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  if (!res.ok) throw new Error(`staff login: ${res.status}`);
  return ((await res.json()) as { response: { token: string } }).response.token;
}

let rosters = 0;

/**
 * A roster of `count` students of class 10 A, as the template's CSV, base64. Roll numbers are unique
 * to the roster (an institute's roll numbers are unique, and one bench server enrols many rosters).
 */
export function rosterFile(prefix: string, count: number) {
  const roster = `${(rosters += 1)}${Date.now().toString(36)}`;
  const lines = ['name,father_name,mother_name,mobile_or_email,roll_number,class,section'];
  for (let i = 0; i < count; i += 1)
    lines.push(
      `Student ${i},Father ${i},Mother ${i},${prefix}.${i}@bench.test,R${roster}-${i},10,A`,
    );
  return { fileName: 'district.csv', dataBase64: Buffer.from(lines.join('\n')).toString('base64') };
}

/** One POST through node:http: fetch gives up on an answer that takes over 300 s. */
export function staffPost(url: string, token: string, body: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...tenantHeaders, authorization: `Bearer ${token}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

export interface EnrolledStudent {
  username: string;
  password: string;
}

/**
 * Enrols `count` students through the staff roster import (issue 12) as a test centre does, with
 * admit-card passwords (decision 066: printed, kept, never a change screen at the exam desk), and
 * returns their usernames and passwords from the passwords file. Generated passwords are hashed with
 * decision 022's light parameters, so thousands of logins cost seconds, not minutes — the way a
 * district's students arrive (a chosen password would cost a full scrypt each).
 */
export async function enrolStudents(url: string, count: number, prefix: string) {
  const token = await staffToken(url);
  const file = rosterFile(`${prefix}-${Date.now()}`, count);
  const { status, text } = await staffPost(`${url}/v2/api/admin/enrolment`, token, {
    ...file,
    confirm: true,
    passwords: 'admit-card',
  });
  if (status !== 200) throw new Error(`enrolment: ${status} ${text.slice(0, 300)}`);
  const { passwordsCsv } = (JSON.parse(text) as { response: { passwordsCsv: string } }).response;
  // name, username, roll number, password — generated values hold no commas or quotes.
  const [, ...rows] = passwordsCsv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  return rows.map((row): EnrolledStudent => {
    const cells = row.split(',');
    return { username: cells[1] ?? '', password: cells.at(-1) ?? '' };
  });
}

/** Logs every enrolled student in, `parallel` at a time; tokens in the roster's order. */
export async function loginAll(url: string, enrolled: EnrolledStudent[], parallel = 16) {
  const students: BenchStudent[] = new Array<BenchStudent>(enrolled.length);
  let next = 0;
  async function worker() {
    while (next < enrolled.length) {
      const index = next++;
      const { username, password } = enrolled[index] as EnrolledStudent;
      students[index] = await login(url, username, password);
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return students;
}
