import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  axeViolations,
  findSet,
  openExamPanel,
  PHONE,
  registerStudent,
  shoot,
  watchConsole,
  stayLoggedIn,
} from './support.ts';

/**
 * The new question types as a student meets them: multiple correct (checkboxes, partial marking),
 * numerical (a number field with the keypad) and true/false, in the exam panel, the report and
 * practice, with the mathematics typeset. The demo content's NDA mock (content/demo/60-defence.json,
 * 4 marks a question, negative marking on):
 *   Physics      1 single (B)  2 multiple all-or-nothing (A, B, D)  3 numerical 2
 *                4 numerical 1.42–1.44  5 true/false (True)
 *   Mathematics  6 single (B)  7 multiple JEE partial, −2 (A, B, D)  8 numerical 5
 *                9 numerical 7.06–7.08  10 true/false (True)
 */
const EXAM = 'NDA & NA Examination';
const MOCK = 'Physics and Mathematics — new question types';
const PRACTICE = 'Practice: multiple-correct and numerical questions';

// The plan and its score by hand (wrong answers lose a quarter of 4 unless the question says
// otherwise; a numerical one loses nothing):
//   1 B right +4 · 2 A B D right +4 · 3 "2" right +4 · 4 "1.5" wrong 0 · 5 True right +4
//   6 skipped 0 · 7 A B partly right +1 +1 = +2 · 8 "5" right +4 · 9 skipped 0 · 10 False wrong −1
//   = 21 of 40 (52.5 %); 5 correct, 1 partly right, 2 incorrect, 2 skipped.
const SCORE = 4 + 4 + 4 + 0 + 4 + 0 + 2 + 4 + 0 - 1;
test('the hand-worked score', () => {
  expect(SCORE).toBe(21);
});

const questionHeading = (page: Page) =>
  page.getByRole('heading', { name: /^(Question No\.|प्रश्न संख्या) \d+/ });
const optionsOf = (page: Page) =>
  page.getByRole('group', { name: /^(Options of question|प्रश्न \d+ के विकल्प)/ });
const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Question palette' });
const paletteButton = (scope: Locator | Page, n: number) =>
  scope.getByRole('button', { name: new RegExp(`^Question ${n}: `) });

async function at(page: Page, n: number) {
  await expect(questionHeading(page)).toHaveText(new RegExp(`\\b${n}$`));
}

/** A full-page picture from the top (the sticky exam header stays where it belongs). */
async function shootFromTop(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, testInfo, name);
}

/** Presses keys of the on-screen keypad. */
async function keypad(page: Page, keys: string) {
  const pad = page.getByRole('group', { name: /Number keypad|संख्या कीपैड/ });
  for (const key of keys) await pad.getByRole('button', { name: key, exact: true }).click();
}

async function saveNext(page: Page) {
  await page.getByRole('button', { name: /^(Save & Next|सहेजें और आगे)$/ }).click();
}

