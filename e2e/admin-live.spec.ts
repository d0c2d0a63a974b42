import { expect, test } from '@playwright/test';
import {
  docsShot,
  findSet,
  openExamPanel,
  registerStudent,
  shootBothLanguages,
  staffLogIn,
  watchConsole,
} from './support.ts';

// A 12-question, 15-minute set.
const SET = 'SSC CHSL Previous Year Paper (Pattern Set 1)';

test('a teacher watches a student write live and force-submits; the student is told the invigilator submitted it', async ({
  browser,
  page,
  request,
}) => {
  const problems = watchConsole(page);
  // Other specs write this set as "Kavya Sharma" at the same time, and a retry's student must not
  // meet the first try's row: a name of this spec's own, one per try.
  const { retry, repeatEachIndex } = test.info();
  const surnames = ['Bhandari', 'Sengupta', 'Chauhan', 'Kapoor', 'Menon', 'Rawat'];
  const name = `Ritika ${surnames[(retry + 2 * repeatEachIndex) % surnames.length]}`;
  const student = await registerStudent(request, name);
  const set = await findSet(request, SET);

  // The student enters the exam and answers the first question.
  await openExamPanel(page, student, {
    setData: set,
    studentData: student.details,
    language: { langId: 1 },
  });
  await expect(page.getByRole('heading', { name: /^Question No\. 1$/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByRole('heading', { name: /^Question No\. 2$/ })).toBeVisible();

  // The teacher, in another browser, opens the set's live page from the exams page.
  const staff = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const console = await staff.newPage();
  const staffProblems = watchConsole(console);
  await console.goto(`/admin/sets/${set.examSetId}/live`);
  await staffLogIn(console);
  await expect(console.getByRole('heading', { level: 1, name: 'Live monitoring' })).toBeVisible();
  const row = console.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('In exam');
  await expect(row).toContainText('1/12');
  await expect(row).toContainText(/1[45]:\d\d/);
  await expect(console.getByTestId('live-count-in-exam')).toContainText(/[1-9]/);
  await expect(console.getByTestId('live-updated')).toContainText(/Updated .+ IST/);
  await shootBothLanguages(console, docsShot('screenshots/live-set'));

  // Only the writing students: the card is a filter.
  await console.getByTestId('live-count-in-exam').click();
  await expect(console.getByTestId('live-count-in-exam')).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();

  // Force submit, confirmed with a reason.
  await row.getByRole('button', { name: `Force submit the exam of ${name}` }).click();
  const dialog = console.getByRole('dialog');
  await expect(dialog).toContainText(name);
  await dialog.getByLabel('Reason').fill('Phone found on the desk');
  await console.screenshot({ path: docsShot('screenshots/live-force-submit-1366-en.png') });
  const forcedAt = Date.now();
  await dialog.getByRole('button', { name: 'Force submit' }).click();

  // The student does nothing: the server pushes the change to the exam screen (decision 064),
  // which says at once who submitted it (well before the panel's 15 s heartbeat), then the
  // result says so too.
  await expect(page.getByRole('alert')).toHaveText(
    'The invigilator ended your exam. Your answers were saved up to that moment and have been scored.',
    { timeout: 3_000 },
  );
  expect(Date.now() - forcedAt).toBeLessThan(3_000);

  await expect(console.getByRole('status')).toContainText(`The exam of ${name} was submitted.`);
  await console.getByTestId('live-count-in-exam').click();
  const closed = console.getByRole('row').filter({ hasText: name });
  await expect(closed).toContainText('Force-submitted');
  await expect(console.getByTestId('live-count-force-submitted')).toContainText(/[1-9]/);

  await page.screenshot({ path: '/tmp/shots-endsafe/force-submitted-1366-en.png' });
  await page.getByRole('button', { name: 'View result' }).click();
  await expect(page.getByTestId('result-force-submitted')).toHaveText(
    'Your exam was submitted by the invigilator',
  );
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: docsShot('screenshots/live-student-result-1366-en.png') });
  await staff.close();
  // A call the server refused because the attempt is closed (410) is the only complaint allowed.
  expect(problems.filter((p) => !p.includes('status of 410'))).toEqual([]);
  expect(staffProblems).toEqual([]);
});
