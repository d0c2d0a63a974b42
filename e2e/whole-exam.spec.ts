import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { findSet, openExamPanel, PHONE, registerStudent, shoot, watchConsole } from './support.ts';

/**
 * The whole exam as a student clicks through it, by the words on the screen: a new student opens
 * a demo exam's sets, presses Start, logs in, goes through the profile and both instruction pages
 * into the exam panel, answers, marks, skips, jumps section, submits, reads the report, practises
 * the weakest section, finds the attempt under Attempted Test and sits the set a second time.
 */
const TENANT = { 'X-Org-Token': 'demo-org', 'X-Institute-Token': 'demo-institute' };
const EXAM = 'UP Police Constable Recruitment Exam';
const SET_NAME = 'UP Police Constable Mock Test 1';
const NAME = 'Ishaan Verma';

interface ContentOption {
  optionTextEn: string;
  correct?: boolean;
}
interface ContentSection {
  sectionName: string;
  marksPerQuestion: number;
  questions: { questionTextEn: string; options: ContentOption[] }[];
}

/** The set as the demo content defines it: sections, marks, negative marking, the answer key. */
function contentSet() {
  const file = JSON.parse(readFileSync('content/demo/40-state.json', 'utf8')) as {
    exams: { sets: { setName: string; negativeMarks: boolean; sections: ContentSection[] }[] }[];
  };
  const set = file.exams.flatMap((e) => e.sets).find((s) => s.setName === SET_NAME);
  if (!set) throw new Error('demo set not found');
  return set;
}

const SET = contentSet();

/** The element at an index, or a failure naming it (the content is known, so this never throws). */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}
const QUESTIONS = SET.sections.flatMap((section) =>
  section.questions.map((q) => ({
    ...q,
    section: section.sectionName,
    marks: section.marksPerQuestion,
  })),
);
const keyIndex = (n: number) => at(QUESTIONS, n - 1).options.findIndex((o) => o.correct);
const wrongIndex = (n: number) => (keyIndex(n) + 1) % at(QUESTIONS, n - 1).options.length;

// The plan by question number (paper order): R right, W wrong; any other question is skipped.
// General Knowledge: 1 R, 2 W, 3 R (and marked), 4 marked without an answer.
// Numerical & Mental Ability (reached through View Question): 9 R, 10 W, 11 R, 12 visited only.
const PLAN: Record<number, 'R' | 'W'> = { 1: 'R', 2: 'W', 3: 'R', 9: 'R', 10: 'W', 11: 'R' };

/** The report's figures worked out from the content and the plan (SPEC §9). */
function expected() {
  let score = 0;
  let max = 0;
  let correct = 0;
  let incorrect = 0;
  for (const [index, q] of QUESTIONS.entries()) {
    max += q.marks;
    const plan = PLAN[index + 1];
    if (plan === 'R') {
      correct += 1;
      score += q.marks;
    } else if (plan === 'W') {
      incorrect += 1;
      if (SET.negativeMarks) score -= 0.25 * q.marks;
    }
  }
  const percentage = Math.round((score / max) * 10_000) / 100;
  return {
    score,
    max,
    percentage,
    passed: score >= 0.3 * max,
    correct,
    incorrect,
    skipped: QUESTIONS.length - correct - incorrect,
    accuracy: Math.round((correct / (correct + incorrect)) * 100),
  };
}
const EXPECTED = expected();
// By hand, for the reader: 4 right × 2 = 8, 2 wrong × −0.5 = −1 → 7 of 32 = 21.88 %, below the
// pass mark of 9.6 → Below cut-off; accuracy 4 / 6 = 67 %; 10 skipped.
test('the hand-worked figures match the content', () => {
  expect(EXPECTED).toEqual({
    score: 7,
    max: 32,
    percentage: 21.88,
    passed: false,
    correct: 4,
    incorrect: 2,
    skipped: 10,
    accuracy: 67,
  });
});

const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Question palette' });
const questionHeading = (page: Page) =>
  page.getByRole('heading', { name: /^(Question No\.|प्रश्न संख्या) \d+/ });
const optionsOf = (page: Page) => page.getByRole('group', { name: /^(Options of question|प्रश्न)/ });

