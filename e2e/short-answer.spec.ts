import { expect, test } from '@playwright/test';
import {
  axeViolations,
  confirmSubmit,
  enterPaper,
  findSet,
  openNewQuestion,
  paletteButton,
  questionHeading,
  registerStudent,
  sidePanel,
  watchConsole,
} from './support.ts';

/**
 * Short-answer questions (decision 039). The demo's "Short answers: defence general knowledge"
 * (content/demo/60-defence.json; 4 marks a question, negative marking on, none for typed answers):
 *   1 short answer, any case: Pune / Khadakwasla   2 short answer, case matters: H2O
 *   3 single choice (B, Navy)
 * The plan: "  pune " right +4 · "h2o" wrong 0 (case matters) · A wrong −1 = 3 of 12.
 */
const SET = 'Short answers: defence general knowledge';

test.describe('short-answer questions', () => {
  test.use({ actionTimeout: 20_000 });

  test('a teacher writes one with its accepted answers and case rule, and it reopens as written', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    await openNewQuestion(page);
    await page.getByLabel('Question type').selectOption({ label: 'Short answer' });
    const questionEn = page.getByRole('textbox', { name: 'Question (English)', exact: true });
    await questionEn.click();
    await page.keyboard.type(`[${stamp}] The symbol of sodium?`);
    await page.getByLabel('Accepted answer 1').fill('Na');
    await page.getByRole('button', { name: 'Add an accepted answer' }).click();
    await page.getByLabel('Accepted answer 2').fill('Natrium');
    await page.getByLabel('Capital and small letters must match').check();
    await page.getByRole('button', { name: 'Save question' }).click();
    await expect(page.getByRole('status')).toContainText(/Question \d+ saved\./);
    await expect(page).toHaveURL(/\/admin\/questions\/\d+$/);

    await page.reload();
    await expect(page.getByLabel('Accepted answer 1')).toHaveValue('Na', { timeout: 30_000 });
    await expect(page.getByLabel('Accepted answer 2')).toHaveValue('Natrium');
    await expect(page.getByLabel('Capital and small letters must match')).toBeChecked();
  });

  test('a student types the answers, reloads, submits and sees the score and the accepted answers', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const student = await registerStudent(request, 'Arjun Nair');
    await enterPaper(page, student, await findSet(request, SET));

    await expect(questionHeading(page)).toHaveText('Question No. 1');
    const field = page.getByRole('textbox', { name: 'Your answer' });
    await expect(field).toHaveAccessibleDescription('Type your answer (a word or a short phrase)');
    await expect(page.getByText('Marks: +4, no negative marking')).toBeVisible();
    await field.fill('  pune ');
    expect(await axeViolations(page, '.question-card')).toEqual([]);
    await page.getByRole('button', { name: 'Save & Next' }).click();

    await expect(questionHeading(page)).toHaveText('Question No. 2');
    await page.getByRole('textbox', { name: 'Your answer' }).fill('h2o');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 3');

    // A reload: the typed texts come back from the server, the palette says Answered.
    await page.reload();
    await expect(questionHeading(page)).toHaveText('Question No. 3', { timeout: 30_000 });
    const side = sidePanel(page);
    for (const n of [1, 2])
      await expect(paletteButton(side, n)).toHaveAccessibleName(`Question ${n}: Answered`);
    await paletteButton(side, 1).click();
    await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('pune');
    await paletteButton(side, 3).click();
    await expect(questionHeading(page)).toHaveText('Question No. 3');
    await page.getByRole('radio', { name: /Army/ }).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();

    await page.getByRole('button', { name: 'Submit Exam' }).first().click();
    await confirmSubmit(page);
    await expect(page.getByTestId('result-score')).toHaveText('3 of 12 marks');
    await expect(page.getByText('Correct 1', { exact: true })).toBeVisible();
    await expect(page.getByText('Incorrect 2', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Actions' }).click();
    await page.getByRole('button', { name: 'Review All Questions' }).click();
    const review = page.getByRole('dialog', { name: 'All questions' });
    const item = (n: number) => review.getByTestId('review-question').nth(n - 1);
    await expect(item(1).getByTestId('review-your-number')).toHaveText('pune');
    await expect(item(1).getByTestId('review-key')).toContainText('Pune / Khadakwasla');
    await expect(item(1).getByTestId('review-marks')).toHaveText('+4 of 4 marks');
    await expect(item(2).getByTestId('review-your-number')).toHaveText('h2o');
    await expect(item(2).getByTestId('review-key')).toContainText(
      'H2O (capital and small letters must match)',
    );
    await expect(item(2).getByTestId('review-marks')).toHaveText('0 of 4 marks');
    expect(problems).toEqual([]);
  });
});
