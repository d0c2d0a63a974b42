import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  advanceClock,
  attemptRecord,
  axeViolations,
  confirmSubmit,
  enterPaper,
  newStudentInPaper,
  openExamPanel,
  paletteButton,
  PHONE,
  questionHeading,
  registerStudent,
  secondsLeft,
  shoot,
  sidePanel,
  submittedActions,
  watchConsole,
} from './support.ts';

// SSC CHSL Previous Year Paper (Pattern Set 1): 12 questions in 4 sections of 3, 15 minutes.
const FOUR_SECTIONS = 'SSC CHSL Previous Year Paper (Pattern Set 1)';
const ONE_MINUTE = 'One-minute Speed Test';
const SAVE = '**/v2/api/cbt/student/save/response';
const FIVE_MINUTES = 300;

const STATUS = {
  answered: 'Answered',
  notVisited: 'Not Visited',
  unanswered: 'UnAnswered',
  marked: 'Marked for review',
  answeredMarked: 'Answered & Marked for review',
} as const;

const COLOUR: Record<keyof typeof STATUS, string> = {
  answered: 'btn-success',
  notVisited: 'btn-secondary',
  unanswered: 'btn-danger',
  marked: 'btn-warning',
  answeredMarked: 'btn-primary',
};

async function expectStatus(scope: Locator | Page, n: number, status: keyof typeof STATUS) {
  const button = paletteButton(scope, n);
  await expect(button).toHaveAccessibleName(new RegExp(`^Question ${n}: ${STATUS[status]}`));
  await expect(button).toHaveClass(new RegExp(COLOUR[status]));
}

/** The five counts of the side panel, read from their list items. */
async function counts(scope: Locator) {
  const read = async (key: string) =>
    Number(await scope.locator(`[data-count="${key}"] .status-chip`).first().textContent());
  return {
    answered: await read('answered'),
    notVisited: await read('notVisited'),
    unanswered: await read('unanswered'),
    marked: await read('markedForReview'),
    answeredMarked: await read('answeredAndMarkedForReview'),
  };
}

