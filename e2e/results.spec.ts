import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sitThroughApi } from './sitting.ts';
import { PHONE, registerStudent, shoot, TENANT, watchConsole } from './support.ts';

/**
 * The result report of an exam finished through the API (the exam panel is built elsewhere): a new
 * student starts SSC CHSL Previous Year Paper (Pattern Set 1) — 4 sections × 3 questions, 2 marks
 * each, negative marking 0.25 × 2 — answers some right, some wrong, skips others, and submits.
 */
const SET_NAME = 'SSC CHSL Previous Year Paper (Pattern Set 1)';
const NAME = 'Meera Joshi';

// The plan per question number: right, wrong or skipped.
// Section 1 (General Intelligence): R R W · 2 (General Awareness): R S W
// Section 3 (Quantitative Aptitude): R R R · 4 (English Language): S S S
type Plan = 'R' | 'W' | 'S';
const PLAN: Plan[] = ['R', 'R', 'W', 'R', 'S', 'W', 'R', 'R', 'R', 'S', 'S', 'S'];
// By hand: 6 correct × 2 = 12, 2 incorrect × −0.5 = −1 → 11 of 24 = 45.83 %. Pass mark 30 % of
// 24 = 7.2 → Passed. Accuracy 6 / 8 = 75 %. Sections: 3.5/6 (67 %), 1.5/6 (50 %), 6/6 (100 %),
// 0/6 (0 %).
const EXPECTED = {
  score: '11 of 24 marks',
  percentage: '45.83%',
  accuracy: '75%',
  sections: [
    ['General Intelligence', '3.5/6', 'Accuracy 67%'],
    ['General Awareness', '1.5/6', 'Accuracy 50%'],
    ['Quantitative Aptitude', '6/6', 'Accuracy 100%'],
    ['English Language', '0/6', 'Accuracy 0%'],
  ],
};

/** The demo content's answer key of the set: per question (paper order), the correct optionNo. */
function answerKey(): number[] {
  const file = JSON.parse(readFileSync('content/demo/10-ssc.json', 'utf8')) as {
    exams: {
      sets: {
        setName: string;
        sections: { questions: { options: { correct?: boolean }[] }[] }[];
      }[];
    }[];
  };
  const set = file.exams.flatMap((e) => e.sets).find((s) => s.setName === SET_NAME);
  if (!set) throw new Error('demo set not found');
  return set.sections.flatMap((s) =>
    s.questions.map((q) => q.options.findIndex((o) => o.correct) + 1),
  );
}

async function call(api: APIRequestContext, path: string, body: unknown, token?: string) {
  const res = await api.post(path, {
    headers: { ...TENANT, ...(token && { Authorization: `Bearer ${token}` }) },
    data: body,
  });
  const json = await res.json();
  expect(res.ok(), JSON.stringify(json)).toBe(true);
  return json;
}

/** Registers, logs in, starts, saves and submits through the API; returns the session to store. */
async function finishExam(api: APIRequestContext) {
  const student = await registerStudent(api, NAME);
  const sets = await call(
    api,
    '/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/4',
    {},
  );
  const setData = (sets.response as { examSetId: number; setName: string }[]).find(
    (s) => s.setName === SET_NAME,
  );
  if (!setData) throw new Error('set not listed');
  const key = answerKey();
  const { attemptNo } = await sitThroughApi(api, student, setData.examSetId, {
    choose: (q) => {
      const plan = PLAN[q.questionNo - 1];
      const correct = key[q.questionNo - 1] ?? 1;
      const optionNo = plan === 'R' ? correct : plan === 'W' ? (correct % q.options.length) + 1 : 0;
      return q.options.find((o) => o.optionNo === optionNo);
    },
    timeLeftMs: () => 840_000,
    // A little time between saves, so the time per question is real.
    beforeSave: (q) =>
      new Promise((resolve) => setTimeout(resolve, PLAN[q.questionNo - 1] === 'S' ? 50 : 1_100)),
  });
  return { token: student.token, details: student.details, setData, attemptNo };
}