test.describe('question types', () => {
  test.use({ actionTimeout: 20_000 });

  test('the demo student sits the mock: ticks, types, reloads, submits and reads the score and review', async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail or mobile number').fill('student@demo.test');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo@1234');
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(dialog).toBeHidden();

    await page.goto('/exam/list/');
    await page
      .getByRole('article', { name: EXAM })
      .getByRole('link', { name: 'View All Sets' })
      .click();
    await page.getByRole('article', { name: MOCK }).getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('I have read and understood the instructions.').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(questionHeading(page)).toBeVisible({ timeout: 30_000 });
    // The mathematics is typeset (KaTeX in its own chunk).
    await expect(page.locator('.question-card .katex').first()).toBeVisible();

    await at(page, 1);
    await optionsOf(page).getByRole('radio').nth(1).check();
    await saveNext(page);

    // Multiple correct: checkboxes, the hint and the marking; Space ticks one from the keyboard.
    await at(page, 2);
    const options = optionsOf(page);
    await expect(page.getByText('Select all correct options', { exact: true })).toBeVisible();
    await expect(page.getByText('Marks: +4 / −1')).toBeVisible();
    await expect(options.getByRole('radio')).toHaveCount(0);
    await options.getByRole('checkbox').nth(0).check();
    await options.getByRole('checkbox').nth(1).focus();
    await page.keyboard.press('Space');
    await options.getByRole('checkbox').nth(3).check();
    await expect(options.getByRole('checkbox').nth(1)).toBeChecked();
    expect(await axeViolations(page, '.question-card')).toEqual([]);
    await shootFromTop(page, testInfo, 'question-types-desktop-en-multiple');
    await saveNext(page);

    // Numerical: the keypad, then the keyboard.
    await at(page, 3);
    const field = page.getByRole('textbox', { name: 'Your answer' });
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await expect(page.getByText('Enter a numerical value')).toBeVisible();
    await keypad(page, '2');
    await expect(field).toHaveValue('2');
    expect(await axeViolations(page, '.question-card')).toEqual([]);
    await shootFromTop(page, testInfo, 'question-types-desktop-en-numerical');
    await saveNext(page);
    await at(page, 4);
    await page.getByRole('textbox', { name: 'Your answer' }).fill('1.5');
    await saveNext(page);
    await at(page, 5);

    // A reload in the middle: the ticked options and the numbers come back from the server.
    await page.reload();
    await at(page, 5);
    const side = sidePanel(page);
    for (const n of [1, 2, 3, 4])
      await expect(paletteButton(side, n)).toHaveAccessibleName(`Question ${n}: Answered`);
    await paletteButton(side, 2).click();
    await at(page, 2);
    const ticked = optionsOf(page).getByRole('checkbox');
    await expect(ticked.nth(0)).toBeChecked();
    await expect(ticked.nth(1)).toBeChecked();
    await expect(ticked.nth(2)).not.toBeChecked();
    await expect(ticked.nth(3)).toBeChecked();
    await paletteButton(side, 3).click();
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('2');
    await paletteButton(side, 4).click();
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('1.5');

    await paletteButton(side, 5).click();
    await at(page, 5);
    // The rest on a phone: the palette moves into a drawer, the keypad fits the width.
    await page.setViewportSize(PHONE);
    await optionsOf(page).getByRole('radio', { name: /True/ }).check();
    await saveNext(page);
    await at(page, 6);
    await saveNext(page);
    await at(page, 7);
    await expect(page.getByText(/^Partial marking/)).toBeVisible();
    await optionsOf(page).getByRole('checkbox').nth(0).check();
    await optionsOf(page).getByRole('checkbox').nth(1).check();
    await shootFromTop(page, testInfo, 'question-types-phone-en-multiple');
    await saveNext(page);
    await at(page, 8);
    await expect(page.getByText('Marks: +4, no negative marking')).toBeVisible();
    await keypad(page, '5');
    await shootFromTop(page, testInfo, 'question-types-phone-en-numerical');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await saveNext(page);
    await at(page, 9);
    await saveNext(page);
    await at(page, 10);
    await optionsOf(page).getByRole('radio', { name: /False/ }).check();
    await saveNext(page);

    await page.getByRole('button', { name: 'Submit Exam' }).first().click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Submit/ })
      .click();
    await expect(page).toHaveURL(/\/submitexam\?setId=\d+&attemptNo=\d+$/, { timeout: 30_000 });
    await expect(page.getByTestId('result-score')).toHaveText(`${SCORE} of 40 marks`);
    await expect(page.getByTestId('result-percentage')).toHaveText('52.5%');
    await expect(page.getByText('Correct 5', { exact: true })).toBeVisible();
    await expect(page.getByText('Partially correct 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Incorrect 2', { exact: true })).toBeVisible();
    await expect(page.getByText('Skipped 2', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Review All Questions' }).click();
    const review = page.getByRole('dialog', { name: 'All questions' });
    const item = (n: number) => review.getByTestId('review-question').nth(n - 1);
    await expect(item(7)).toContainText('Partially correct');
    await expect(item(7).getByTestId('review-marks')).toHaveText('+2 of 4 marks');
    await expect(item(4).getByTestId('review-your-number')).toHaveText('1.5');
    await expect(item(4)).toContainText('any value from 1.42 to 1.44');
    await expect(item(10).getByTestId('review-marks')).toHaveText('−1 of 4 marks');
    await expect(review.locator('.katex').first()).toBeVisible();
    await item(7).scrollIntoViewIfNeeded();
    await review.screenshot({
      path: 'test-results/screenshots/question-types-phone-en-review.png',
    });
    await page.setViewportSize({ width: 1366, height: 800 });
    await item(7).scrollIntoViewIfNeeded();
    await review.screenshot({
      path: 'test-results/screenshots/question-types-desktop-en-review.png',
    });
    expect(problems).toEqual([]);
  });

  test('on a phone in Hindi: the hint, the keypad and the review', async ({
    page,
    request,
  }, testInfo) => {
    const problems = watchConsole(page);
    const student = await registerStudent(request, 'अनन्या मिश्रा');
    const set = await findSet(request, MOCK);
    await openExamPanel(
      page,
      student,
      { setData: set, studentData: student.details, language: { langId: 2 } },
      'hi',
    );
    await expect(questionHeading(page)).toHaveText('प्रश्न संख्या 1', { timeout: 30_000 });
    await saveNext(page);
    await at(page, 2);
    await expect(page.getByText('सभी सही विकल्प चुनें', { exact: true })).toBeVisible();
    await expect(page.getByText('अंक: +4 / −1')).toBeVisible();
    await optionsOf(page).getByRole('checkbox').nth(0).check();
    await shootFromTop(page, testInfo, 'question-types-desktop-hi-multiple');
    await page.setViewportSize(PHONE);
    await shootFromTop(page, testInfo, 'question-types-phone-hi-multiple');
    await saveNext(page);
    await at(page, 3);
    await expect(page.getByText('अंक: +4, कोई ऋणात्मक अंकन नहीं')).toBeVisible();
    await expect(page.getByText('एक संख्यात्मक मान दर्ज करें')).toBeVisible();
    await keypad(page, '2');
    await page.getByRole('button', { name: 'ऋण चिह्न' }).click();
    await expect(page.getByRole('textbox', { name: 'आपका उत्तर' })).toHaveValue('-2');
    // Nothing sticks out of a 390 px screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await shootFromTop(page, testInfo, 'question-types-phone-hi-numerical');
    await saveNext(page);
    await at(page, 4);

    await page.getByRole('button', { name: 'परीक्षा जमा करें' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'परीक्षा जमा करें' }).click();
    await expect(page).toHaveURL(/\/submitexam\?/, { timeout: 30_000 });
    // By hand: 2 all-or-nothing with one of three options → −1; 3 "−2" wrong, numerical → 0.
    await expect(page.getByTestId('result-score')).toHaveText('40 में से -1 अंक');
    await page.getByRole('tab', { name: 'कार्य' }).click();
    await page.getByRole('button', { name: 'सभी प्रश्नों की समीक्षा करें' }).click();
    const review = page.getByRole('dialog', { name: 'सभी प्रश्न' });
    await expect(
      review.getByTestId('review-question').nth(2).getByTestId('review-your-number'),
    ).toHaveText('-2');
    await expect(review.locator('.katex').first()).toBeVisible();
    await review.getByTestId('review-question').nth(2).scrollIntoViewIfNeeded();
    await review.screenshot({
      path: 'test-results/screenshots/question-types-phone-hi-review.png',
    });
    expect(problems).toEqual([]);
  });

  test('practice with a numerical question says right or wrong and shows the accepted answer', async ({
    page,
    request,
  }, testInfo) => {
    const problems = watchConsole(page);
    const student = await registerStudent(request);
    await stayLoggedIn(page, student);
    await page.goto('/practicelist/');
    await page
      .getByRole('article', { name: PRACTICE })
      .getByRole('button', { name: 'Start' })
      .click();
    await expect(page.getByText('Question 1 of 4')).toBeVisible();
    await expect(page.locator('.katex').first()).toBeVisible();

    // 1: multiple correct (A and C), all-or-nothing: A alone is wrong.
    await page.getByRole('group', { name: 'Options' }).getByRole('checkbox').nth(0).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByText('Your answer was incorrect')).toBeVisible();
    await page.getByRole('button', { name: 'Next Question' }).click();

    // 2: numerical, exactly 12.
    await keypad(page, '12');
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByText('You answered correctly!')).toBeVisible();
    await expect(page.getByTestId('accepted-answer')).toHaveText('exactly 12');
    await shootFromTop(page, testInfo, 'question-types-practice-numerical');
    await page.getByRole('button', { name: 'Next Question' }).click();

    // 3: multiple correct with JEE partial marking: two of three right is partly right.
    const options = page.getByRole('group', { name: 'Options' });
    await options.getByRole('checkbox').nth(0).check();
    await options.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByText('Your answer is partly right')).toBeVisible();
    await page.getByRole('button', { name: 'Next Question' }).click();

    // 4: numerical 1.41–1.42: 1.5 is wrong, and the accepted range is shown.
    await page.getByRole('textbox', { name: 'Your answer' }).fill('1.5');
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByText('Your answer was incorrect')).toBeVisible();
    await expect(page.getByTestId('accepted-answer')).toHaveText('any value from 1.41 to 1.42');
    await page.getByRole('button', { name: 'View Solution' }).click();
    await expect(page.locator('.solution-panel .katex').first()).toBeVisible();
    await page.getByRole('button', { name: 'Finish Practice' }).click();
    await expect(page.getByText('1 correct, 1 partly right, 2 incorrect, 0 skipped')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
