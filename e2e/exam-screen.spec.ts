import { expect, test, type Page, type Request } from '@playwright/test';
import {
  advanceClock,
  attemptRecord,
  confirmSubmit,
  type E2eStudent,
  enterPaper,
  findSet,
  newStudentInPaper,
  openExamPanel,
  PHONE,
  questionHeading,
  registerStudent,
  secondsLeft,
  shoot,
  sidePanel,
  submittedActions,
} from './support.ts';

// The exam as a test centre screen (issue 10): takeover, resume of the screen, full screen, fit.
// SSC CHSL Previous Year Paper (Pattern Set 1): 12 questions in 4 sections of 3, 15 minutes.
const FOUR_SECTIONS = 'SSC CHSL Previous Year Paper (Pattern Set 1)';
// SSC CGL Tier 1 Mock Test 1: 100 questions in 4 sections of 25 (the largest palette of the demo).
const MOCK_100 = 'SSC CGL Tier 1 Mock Test 1';
const START = '**/v2/api/cbt/student/attempt/start';
const DESKTOP = { width: 1366, height: 768 };

type SetRef = Awaited<ReturnType<typeof findSet>>;

async function enter(page: Page, student: E2eStudent, set: SetRef, ui: 'en' | 'hi' = 'en') {
  const langId = ui === 'hi' ? 2 : 1;
  await openExamPanel(
    page,
    student,
    { setData: set, studentData: student.details, language: { langId } },
    ui,
  );
}

/** The start call answers the given full-screen mode (the demo sets' own mode is 'off'). */
const withFullscreen = (page: Page, mode: 'required' | 'offered') =>
  page.route(START, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { response: Record<string, unknown> };
    body.response.fullscreen = mode;
    await route.fulfill({ response, json: body });
  });

const heartbeatBody = (request: Request) =>
  request.postDataJSON() as {
    currentQuestionId?: number;
    visitedQuestionIds?: number[];
    events?: { type: string; at: number }[];
  };