/** Logs in by storing the session as the login dialog does, and opens a path with history state. */
async function openWithState(
  page: Page,
  session: Awaited<ReturnType<typeof finishExam>>,
  path: string,
) {
  await page.goto('/');
  // The app navigates only once it is on screen (its first render is sliced and may end after
  // the load event): what follows stands for a navigation the app makes.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(({ token, details }) => {
    localStorage.setItem('studToken', token);
    localStorage.setItem('Authorization', token);
    localStorage.setItem('studentDetails', JSON.stringify(details));
  }, session);
  // What navigate(path, { state }) does: React Router keeps the state under history.state.usr.
  await page.evaluate(
    ({ path, state }) => {
      window.history.pushState({ usr: state, key: 'e2e', idx: 1 }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { path, state: { setData: session.setData, attemptNo: session.attemptNo } },
  );
}

/** The server's result of the session's attempt, as the result page asks for it. */
async function resultOf(page: Page, session: Awaited<ReturnType<typeof finishExam>>) {
  const response = await page.request.post('/v2/api/cbt/student/result', {
    headers: { ...TENANT, Authorization: `Bearer ${session.token}` },
    data: { setId: session.setData.examSetId, attemptNo: session.attemptNo },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).response as {
    rank: { rank: number; total: number; percentile: number };
  };
}

test.describe('result report', () => {
  test.describe.configure({ mode: 'serial' });
  let session: Awaited<ReturnType<typeof finishExam>>;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    session = await finishExam(api);
    await api.dispose();
  });

  test('shows the figures of the finished exam, each tab, Jump to Incorrect and the PDF', async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    await openWithState(page, session, '/submitexam');
    await expect(page.getByRole('heading', { level: 1, name: SET_NAME })).toBeVisible();
    // The attempt is put in the address too, so a reload shows the same report.
    await expect(page).toHaveURL(
      new RegExp(`/submitexam\\?setId=${session.setData.examSetId}&attemptNo=1$`),
    );
    await expect(page.getByTestId('result-student')).toHaveText(NAME);
    // A self-registered student has the registration placeholder 123 (SPEC): shown as no number.
    await expect(page.getByText('Roll No. —')).toBeVisible();
    await expect(page.getByText('Roll No. 123')).toHaveCount(0);
    // The date is in India Standard Time, named, as in the PDF below.
    await expect(page.getByTestId('result-date')).toHaveText(/ IST$/);
    await expect(page.getByTestId('result-status')).toHaveText('Qualified');
    await expect(page.getByTestId('result-score')).toHaveText(EXPECTED.score);
    await expect(page.getByTestId('result-percentage')).toHaveText(EXPECTED.percentage);
    await expect(page.getByText('You met the cut-off')).toBeVisible();
    await expect(page.getByTestId('result-accuracy')).toHaveText(EXPECTED.accuracy);
    // Other specs submit this set on the same server, so the rank is the server's: shown as it is.
    // (Rank over generated candidates, ties included, is checked by the API tests.)
    const { rank } = await resultOf(page, session);
    expect(rank.rank).toBeGreaterThanOrEqual(1);
    expect(rank.rank).toBeLessThanOrEqual(rank.total);
    await expect(page.getByTestId('result-rank')).toHaveText(`${rank.rank} / ${rank.total}`);
    await expect(page.getByTestId('result-percentile')).toHaveText(
      `Percentile: ${rank.percentile}`,
    );

    const cards = page.getByTestId('section-card');
    await expect(cards).toHaveCount(4);
    for (const [index, [name, score, accuracy]] of EXPECTED.sections.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading')).toContainText(name as string);
      await expect(card).toContainText(score as string);
      await expect(card).toContainText(accuracy as string);
    }
    await expect(cards.nth(1)).toContainText('Correct: 1');
    await expect(cards.nth(1)).toContainText('Incorrect: 1');
    await expect(cards.nth(1)).toContainText('Skipped: 1');
    await expect(page.getByTestId('strongest')).toContainText('Quantitative Aptitude');
    await expect(page.getByTestId('weakest')).toContainText('English Language');
    await expect(page.getByRole('heading', { name: 'Time Focus' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: /Score 45.83%, cut-off at 7.2 marks/ }),
    ).toBeVisible();
    await shoot(page, testInfo, 'result-desktop');

    // Time Timeline is the first tab; then the table with every question's outcome.
    await expect(page.getByRole('img', { name: 'Seconds spent on each question' })).toBeVisible();
    await page.getByRole('tab', { name: 'Table' }).click();
    const rows = page.getByTestId('result-table').locator('tbody tr');
    await expect(rows).toHaveCount(12);
    const outcome = { R: 'Correct', W: 'Incorrect', S: 'Skipped' } as const;
    for (const [index, plan] of PLAN.entries()) {
      await expect(rows.nth(index).locator('td').nth(1)).toHaveText(outcome[plan]);
    }

    // Actions: Jump to Incorrect focuses question 3, the first wrong answer, in the table.
    await page.getByRole('tab', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Jump to Incorrect' }).click();
    await expect(page.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#result-q-3')).toBeFocused();
    await expect(page.locator('#result-q-3')).toBeInViewport();

    // Review All Questions: the answer, the key and the solution of every question.
    await page.getByRole('tab', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Review All Questions' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('review-question')).toHaveCount(12);
    const third = dialog.getByTestId('review-question').nth(2);
    await expect(third).toContainText('Incorrect');
    await expect(third).toContainText('Your answer');
    await expect(third).toContainText('Correct answer');
    await expect(third).toContainText('Solution');
    await shoot(page, testInfo, 'result-review-all');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // View Answer Key: a table of the key and the student's answer.
    await page.getByRole('button', { name: 'View Answer Key' }).click();
    await expect(page.getByTestId('answer-key').locator('tbody tr')).toHaveCount(12);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Review Section: only that section's three questions.
    await cards.nth(1).getByRole('button', { name: 'Review Section' }).click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: /General Awareness/ }),
    ).toBeVisible();
    await expect(page.getByRole('dialog').getByTestId('review-question')).toHaveCount(3);
    await page.keyboard.press('Escape');

    // Download PDF: a real PDF whose first page shows the name and the score.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    mkdirSync('test-results/screenshots', { recursive: true });
    const pdfPath = 'test-results/screenshots/result-scorecard.pdf';
    await download.saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdfPath,
      'test-results/screenshots/result-scorecard',
    ]);
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdfPath, '-']).toString();
    expect(text).toContain(NAME);
    expect(text).toContain((await page.getByTestId('result-date').textContent()) ?? 'no date');
    expect(text).toContain('11 / 24');
    expect(text).toContain('Qualified');

    // Print: the chrome and the buttons are hidden, the table is shown.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
    await expect(page.getByTestId('result-table')).toBeVisible();
    await shoot(page, testInfo, 'result-print');
    await page.emulateMedia({ media: 'screen' });

    // Practice Weak Areas: the weakest section's questions go to the practice player.
    await page.getByTestId('weakest').getByRole('button', { name: 'Practice Weak Areas' }).click();
    await expect(page).toHaveURL(/\/practice\/$/);
    const state = await page.evaluate(
      () =>
        (
          window.history.state as {
            usr?: {
              title: string;
              questions: { answerId: number; questionSolutionTextEn: string | null }[];
            };
          }
        ).usr,
    );
    expect(state?.title).toBe(`${SET_NAME} · English Language`);
    expect(state?.questions).toHaveLength(3);
    expect(state?.questions.every((q) => q.answerId > 0)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('attempted tests lists the attempt and opens its report', async ({ page }, testInfo) => {
    await openWithState(page, session, '/attempted/test/');
    const card = page.getByTestId('attempt-card').filter({ hasText: SET_NAME });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Question(8/12)');
    await expect(card).toContainText('Marks: 11 / 24');
    await expect(card).toContainText('Correct: 6 · Accuracy 75%');
    await expect(card).toContainText('Attempt 1');
    await shoot(page, testInfo, 'attempted-desktop');
    await card.getByRole('link', { name: /View report/ }).click();
    await expect(page).toHaveURL(/\/viewDetailedAnalysis\?setId=\d+&attemptNo=1$/);
    await expect(page.getByTestId('result-score')).toHaveText(EXPECTED.score);

    // A reload (no navigation state kept by a new tab) recovers the attempt from the address.
    await page.goto(page.url());
    await expect(page.getByTestId('result-score')).toHaveText(EXPECTED.score);
    // Without any attempt, the page says what to do instead of staying blank.
    await page.goto('/viewDetailedAnalysis');
    await expect(page.getByRole('link', { name: 'Go to Attempted Tests' })).toBeVisible();
    // An attempt that does not exist: SPEC's message.
    await page.goto(`/submitexam?setId=${session.setData.examSetId}&attemptNo=9`);
    await expect(page.getByTestId('result-error')).toHaveText('Error: No student attempts found');
  });

  test('in Hindi and on a phone', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await openWithState(page, session, '/submitexam');
    await expect(page.getByTestId('result-score')).toHaveText(EXPECTED.score);
    await shoot(page, testInfo, 'result-phone');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page
      .getByRole('button', { name: /हिन्दी|Hindi/ })
      .first()
      .click();
    await expect(page.getByTestId('result-status')).toHaveText('योग्य');
    await expect(page.getByTestId('result-score')).toHaveText('24 में से 11 अंक');
    await expect(page.getByTestId('result-duration')).toHaveText(/^(\d+ से|\d+ घं \d+ मि)$/);
    await expect(page.getByTestId('result-date')).not.toContainText(/am|pm/);
    await shoot(page, testInfo, 'result-hindi-desktop');
    // The Hindi scorecard: Devanagari shaped by the server (looked at as PNG).
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF डाउनलोड करें' }).click();
    const pdfPath = 'test-results/screenshots/result-scorecard-hi.pdf';
    await (await downloading).saveAs(pdfPath);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-singlefile',
      pdfPath,
      'test-results/screenshots/result-scorecard-hi',
    ]);
    expect(execFileSync('pdftotext', [pdfPath, '-']).toString()).toContain(NAME);
    await page.setViewportSize(PHONE);
    await shoot(page, testInfo, 'result-hindi-phone');
  });
});
