import { expect, test, type Page } from '@playwright/test';
import {
  docsShot,
  type E2eStudent,
  findSet,
  registerStudent,
  shootBothLanguages,
  staffLogIn,
  studentCall,
  watchConsole,
  logInOnPage,
} from './support.ts';

// A set no other spec uses: scheduling it hides it from every other student.
const SET = 'RRB NTPC CBT 1 Mock Test 1';
const HOUR = 3_600_000;

/** "2026-11-25T10:00" as a clock in India reads `offsetMs` from now (a datetime-local value). */
const inIndia = (offsetMs: number) =>
  new Date(Date.now() + offsetMs + 5.5 * HOUR).toISOString().slice(0, 16);

/** The page in both languages as a reload in each reads it, `prepare`d again after the reload. */
async function shoot(page: Page, name: string, prepare?: () => Promise<void>) {
  await shootBothLanguages(page, docsShot(`screenshots/schedules-${name}`), async (language) => {
    await page.evaluate((l) => localStorage.setItem('lang', l), language);
    await page.reload();
    await prepare?.();
    await page.waitForLoadState('networkidle');
  });
  // Undo what `prepare` opened.
  await page.reload();
}

async function asStudent(page: Page, student: E2eStudent) {
  await page.goto('/');
  await logInOnPage(page, student);
}

test('a teacher schedules a set for one student, gives extra time, and moves the window', async ({
  browser,
  request,
}) => {
  const meera = await registerStudent(request, 'Nandini Kulkarni');
  const arjun = await registerStudent(request, 'Arjun Rao');
  const set = await findSet(request, SET);

  const teacher = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  const problems = watchConsole(teacher);
  await teacher.goto('/admin/login');
  await staffLogIn(teacher);
  await teacher
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Schedules' })
    .click();
  await expect(teacher.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();

  // A window open now for two hours, India Standard Time, for Meera only.
  await teacher.getByRole('button', { name: 'New window' }).click();
  await teacher.getByLabel('Set', { exact: true }).selectOption({ label: SET });
  await teacher.getByLabel('Opens at').fill(inIndia(-HOUR));
  await teacher.getByLabel('Closes at').fill(inIndia(2 * HOUR));
  await teacher.getByLabel('Chosen students').check();
  await teacher.getByLabel('Find students by name or roll number').fill('Nandini Kulkarni');
  await teacher
    .getByRole('checkbox', { name: /^Nandini Kulkarni/ })
    .first()
    .check();
  await teacher.getByLabel('Results', { exact: true }).selectOption('manual');
  await teacher.getByRole('button', { name: 'Save' }).click();
  const card = teacher.getByRole('article', { name: SET });
  await expect(card).toContainText('Open now');
  await expect(card).toContainText('IST');
  await expect(card).toContainText('1 student');

  // Meera sees the set with its window; Arjun does not see it at all.
  const student = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await asStudent(student, meera);
  await student.goto(`/set?examId=${set.examId}`);
  const setCard = student.getByRole('article', { name: SET });
  await expect(setCard).toContainText(/Opens .* IST · closes .* IST/);
  await expect(setCard.getByRole('button', { name: 'Start' })).toBeEnabled();
  const other = await browser.newPage();
  await asStudent(other, arjun);
  await other.goto(`/set?examId=${set.examId}`);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  // The exam's other sets are there; the scheduled one is not.
  await expect(other.getByRole('article').first()).toBeVisible();
  await expect(other.getByRole('article', { name: SET })).toHaveCount(0);
  const refused = await studentCall(request, arjun, '/v2/api/cbt/student/attempt/start', {
    setId: set.examSetId,
  });
  expect(refused.status).toBe(403);

  // Meera starts; the teacher gives her 10 minutes more from the window's attempts.
  const started = await studentCall(request, meera, '/v2/api/cbt/student/attempt/start', {
    setId: set.examSetId,
  });
  expect(started.status).toBe(200);
  await teacher.reload();
  await card.getByRole('button', { name: '1 attempt' }).click();
  const row = card.getByRole('row', { name: /Nandini Kulkarni/ });
  await expect(row).toContainText('In the exam');
  const before = await row.getByRole('cell').nth(2).textContent();
  await row.getByRole('button', { name: 'Extra time' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Extra time for Nandini Kulkarni' });
  await dialog.getByLabel('Minutes').fill('10');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Her computer restarted');
  await teacher.screenshot({ path: docsShot('screenshots/schedules-extra-time-1366-en.png') });
  await dialog.getByRole('button', { name: 'Give extra time' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => row.getByRole('cell').nth(2).textContent()).not.toBe(before);
  const minutesLeft = (text: string | null) => Number((text ?? '0:0').split(':')[0]);
  expect(minutesLeft(await row.getByRole('cell').nth(2).textContent())).toBeGreaterThan(
    minutesLeft(before),
  );
  // In Hindi the set's name is its Hindi one: the window's card is found by its place, which
  // other specs' windows may change but a language does not.
  const cards = teacher.getByRole('article');
  const place = (await cards.allTextContents()).findIndex((text) => text.includes(SET));
  expect(place).toBeGreaterThanOrEqual(0);
  await shoot(teacher, 'console', async () => {
    await cards.nth(place).getByRole('button', { name: /^1 / }).click();
    await expect(teacher.getByRole('row', { name: /Nandini Kulkarni/ })).toBeVisible();
  });
  await shoot(teacher, 'form', async () => {
    await teacher.getByRole('button', { name: /^(New window|नई परीक्षा अवधि)$/ }).click();
  });

  // The window moves to tomorrow: Meera's Start is off, saying when it opens.
  await card.getByRole('button', { name: 'Edit' }).click();
  await teacher.getByLabel('Opens at').fill(inIndia(24 * HOUR));
  await teacher.getByLabel('Closes at').fill(inIndia(26 * HOUR));
  await teacher.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('Upcoming');
  await student.reload();
  const start = setCard.getByRole('button', { name: 'Start' });
  await expect(start).toBeDisabled();
  await expect(setCard).toContainText(/Start opens at .* IST/);
  await shoot(student, 'set-card');
  expect(problems).toEqual([]);
});