async function logIn(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  if (await dialog.getByRole('heading', { name: 'Sign Up' }).isVisible()) {
    await dialog.getByRole('button', { name: 'Login' }).click();
  }
  await dialog.getByLabel('E-mail or mobile number').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
}

/** /exam/list/ → the exam's View All Sets → the set's Start. */
async function startFromSetList(page: Page) {
  await page.goto('/exam/list/');
  await page
    .getByRole('article', { name: new RegExp(EXAM.replace(/[()]/g, '\\$&')) })
    .getByRole('link', { name: 'View All Sets' })
    .click();
  await expect(page).toHaveURL(/\/set\?examId=\d+/);
  await page
    .getByRole('article', { name: SET_NAME })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(page).toHaveURL(/\/studentProfile\/?$/);
}

/** /studentProfile → /systemInstruction → /instruction → /exampanel, by their buttons. */
async function throughInstructions(
  page: Page,
  testInfo: Parameters<typeof shoot>[1],
  tag: string,
  attemptNo: number,
) {
  await expect(page.getByText(`Set: ${SET_NAME}`)).toBeVisible();
  await shoot(page, testInfo, `whole-${tag}-1-profile`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/systemInstruction\/?$/);
  await page.getByLabel('I have read and understood the instructions.').check();
  await shoot(page, testInfo, `whole-${tag}-2-system-instruction`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/instruction\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Instructions' })).toBeVisible();
  // The attempt this sitting will be: the next one by the server's record of submitted attempts.
  await expect(page.getByText('Attempt number').locator('xpath=following-sibling::dd')).toHaveText(
    String(attemptNo),
  );
  await shoot(page, testInfo, `whole-${tag}-3-instruction`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/exampanel\/?$/);
  await expect(questionHeading(page)).toBeVisible({ timeout: 30_000 });
}

async function choose(page: Page, n: number, plan: 'R' | 'W') {
  await expect(questionHeading(page)).toHaveText(new RegExp(`\\b${n}$`));
  await optionsOf(page)
    .getByRole('radio')
    .nth(plan === 'R' ? keyIndex(n) : wrongIndex(n))
    .check();
}

async function submitExam(page: Page, dialogName: RegExp, confirm: RegExp) {
  await page.getByRole('button', { name: dialogName }).first().click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  return { modal, confirm: () => modal.getByRole('button', { name: confirm }).click() };
}

const card = (page: Page, testId: string): Locator => page.getByTestId(testId);

test.describe('the whole exam, as a student clicks through it', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ actionTimeout: 30_000 });

  const username = `e2e-whole-${Date.now().toString(36)}@example.test`;
  const password = 'Secret123';

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const res = await api.post('/v2/api/cbt/student/save', {
      headers: TENANT,
      data: { name: NAME, username, password },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await api.dispose();
  });

  test('set → instructions → panel → submit → report → practice → attempted tests → attempt 2', async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);

    // 1. From the set list, Start asks for a login on the way.
    await startFromSetList(page);
    await logIn(page, username, password);
    await throughInstructions(page, testInfo, 'en', 1);

    const side = sidePanel(page);
    await expect(page.getByTestId('student-name')).toHaveText(NAME);
    await expect(side.getByTestId('current-section')).toHaveText('General Knowledge');
    await shoot(page, testInfo, 'whole-en-4-panel');

    // General Knowledge: right, wrong, right and marked, marked without an answer.
    await choose(page, 1, 'R');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await choose(page, 2, 'W');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await choose(page, 3, 'R');
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 4');
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 5');
    await expect(side.getByTestId('current-section')).toHaveText('General Hindi');

    // Another section through View Question (the palette of every question).
    await side.getByRole('button', { name: 'View Question' }).click();
    const all = page.getByRole('dialog', { name: 'All Questions' });
    await all.getByRole('button', { name: /^9 / }).click();
    await expect(all).toBeHidden();
    await expect(side.getByTestId('current-section')).toHaveText('Numerical & Mental Ability');
    await choose(page, 9, 'R');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await choose(page, 10, 'W');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await choose(page, 11, 'R');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 12');
    await shoot(page, testInfo, 'whole-en-5-panel-answered');

    // Submit Exam: the confirmation's counts, then the report.
    const { modal, confirm } = await submitExam(page, /^Submit Exam$/, /^Submit/);
    await expect(modal).toContainText('You are going to submit exam. Are you sure?');
    await shoot(page, testInfo, 'whole-en-6-submit-modal');
    await confirm();
    await expect(page).toHaveURL(/\/submitexam\?setId=\d+&attemptNo=1$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: SET_NAME })).toBeVisible();
    await expect(page.getByTestId('result-student')).toHaveText(NAME);
    await expect(page.getByText(`${EXAM} · Attempt 1`)).toBeVisible();
    await expect(page.getByTestId('result-status')).toHaveText(
      EXPECTED.passed ? 'Qualified' : 'Below cut-off',
    );
    await expect(page.getByTestId('result-score')).toHaveText(
      `${EXPECTED.score} of ${EXPECTED.max} marks`,
    );
    await expect(page.getByTestId('result-percentage')).toHaveText(`${EXPECTED.percentage}%`);
    await expect(page.getByTestId('result-accuracy')).toHaveText(`${EXPECTED.accuracy}%`);
    await expect(page.getByText(`Correct ${EXPECTED.correct}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Incorrect ${EXPECTED.incorrect}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Skipped ${EXPECTED.skipped}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('result-rank')).toHaveText('1 / 1');
    await expect(page.getByTestId('section-card')).toHaveCount(SET.sections.length);
    await shoot(page, testInfo, 'whole-en-7-report');

    // 2. Practice Weak Areas: the weakest section's questions in the practice player.
    const weakText = (await card(page, 'weakest').textContent()) ?? '';
    const weak = SET.sections.find((s) => weakText.includes(s.sectionName));
    if (!weak) throw new Error(`no section named in: ${weakText}`);
    await card(page, 'weakest').getByRole('button', { name: 'Practice Weak Areas' }).click();
    await expect(page).toHaveURL(/\/practice\/$/);
    const count = weak.questions.length;
    await expect(page.getByText(`Question 1 of ${count}`)).toBeVisible();
    await expect(page.getByText(at(weak.questions, 0).questionTextEn)).toBeVisible();
    const options = page.getByRole('group', { name: 'Options' });
    const wrongAt = (at(weak.questions, 0).options.findIndex((o) => o.correct) + 1) % 4;
    const rightAt = at(weak.questions, 0).options.findIndex((o) => o.correct);
    await options.getByRole('radio').nth(wrongAt).check();
    await expect(options.locator('label').nth(wrongAt)).toHaveClass(/list-group-item-danger/);
    await expect(options.locator('label').nth(rightAt)).toHaveClass(/list-group-item-success/);
    await expect(page.getByText('Your answer was incorrect')).toBeVisible();
    await page.getByRole('button', { name: 'View Solution' }).click();
    await expect(page.locator('.solution-panel')).toBeVisible();
    await shoot(page, testInfo, 'whole-en-8-practice');
    for (let index = 1; index < count; index += 1) {
      await page.getByRole('button', { name: 'Next Question' }).click();
      await expect(page.getByText(`Question ${index + 1} of ${count}`)).toBeVisible();
      const key = at(weak.questions, index).options.findIndex((o) => o.correct);
      await options.getByRole('radio').nth(key).check();
      await expect(page.getByText('You answered correctly!')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Finish Practice' }).click();
    await expect(page.getByRole('heading', { name: 'Practice complete!' })).toBeVisible();
    await expect(page.getByText(`You scored ${count - 1} out of ${count}`)).toBeVisible();
    await shoot(page, testInfo, 'whole-en-9-practice-complete');
    // Back where the practice came from: the same report.
    await page.getByRole('button', { name: 'Back to the report' }).click();
    await expect(page).toHaveURL(/\/submitexam\?setId=\d+&attemptNo=1$/);
    await expect(page.getByTestId('result-score')).toHaveText(
      `${EXPECTED.score} of ${EXPECTED.max} marks`,
    );

    // 3. Attempted Test (side menu) lists the attempt and opens its report.
    await page
      .getByRole('navigation', { name: 'Student menu' })
      .getByRole('link', { name: 'Attempted Test' })
      .click();
    await expect(page).toHaveURL(/\/attempted\/test\/$/);
    const attempts = page.getByTestId('attempt-card').filter({ hasText: SET_NAME });
    await expect(attempts).toHaveCount(1);
    await expect(attempts).toContainText(`Question(${EXPECTED.correct + EXPECTED.incorrect}/16)`);
    await expect(attempts).toContainText(`Marks: ${EXPECTED.score} / ${EXPECTED.max}`);
    await expect(attempts).toContainText('Attempt 1');
    await shoot(page, testInfo, 'whole-en-10-attempted');
    await attempts.getByRole('link', { name: /View report/ }).click();
    await expect(page).toHaveURL(/\/viewDetailedAnalysis\?setId=\d+&attemptNo=1$/);
    await expect(page.getByTestId('result-score')).toHaveText(
      `${EXPECTED.score} of ${EXPECTED.max} marks`,
    );

    // 4 and 5. The same set again, on a phone in Hindi from the panel on: attempt 2.
    await startFromSetList(page);
    await throughInstructions(page, testInfo, 'again', 2);
    await expect(questionHeading(page)).toHaveText('Question No. 1');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await expect(questionHeading(page)).toHaveText('प्रश्न संख्या 1');
    await shoot(page, testInfo, 'whole-hi-phone-1-panel');
    await choose(page, 1, 'R');
    await page.getByRole('button', { name: 'सहेजें और आगे' }).click();
    await expect(questionHeading(page)).toHaveText('प्रश्न संख्या 2');
    const second = await submitExam(page, /^परीक्षा जमा करें$/, /^परीक्षा जमा करें$/);
    await shoot(page, testInfo, 'whole-hi-phone-2-submit-modal');
    await second.confirm();
    await expect(page).toHaveURL(/\/submitexam\?setId=\d+&attemptNo=2$/, { timeout: 30_000 });
    await expect(page.getByText(/· प्रयास 2$/)).toBeVisible();
    await expect(page.getByTestId('result-score')).toHaveText('32 में से 2 अंक');
    await expect(page.getByTestId('result-status')).toHaveText('कट-ऑफ़ से कम');
    // A first attempt counts for rank: still the only candidate.
    await expect(page.getByTestId('result-rank')).toHaveText('1 में से 1');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await shoot(page, testInfo, 'whole-hi-phone-3-report');
    await page.setViewportSize({ width: 1366, height: 800 });
    await shoot(page, testInfo, 'whole-hi-desktop-4-report');
    // Attempted tests: both sittings, the newest first.
    await page
      .getByRole('navigation', { name: /Student menu|छात्र मेन्यू/ })
      .getByRole('link', { name: 'प्रयास किए गए टेस्ट' })
      .click();
    // The menu entry and the page's heading say the same.
    await expect(page.getByRole('heading', { level: 1, name: 'प्रयास किए गए टेस्ट' })).toBeVisible();
    await shoot(page, testInfo, 'whole-hi-desktop-5-attempted');
    const cards = page.getByTestId('attempt-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('प्रयास 2');
    await expect(cards.nth(1)).toContainText('प्रयास 1');
    expect(problems).toEqual([]);
  });

  test('the time running out hands over to the report, which says so (Hindi, then a phone)', async ({
    page,
    request,
  }, testInfo) => {
    const problems = watchConsole(page);
    const student = await registerStudent(request, 'Farhan Qureshi');
    const set = await findSet(request, 'One-minute Speed Test');
    await openExamPanel(
      page,
      student,
      { setData: set, studentData: student.details, language: { langId: 1 }, attemptNo: 1 },
      'hi',
    );
    await expect(questionHeading(page)).toHaveText('प्रश्न संख्या 1', { timeout: 30_000 });
    await optionsOf(page).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'सहेजें और आगे' }).click();
    await expect(questionHeading(page)).toHaveText('प्रश्न संख्या 2');
    await shoot(page, testInfo, 'whole-timeout-hi-1-panel');
    await expect(page).toHaveURL(/\/submitexam\?setId=\d+&attemptNo=1$/, { timeout: 90_000 });
    await expect(page.getByTestId('result-status')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('समय समाप्त', { exact: false })).toBeVisible();
    await shoot(page, testInfo, 'whole-timeout-hi-2-report-desktop');
    await page.setViewportSize(PHONE);
    await shoot(page, testInfo, 'whole-timeout-hi-3-report-phone');
    expect(problems).toEqual([]);
  });
});