test.describe('exam panel', () => {
  test('answers, marks, clears and jumps across sections; a reload restores all of it', async ({
    page,
    request,
  }, testInfo) => {
    // A whole sitting with a reload, ending on the real result page: more than the default minute.
    const problems = watchConsole(page);
    const { student, set } = await newStudentInPaper(page, request, FOUR_SECTIONS, 'Kavya Sharma');

    await expect(page.getByRole('heading', { level: 1, name: 'SSC CHSL' })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('Time Left');
    const side = sidePanel(page);
    await expect(page.getByTestId('student-name')).toHaveText('Kavya Sharma');
    await expect(side.getByTestId('current-section')).toHaveText('General Intelligence');
    await expect(questionHeading(page)).toHaveText('Question No. 1');
    await expectStatus(side, 1, 'unanswered');
    await expectStatus(side, 2, 'notVisited');
    expect(await counts(side)).toEqual({
      answered: 0,
      notVisited: 11,
      unanswered: 1,
      marked: 0,
      answeredMarked: 0,
    });
    await shoot(page, testInfo, 'exam-panel-desktop-en');

    // Q1: an option with the keyboard (Tab into the radio group, arrow keys), then Save & Next.
    const options = page.getByRole('group', { name: 'Options of question 1' });
    await options.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(options.getByRole('radio').nth(1)).toBeChecked();
    await page.getByRole('button', { name: 'Save & Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(questionHeading(page)).toHaveText('Question No. 2');
    await expectStatus(side, 1, 'answered');
    await expectStatus(side, 2, 'unanswered');

    // Q2: answered and marked; Q3: marked without an answer, which moves into the next section.
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 3');
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 4');
    await expect(side.getByTestId('current-section')).toHaveText('General Awareness');
    await expect(
      page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: 'General Awareness' }),
    ).toHaveAttribute('aria-current', 'true');

    // Q4: answered, then Q5, back to Q4 through the palette and Clear: unanswered, and it stays.
    await page.getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 5');
    await expectStatus(side, 4, 'answered');
    await paletteButton(side, 4).click();
    await expect(page.getByRole('radio').nth(2)).toBeChecked();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expectStatus(side, 4, 'unanswered');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(questionHeading(page)).toHaveText('Question No. 4');

    // A section button: the first question of English Language.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'English Language' })
      .click();
    await expect(questionHeading(page)).toHaveText('Question No. 10');
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 11');

    // View Question (All Questions): a number in another section switches the section.
    await side.getByRole('button', { name: 'View Question' }).click();
    const all = page.getByRole('dialog', { name: 'All Questions' });
    await expect(all).toBeVisible();
    await shoot(page, testInfo, 'exam-panel-all-questions-desktop-en');
    await all.getByRole('button', { name: /^7 / }).click();
    await expect(all).toBeHidden();
    await expect(questionHeading(page)).toHaveText('Question No. 7');
    await expect(side.getByTestId('current-section')).toHaveText('Quantitative Aptitude');

    // Keyboard in the palette: arrow keys move between the numbers, Enter opens one.
    await paletteButton(side, 7).focus();
    await page.keyboard.press('ArrowRight');
    await expect(paletteButton(side, 8)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(paletteButton(side, 7)).toBeFocused();

    const before = {
      answered: 2, // 1, 10
      notVisited: 4, // 6, 8, 9, 12
      unanswered: 4, // 4 (cleared), 5, 7, 11
      marked: 1, // 3
      answeredMarked: 1, // 2
    };
    expect(await counts(side)).toEqual(before);
    await shoot(page, testInfo, 'exam-panel-progress-desktop-en');
    expect(await axeViolations(page, '#main')).toEqual([]);

    // Reload in the middle: every answer, status, the section, the question and the time, which
    // is the server's: five minutes moved on its clock meanwhile are gone from the countdown.
    const timeBefore = await secondsLeft(page);
    const reloadedAt = Date.now();
    expect(await advanceClock(request, student, FIVE_MINUTES * 1000)).toEqual({ attemptsMoved: 1 });
    await page.reload();
    await expect(questionHeading(page)).toHaveText('Question No. 7');
    await expect(side.getByTestId('current-section')).toHaveText('Quantitative Aptitude');
    expect(await counts(side)).toEqual(before);
    const spent = timeBefore - (await secondsLeft(page));
    const elapsed = (Date.now() - reloadedAt) / 1000;
    expect(spent).toBeGreaterThanOrEqual(FIVE_MINUTES - 1);
    expect(spent).toBeLessThanOrEqual(FIVE_MINUTES + elapsed + 1);
    await paletteButton(side, 7).press('Enter');
    await expectStatus(side, 7, 'unanswered');
    await expectStatus(side, 8, 'notVisited');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: 'General Intelligence' })
      .click();
    await expectStatus(side, 1, 'answered');
    await expectStatus(side, 2, 'answeredMarked');
    await expectStatus(side, 3, 'marked');
    await expect(page.getByRole('radio').nth(1)).toBeChecked(); // Q1's option B
    await paletteButton(side, 2).click();
    await expect(page.getByRole('radio').first()).toBeChecked();

    // Submit: the confirmation with its counts, then the result page.
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit Exam' });
    await expect(confirm).toContainText('You are going to submit exam. Are you sure?');
    await expect(confirm.locator('[data-count="total"]')).toContainText('12');
    expect(await counts(confirm)).toEqual({ ...before, notVisited: 4 });
    await shoot(page, testInfo, 'exam-panel-submit-desktop-en');
    await confirmSubmit(page);
    await expect(page.getByTestId('result-score')).toBeVisible();
    expect(await submittedActions(request, student, set)).toEqual({
      1: 1,
      2: 3,
      3: 2,
      4: 0,
      10: 1,
    });
    expect(problems).toEqual([]);
  });
  test('a failing save shows the message and does not advance; after the network returns nothing is lost', async ({
    page,
    request,
  }, testInfo) => {
    const { student, set } = await newStudentInPaper(page, request, FOUR_SECTIONS, 'Rohan Gupta');
    const side = sidePanel(page);
    await expect(questionHeading(page)).toHaveText('Question No. 1');

    // The network drops: the save fails, the panel stays on Q1 and shows the answer as unsaved,
    // with a calm notice (not a red error) that it is kept and will be sent.
    await page.route(SAVE, (route) => route.abort('internetdisconnected'));
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    const notice = page.getByTestId('connection-notice');
    await expect(notice).toContainText('Please check internet connection');
    await expect(notice).toContainText('kept on this device and will be sent');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(questionHeading(page)).toHaveText('Question No. 1');
    await expect(page.locator('.unsaved-badge')).toHaveText('Not saved yet');
    await expect(paletteButton(side, 1)).toHaveAccessibleName(
      'Question 1: Answered, not saved yet',
    );
    await expect(page.getByRole('button', { name: 'Save & Next' })).toBeEnabled();
    await shoot(page, testInfo, 'exam-panel-save-failed-desktop-en');

    // The server is overloaded (503): the SPEC's message; still not advanced.
    await page.unroute(SAVE);
    await page.route(SAVE, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(page.getByRole('alert')).toContainText('Please check internet connection');
    await expect(questionHeading(page)).toHaveText('Question No. 1');

    // The tab is reloaded while the answer is still unsent: leaving asks first; the answer is
    // re-sent before the panel resumes.
    await page.unroute(SAVE);
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.reload();
    expect(await asked).toBe('beforeunload');
    await expect(questionHeading(page)).toHaveText('Question No. 1');
    await expectStatus(side, 1, 'answered');
    await expect(paletteButton(side, 1)).toHaveAccessibleName('Question 1: Answered');
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('outbox'))),
    ).toEqual([]);

    // Fails again on Q1 → the network returns → Save & Next goes through and moves on.
    await page.route(SAVE, (route) => route.abort('internetdisconnected'));
    await page.getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(page.getByTestId('connection-notice')).toBeVisible();
    await page.unroute(SAVE);
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 2');
    await expect(page.getByTestId('connection-notice')).toBeHidden();
    await expectStatus(side, 1, 'answered');
    const saved = (await attemptRecord(request, student, set)).responses;
    expect(saved.map((r) => [r.questionNo, r.respOptionNo])).toEqual([[1, 3]]);
  });

  test('the time running out on the one-minute set lands on the result page', async ({
    page,
    request,
  }) => {
    const { student, set } = await newStudentInPaper(page, request, ONE_MINUTE, 'Meera Nair');
    await expect(questionHeading(page)).toHaveText('Question No. 1');
    await expect(page.getByTestId('time-left')).toHaveText(/^00:[0-5]\d$/);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 2');
    // The ticking timer is not a live region: screen readers hear only 10, 5 and 1 minute left.
    await expect(page.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    // The minute runs out on the server's clock; the next heartbeat (every 15 s) hears of it.
    expect(await advanceClock(request, student, 60_000)).toEqual({ attemptsMoved: 1 });
    await expect(page).toHaveURL(/\/submitexam\?setId=\d+&attemptNo=1$/, { timeout: 30_000 });
    const state = await page.evaluate(() => (history.state as { usr?: unknown }).usr);
    expect(state).toMatchObject({ attemptNo: 1, setData: { examSetId: set.examSetId } });
    expect((await attemptRecord(request, student, set)).attempt.status).toBe('submitted');
  });

  test('a second tab takes the exam over and the first is told', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const { student, set } = await newStudentInPaper(page, request, FOUR_SECTIONS, 'Arjun Singh');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 2');

    const second = await context.newPage();
    await enterPaper(second, student, set);
    await expect(questionHeading(second)).toHaveText('Question No. 2');
    await expectStatus(sidePanel(second), 1, 'answered');

    // The first tab is told at once (the second announced its session) and stops taking answers.
    await expect(page.getByRole('heading', { name: 'Exam opened in another tab' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'This exam was opened in another tab or device.',
    );
    await expect(page.getByRole('button', { name: 'Save & Next' })).toHaveCount(0);
    await shoot(page, testInfo, 'exam-panel-taken-over-desktop-en');

    // The second tab goes on saving.
    await second.getByRole('radio').nth(1).check();
    await second.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(second)).toHaveText('Question No. 3');

    // The first tab takes it back, with the second tab's answer; the second one is told.
    await page.getByRole('button', { name: 'Continue in this tab' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 3');
    await expectStatus(sidePanel(page), 2, 'answered');
    await expect(second.getByRole('heading', { name: 'Exam opened in another tab' })).toBeVisible();
    await second.close();
  });

  test('in Hindi: labels, the question and the instructions; the language switches mid-exam', async ({
    page,
    request,
  }, testInfo) => {
    await newStudentInPaper(page, request, FOUR_SECTIONS, 'कविता वर्मा', {
      langId: 2,
      ui: 'hi',
    });
    await expect(page.getByRole('heading', { name: 'प्रश्न संख्या 1' })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText('शेष समय');
    await expect(page.getByRole('button', { name: 'सहेजें और आगे' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'प्रश्न पैलेट' }).getByTestId('current-section'),
    ).toHaveText('सामान्य बुद्धिमत्ता');
    const text = page.locator('.question-text');
    await expect(text).toContainText('अगला पद');
    await shoot(page, testInfo, 'exam-panel-desktop-hi');

    await page.getByRole('button', { name: 'निर्देश देखें' }).click();
    const instructions = page.getByRole('dialog', { name: 'परीक्षा निर्देश' });
    await expect(instructions).toContainText('अवधि');
    await shoot(page, testInfo, 'exam-panel-instruction-desktop-hi');
    await instructions.getByRole('button', { name: 'बंद करें' }).first().click();

    // English content while the labels stay Hindi; the choice survives a reload.
    await page.getByRole('combobox', { name: 'प्रश्न की भाषा' }).selectOption('1');
    await expect(text).toContainText('Find the next term');
    await page.reload();
    await expect(page.locator('.question-text')).toContainText('Find the next term');
  });

  test('on a phone the palette is a drawer', async ({ browser, request }, testInfo) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    await newStudentInPaper(page, request, FOUR_SECTIONS, 'Sana Khan');
    await expect(questionHeading(page)).toHaveText('Question No. 1');
    await expect(page.getByRole('complementary', { name: 'Question palette' })).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 2');
    await shoot(page, testInfo, 'exam-panel-phone-en');

    await page.getByRole('button', { name: /^Question palette/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Question palette' });
    await expect(drawer).toBeVisible();
    await expectStatus(drawer, 1, 'answered');
    await expectStatus(drawer, 2, 'unanswered');
    await shoot(page, testInfo, 'exam-panel-drawer-phone-en');
    expect(await axeViolations(page, '.offcanvas')).toEqual([]);
    await paletteButton(drawer, 3).click();
    await expect(drawer).toBeHidden();
    await expect(questionHeading(page)).toHaveText('Question No. 3');

    await page.evaluate(() => localStorage.setItem('lang', 'hi'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'प्रश्न संख्या 3' })).toBeVisible();
    await shoot(page, testInfo, 'exam-panel-phone-hi');
    await page.getByRole('button', { name: /^प्रश्न पैलेट/ }).click();
    await expect(page.getByRole('dialog', { name: 'प्रश्न पैलेट' })).toBeVisible();
    await shoot(page, testInfo, 'exam-panel-drawer-phone-hi');
    await context.close();
  });

  test('opened without the flow state it says so and offers a way back', async ({
    page,
    request,
  }) => {
    const student = await registerStudent(request, 'Dev Patel');
    await openExamPanel(page, student, {});
    await expect(page.getByRole('heading', { name: 'No exam chosen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse exams' })).toHaveAttribute(
      'href',
      '/exam/list/',
    );
  });
});
