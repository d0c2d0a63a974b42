import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { TAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import { e2ePort, mailDir } from './mail-dir';

export const PHONE = { width: 390, height: 844 };

/**
 * Where a picture the docs show is written: test-results/docs/ (ignored) on an ordinary run, the
 * tracked docs/ only when REFRESH_DOCS=1 asks to refresh them, so `npm test` changes no tracked file.
 */
export const docsShot = (path: string) =>
  `${process.env.REFRESH_DOCS === '1' ? 'docs' : 'test-results/docs'}/${path}`;

/** Saves a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  void testInfo;
}

/** Fails the test on any console error or CSP violation the page reports. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

// ---- the exam panel's helpers: a fresh student per test, logged in through the API ----

export const TENANT = { 'X-Org-Token': 'demo-org', 'X-Institute-Token': 'demo-institute' };

export interface E2eStudent {
  token: string;
  details: { studentId: number; orgId: number; instituteId: number; name: string };
}

/** The keys a login leaves in the browser (SPEC: studToken, Authorization, studentDetails). */
type StoredLogin = { token: string; details: string; lang: 'en' | 'hi' };
const storeLogin = ({ token, details, lang }: StoredLogin) => {
  localStorage.setItem('studToken', token);
  localStorage.setItem('Authorization', token);
  localStorage.setItem('studentDetails', details);
  localStorage.setItem('lang', lang);
};
const storedLogin = (student: E2eStudent, lang: 'en' | 'hi'): StoredLogin => ({
  token: student.token,
  details: JSON.stringify(student.details),
  lang,
});

/** Logs `student` in on the page now open, as the login dialog leaves it. */
export async function logInOnPage(page: Page, student: E2eStudent, lang: 'en' | 'hi' = 'en') {
  await page.evaluate(storeLogin, storedLogin(student, lang));
}

/** Logs `student` in before every page load from now on, until the test logs out. */
export async function stayLoggedIn(page: Page, student: E2eStudent, lang: 'en' | 'hi' = 'en') {
  await page.addInitScript(
    (login: StoredLogin) => {
      if (localStorage.getItem('Authorization')) return;
      localStorage.setItem('studToken', login.token);
      localStorage.setItem('Authorization', login.token);
      localStorage.setItem('studentDetails', login.details);
      localStorage.setItem('lang', login.lang);
    },
    storedLogin(student, lang),
  );
}

/** Registers a new student and logs in through the API (each test its own attempts). */
export async function registerStudent(request: APIRequestContext, name = 'Kavya Sharma') {
  const username = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'Secret123';
  const registered = await request.post('/v2/api/cbt/student/save', {
    headers: TENANT,
    data: { name, username, password },
  });
  if (!registered.ok()) throw new Error(`registration failed: ${await registered.text()}`);
  const login = await request.post('/v2/api/cbt/student/authenticate', {
    headers: TENANT,
    data: { username, password },
  });
  const body = (await login.json()) as { token: string; response: E2eStudent['details'] };
  return { token: body.token, details: body.response } satisfies E2eStudent;
}

/** A set of the demo content by its exact English name, as the set list sends it. */
export async function findSet(request: APIRequestContext, setName: string) {
  const res = await request.get(`/v2/api/cbt/search?q=${encodeURIComponent(setName)}`, {
    headers: TENANT,
  });
  const body = (await res.json()) as {
    response: { sets: { setName: string; examSetId: number; examId: number }[] };
  };
  const set = body.response.sets.find((s) => s.setName === setName);
  if (!set) throw new Error(`no set named ${setName}`);
  return set;
}

/** Calls a student endpoint with the student's token. */
export async function studentCall(
  request: APIRequestContext,
  student: E2eStudent,
  path: string,
  data: unknown,
) {
  const res = await request.post(path, {
    headers: {
      ...TENANT,
      Authorization: `Bearer ${student.token}`,
      'X-Student-Token': student.token,
    },
    data,
  });
  return { status: res.status(), body: (await res.json()) as { response: unknown } };
}

/**
 * The resume call's record of an attempt (what a reload on any device reads): its state and the
 * answers stored.
 */
export async function attemptRecord(
  request: APIRequestContext,
  student: E2eStudent,
  set: { examId: number; examSetId: number },
  attemptNo = 1,
) {
  const { status, body } = await studentCall(
    request,
    student,
    '/v2/api/cbt/student/get/all/response/by/studentId',
    {
      orgId: student.details.orgId,
      studentId: student.details.studentId,
      examId: set.examId,
      setId: set.examSetId,
      attemptNo,
    },
  );
  if (status !== 200) throw new Error(`resume answered ${status}: ${JSON.stringify(body)}`);
  return body.response as TAttemptResponses;
}

/**
 * Moves the server's clock forward by `ms` for the student's open attempts (the test-only
 * TEST_CLOCK call): a minute of silence without waiting a minute.
 */
export async function advanceClock(request: APIRequestContext, student: E2eStudent, ms: number) {
  const { status, body } = await studentCall(request, student, '/v2/api/test/clock', {
    advanceMs: ms,
  });
  if (status !== 200) throw new Error(`the test clock answered ${status}: ${JSON.stringify(body)}`);
  return body.response as { attemptsMoved: number };
}

/**
 * Logs the student in (the stored keys a login writes) and opens /exampanel with the CBT flow's
 * navigation state, as /instruction's Next would: React Router keeps it in history.state.usr.
 */
export async function openExamPanel(
  page: Page,
  student: E2eStudent,
  state: Record<string, unknown>,
  uiLanguage: 'en' | 'hi' = 'en',
) {
  await page.goto('/');
  await page.evaluate(
    ({ student, state, uiLanguage }) => {
      localStorage.setItem('studToken', student.token);
      localStorage.setItem('Authorization', student.token);
      localStorage.setItem('studentDetails', JSON.stringify(student.details));
      localStorage.setItem('lang', uiLanguage);
      history.replaceState({ usr: state, key: 'e2e', idx: 0 }, '', '/exampanel');
    },
    { student, state, uiLanguage },
  );
  await page.reload();
}

/** The exam panel's parts, in either language. */
export const questionHeading = (page: Page) =>
  page.getByRole('heading', { name: /^(Question No\.|प्रश्न संख्या) \d+/ });
export const sidePanel = (page: Page) =>
  page.getByRole('complementary', { name: 'Question palette' });
export const paletteButton = (scope: Locator | Page, n: number) =>
  scope.getByRole('button', { name: new RegExp(`^Question ${n}: `) });

/** Confirms the open Submit Exam dialog and waits for the result page of attempt 1. */
export async function confirmSubmit(page: Page) {
  await page
    .getByRole('dialog', { name: 'Submit Exam' })
    .getByRole('button', { name: 'Submit Exam' })
    .click();
  // The result page puts the attempt in the address (decision 010).
  await expect(page).toHaveURL(/\/submitexam\?setId=\d+&attemptNo=1$/);
}

/** The stored action of each question (by number) of attempt 1, which must be submitted. */
export async function submittedActions(
  request: APIRequestContext,
  student: E2eStudent,
  set: { examId: number; examSetId: number },
) {
  const { attempt, responses } = await attemptRecord(request, student, set);
  expect(attempt.status).toBe('submitted');
  return Object.fromEntries(responses.map((r) => [r.questionNo, r.action]));
}

/** The countdown of the exam panel, in seconds. */
export async function secondsLeft(page: Page) {
  const [m = 0, s = 0] = ((await page.getByTestId('time-left').textContent()) ?? '')
    .split(':')
    .map(Number);
  return m * 60 + s;
}

/** Opens the exam panel on a set (as /instruction's Next does) and waits for its first question. */
export async function enterPaper(
  page: Page,
  student: E2eStudent,
  setData: unknown,
  { langId = 1, ui = 'en' as 'en' | 'hi' } = {},
) {
  await openExamPanel(
    page,
    student,
    { setData, studentData: student.details, language: { langId } },
    ui,
  );
  // The first visit loads the panel's chunk and starts the attempt: slower on a busy machine.
  await expect(questionHeading(page)).toBeVisible({ timeout: 30_000 });
}

/** A new student (registered as `name`) on the first question of the set named `setName`. */
export async function newStudentInPaper(
  page: Page,
  request: APIRequestContext,
  setName: string,
  name?: string,
  language?: Parameters<typeof enterPaper>[3],
) {
  const student = await registerStudent(request, name);
  const set = await findSet(request, setName);
  await enterPaper(page, student, set, language);
  return { student, set };
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[];
}

/** Runs axe-core (WCAG 2 A and AA rules) on part of the page; returns what it found, briefly. */
export async function axeViolations(page: Page, selector: string) {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses a script tag.
  await page.evaluate(await readFile('node_modules/axe-core/axe.min.js', 'utf8'));
  const result = await page.evaluate(
    (scope) =>
      (
        window as unknown as {
          axe: { run: (context: string, options: unknown) => Promise<AxeResult> };
        }
      ).axe.run(scope, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }),
    selector,
  );
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`,
  );
}

// ---- the staff console's helpers: logins, and pictures at both widths in both languages ----

export const DESKTOP = { width: 1366, height: 800 };

/** The demo seed's staff (apps/server/src/db/seed-staff.ts). */
export const TEACHER = { email: 'teacher@demo.test', password: 'Teacher@1234' };
export const ORG_ADMIN = { email: 'admin@demo.test', password: 'Admin@1234' };
export type StaffLogin = typeof TEACHER;

/** Fills the staff login form the page shows (a logged-out console path shows it too). */
export async function staffLogIn(page: Page, who: StaffLogin = TEACHER) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A teacher logs in to the console and opens the editor of a new bank question. */
export async function openNewQuestion(page: Page) {
  await page.goto('/admin/login');
  await staffLogIn(page);
  await expect(page).toHaveURL(/\/admin\/questions$/);
  await page.getByRole('link', { name: 'New question' }).click();
  // The rich-text editor is the console's largest chunk (474 KB): on a two-core machine running
  // two browsers its first evaluation once took just over the default 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'New question' })).toBeVisible({
    timeout: 30_000,
  });
}

export type Language = 'en' | 'hi';

/** The top bar's language toggle, at desktop width: on a phone it moves into the menu. */
export async function pickLanguage(page: Page, language: Language) {
  await page.setViewportSize(DESKTOP);
  await page
    .getByRole('group', { name: /^(Language|भाषा)$/ })
    .first()
    .getByRole('button', { name: language === 'en' ? 'English' : 'हिन्दी' })
    .click();
}

/**
 * Full-page pictures at 1366 and 390 px (`<base>-<width><suffix>.png`) for a person to look at,
 * each checked for sideways scroll: wide tables scroll inside their frame, never the page.
 */
export async function shootWidths(page: Page, base: string, suffix = '') {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    // No hover or focus ring from the last click in the picture.
    await page.mouse.move(size.width - 1, size.height - 1);
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${base}-${size.width}${suffix}.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${base}-${size.width}${suffix} scrolls sideways`,
    ).toBe(true);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * shootWidths in English and then Hindi (`<base>-<width>-<language>.png`); the page is left in
 * English at desktop width. `switchTo` changes the language (the top bar's toggle by default).
 */
export async function shootBothLanguages(
  page: Page,
  base: string,
  switchTo: (language: Language) => Promise<void> = (language) => pickLanguage(page, language),
) {
  for (const language of ['en', 'hi'] as const) {
    await switchTo(language);
    await shootWidths(page, base, `-${language}`);
  }
  await switchTo('en');
  await page.setViewportSize(DESKTOP);
}

/**
 * The text of the newest mail to `address` the e2e server has sent (e2e/mail-sink.ts files each
 * one), waiting for it as a person waits for their inbox.
 */
export async function mailTo(address: string): Promise<string> {
  const dir = mailDir(e2ePort());
  const newest = () => {
    for (const name of readdirSync(dir).sort().reverse()) {
      const mail = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
        to: string[];
        text: string;
      };
      if (mail.to.includes(address)) return mail.text;
    }
    return undefined;
  };
  await expect.poll(newest, { message: `a mail to ${address}` }).toBeDefined();
  return newest() ?? '';
}
