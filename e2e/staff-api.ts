import { expect, type APIRequestContext } from '@playwright/test';
import { TEACHER, TENANT, type StaffLogin } from './support.ts';

/** The staff API as someone already holding a session's token; every call must succeed. */
export function staffApi(request: APIRequestContext, token: string) {
  const headers = { ...TENANT, Authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const res = await request[method](path, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).response;
  };
  return {
    /** What a call answers, refused or not (for the calls that must be refused). */
    status: async (method: 'GET' | 'PUT', path: string, data?: unknown) =>
      (await request.fetch(path, { method, headers, data })).status(),
    get: (path: string) => call('get', path),
    post: (path: string, data: unknown) => call('post', path, data),
    put: (path: string, data: unknown) => call('put', path, data),
  };
}
export type StaffApi = ReturnType<typeof staffApi>;

export async function staffToken(request: APIRequestContext, who: StaffLogin = TEACHER) {
  const login = await request.post('/v2/api/admin/auth/login', { headers: TENANT, data: who });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { response: { token: string } }).response.token;
}

/** The staff API logged in as `who` (the demo teacher unless told). */
export async function asStaff(request: APIRequestContext, who: StaffLogin = TEACHER) {
  return staffApi(request, await staffToken(request, who));
}

/** Creates a set through the console API and publishes it: the created set (its id). */
export async function publishSet(staff: StaffApi, set: Record<string, unknown>) {
  const created = (await staff.post('/v2/api/admin/sets', set)) as { id: number };
  await staff.post(`/v2/api/admin/sets/${created.id}/publish`, {});
  return created;
}

/** A mock test (set type 3) of the first exam in both languages, created and published. */
export async function publishMock(staff: StaffApi, set: Record<string, unknown>) {
  const [exam] = await staff.get('/v2/api/admin/exams');
  return publishSet(staff, { examId: exam.id, setTypeId: 3, languages: [1, 2], ...set });
}

/** The ids of `count` single-choice bank questions with a complete Hindi text. */
export async function bankQuestionIds(staff: StaffApi, count: number) {
  const bank = await staff.get(
    `/v2/api/admin/questions?type=single&hindi=complete&pageSize=${count}`,
  );
  return (bank.items as { id: number }[]).map((q) => q.id);
}

/** A one-question set of the exam, 10 minutes, in both languages, published: its id. */
export async function publishOneQuestionSet(staff: StaffApi, name: string, examId: number) {
  const [questionId] = await bankQuestionIds(staff, 1);
  const set = await publishSet(staff, {
    examId,
    setTypeId: 3,
    nameEn: name,
    nameHi: `${name} (हिन्दी)`,
    durationMinutes: 10,
    languages: [1, 2],
    sections: [
      {
        nameEn: 'General',
        nameHi: 'सामान्य',
        marksPerQuestion: 1,
        groups: [{ questions: [{ bankQuestionId: questionId }] }],
      },
    ],
  });
  return set.id;
}