test.describe('exam screen', () => {
  test('the strict clock: a silent minute away from the exam costs a minute', async ({
    context,
    request,
  }) => {
    const student = await registerStudent(request, 'Imran Qureshi');
    const set = await findSet(request, FOUR_SECTIONS);
    const first = await context.newPage();
    await enterPaper(first, student, set);
    const before = await secondsLeft(first);
    // The student goes quiet: no page, no save, no heartbeat, for 65 s of the server's clock.
    await first.close();
    expect(await advanceClock(request, student, 65_000)).toEqual({ attemptsMoved: 1 });
    const second = await context.newPage();
    await enterPaper(second, student, set);
    const after = await secondsLeft(second);
    expect(before - after).toBeGreaterThanOrEqual(64);
    expect(before - after).toBeLessThan(100);
  });

  test('a second tab takes the exam over: the first is told at once and accepts nothing', async ({
    context,
    request,
  }, testInfo) => {
    const student = await registerStudent(request, 'Kavya Sharma');
    const set = await findSet(request, FOUR_SECTIONS);
    const first = await context.newPage();
    await first.setViewportSize(DESKTOP);
    await enterPaper(first, student, set);
    const second = await context.newPage();
    await enterPaper(second, student, set);

    // Told within a heartbeat; in practice at once, through the BroadcastChannel.
    await expect(first.getByRole('heading', { name: 'Exam opened in another tab' })).toBeVisible({
      timeout: 6_000,
    });
    await expect(first.getByRole('button', { name: 'Save & Next' })).toHaveCount(0);
    await expect(first.getByRole('radio')).toHaveCount(0);
    await shoot(first, testInfo, 'exam-screen-takeover-desktop-en');
    await expect(second.getByRole('button', { name: 'Save & Next' })).toBeEnabled();
  });

  test('an answer pressed in the first tab before it hears of the takeover is never sent or scored', async ({
    context,
    request,
  }) => {
    const student = await registerStudent(request, 'Kavya Sharma');
    const set = await findSet(request, FOUR_SECTIONS);
    const first = await context.newPage();
    // This tab hears nothing from the others (as a browser without either channel would).
    await first.addInitScript(() => {
      Reflect.deleteProperty(window, 'BroadcastChannel');
      const add = window.addEventListener.bind(window);
      window.addEventListener = ((type: string, ...rest: unknown[]) => {
        if (type !== 'storage') (add as (...args: unknown[]) => void)(type, ...rest);
      }) as typeof window.addEventListener;
    });
    await enterPaper(first, student, set);
    const second = await context.newPage();
    await enterPaper(second, student, set);

    await first.getByRole('radio').first().check();
    await first.getByRole('button', { name: 'Save & Next' }).click();
    // The server refuses the old session's save; the tab stops, the answer stays in its outbox.
    await expect(first.getByRole('heading', { name: 'Exam opened in another tab' })).toBeVisible();

    await second.getByRole('button', { name: 'Submit Exam' }).click();
    await confirmSubmit(second);
    expect(await submittedActions(request, student, set)).toEqual({});
  });

  test('the heartbeat records the question on screen and those visited; a reload shows them again', async ({
    page,
    request,
  }) => {
    const { student, set } = await newStudentInPaper(page, request, FOUR_SECTIONS, 'Kavya Sharma');
    // Opening another question is recorded about a second later, not only every 15 s.
    const beat = page.waitForRequest(
      (r) =>
        r.url().endsWith('/attempt/heartbeat') && heartbeatBody(r).visitedQuestionIds?.length === 2,
    );
    await sidePanel(page)
      .getByRole('button', { name: /^Question 3: / })
      .click();
    await expect(questionHeading(page)).toHaveText('Question No. 3');
    const body = heartbeatBody(await beat);
    expect(body.visitedQuestionIds).toContain(body.currentQuestionId);
    await expect
      .poll(async () => (await attemptRecord(request, student, set)).attempt.currentQuestionId)
      .toBe(body.currentQuestionId);
    expect((await attemptRecord(request, student, set)).attempt.visitedQuestionIds.sort()).toEqual(
      [...(body.visitedQuestionIds ?? [])].sort(),
    );

    // Without this device's memory of the view, the server's record alone restores it.
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('examPanel.v1.view.'))
        .forEach((k) => localStorage.removeItem(k)),
    );
    await page.reload();
    await expect(questionHeading(page)).toHaveText('Question No. 3');
    await expect(
      sidePanel(page).getByRole('button', { name: /^Question 2: / }),
    ).toHaveAccessibleName(/Not Visited/);
    await expect(
      sidePanel(page).getByRole('button', { name: /^Question 1: / }),
    ).toHaveAccessibleName(/UnAnswered/);
    await expect(page.getByTestId('integrity-warning')).toContainText(
      /The exam page was reloaded at .+\. This is recorded\./,
    );
  });

  test("'required' full screen: the paper waits for it; leaving it is shown and sent", async ({
    page,
    request,
  }, testInfo) => {
    const student = await registerStudent(request, 'Kavya Sharma');
    const set = await findSet(request, FOUR_SECTIONS);
    await page.setViewportSize(DESKTOP);
    await withFullscreen(page, 'required');
    await enter(page, student, set);
    const enterButton = page.getByRole('button', { name: 'Enter full screen' });
    await expect(enterButton).toBeVisible({ timeout: 30_000 });
    await expect(questionHeading(page)).toHaveCount(0);
    await shoot(page, testInfo, 'exam-screen-fullscreen-required-desktop-en');

    await enterButton.click();
    await expect(questionHeading(page)).toBeVisible();
    await page.evaluate(() => document.exitFullscreen());
    await expect(page.getByTestId('integrity-warning')).toContainText(
      /You left the exam screen at .+\. This is recorded\./,
    );
    await expect(enterButton).toBeVisible();

    const beat = page.waitForRequest(
      (r) =>
        r.url().endsWith('/attempt/heartbeat') &&
        (heartbeatBody(r).events ?? []).some((e) => e.type === 'fullscreen-exit'),
      { timeout: 20_000 },
    );
    // Entering again and opening another question sends it within about a second.
    await enterButton.click();
    await sidePanel(page)
      .getByRole('button', { name: /^Question 2: / })
      .click();
    const sent = heartbeatBody(await beat).events ?? [];
    expect(sent.find((e) => e.type === 'fullscreen-exit')?.at).toBeGreaterThan(Date.now() - 60_000);
    // Kept on the attempt for the institute's monitoring.
    await expect
      .poll(async () =>
        (await attemptRecord(request, student, set)).attempt.events.map((e) => e.type),
      )
      .toContain('fullscreen-exit');
  });

  test('the panel fits 1366×768 with its palette and buttons; phone section tabs never cut a name', async ({
    page,
    request,
  }, testInfo) => {
    const student = await registerStudent(request, 'Kavya Sharma');
    const set = await findSet(request, MOCK_100);
    await page.setViewportSize(DESKTOP);
    await enterPaper(page, student, set);
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.getByRole('timer')).toContainText('Time Left');
    const inView = async (selector: string) => {
      const boxes = await page
        .locator(selector)
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.bottom).toBeLessThanOrEqual(DESKTOP.height);
        expect(box.right).toBeLessThanOrEqual(DESKTOP.width);
      }
    };
    await inView('.exam-side-panel');
    await inView('.action-bar .btn');
    await shoot(page, testInfo, 'exam-screen-desktop-en');

    await page.setViewportSize(PHONE);
    const labels = await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button')
      .evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth));
    expect(labels.length).toBe(4);
    for (const overflow of labels) expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, testInfo, 'exam-screen-phone-en');
  });

  test('Hindi screens: the paper, the full-screen notice and the takeover notice', async ({
    context,
    request,
  }, testInfo) => {
    const student = await registerStudent(request, 'Kavya Sharma');
    const set = await findSet(request, FOUR_SECTIONS);
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await enter(page, student, set, 'hi');
    await expect(questionHeading(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('timer')).toContainText('शेष समय');
    await shoot(page, testInfo, 'exam-screen-desktop-hi');
    await page.setViewportSize(PHONE);
    await shoot(page, testInfo, 'exam-screen-phone-hi');

    const other = await context.newPage();
    await other.setViewportSize(PHONE);
    await withFullscreen(other, 'required');
    await enter(other, student, set, 'hi');
    await expect(other.getByRole('button', { name: 'फ़ुल स्क्रीन में जाएँ' })).toBeVisible({
      timeout: 30_000,
    });
    await shoot(other, testInfo, 'exam-screen-fullscreen-required-phone-hi');
    await expect(page.getByRole('heading', { name: 'परीक्षा दूसरे टैब में खोली गई' })).toBeVisible();
    await shoot(page, testInfo, 'exam-screen-takeover-phone-hi');
  });
});
