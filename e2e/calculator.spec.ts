import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { asStaff, bankQuestionIds, publishMock } from './staff-api.ts';
import {
  DESKTOP,
  enterPaper,
  findSet,
  PHONE,
  pickLanguage,
  registerStudent,
  shootWidths,
  staffLogIn,
  watchConsole,
} from './support.ts';

/**
 * The on-screen calculator (issue 25, decision 059): a set that allows the scientific one shows a
 * Calculator button that works by keyboard and by clicks; a set without shows none. The spec builds
 * its own sets through the API: no demo set is changed.
 */
const SHOTS = '/tmp/shots-calculator';

/** A published one-question set with the given calculator: its name as the catalogue lists it. */
async function publishedSet(request: APIRequestContext, calculator: 'off' | 'scientific') {
  const staff = await asStaff(request);
  const [questionId] = await bankQuestionIds(staff, 1);
  const nameEn = `Calculator ${calculator} ${Date.now().toString(36)}`;
  const set = await publishMock(staff, {
    nameEn,
    nameHi: `कैलकुलेटर ${calculator}`,
    durationMinutes: 15,
    calculator,
    sections: [
      {
        nameEn: 'Numericals',
        nameHi: 'संख्यात्मक',
        marksPerQuestion: 2,
        questions: [{ bankQuestionId: questionId }],
      },
    ],
  });
  return { id: set.id, nameEn };
}

const calculatorButton = (page: Page) =>
  page.getByRole('button', { name: /^(Calculator|कैलकुलेटर)$/ });

test.describe('on-screen calculator', () => {
  test('a set with the scientific calculator: 12×(3+4)= 84 by keyboard and by clicks; a set without has no button', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const withCalc = await publishedSet(request, 'scientific');
    const without = await publishedSet(request, 'off');

    const student = await registerStudent(request);
    await enterPaper(page, student, await findSet(request, withCalc.nameEn));
    const opener = calculatorButton(page);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Scientific calculator' });
    await expect(dialog).toBeVisible();
    const display = dialog.getByTestId('calculator-display');

    // By keyboard: the display has the focus when the calculator opens.
    await expect(dialog.getByRole('group', { name: 'Calculator', exact: true })).toBeFocused();
    await page.keyboard.type('12*(3+4)');
    await expect(display).toHaveText('12×(3+4)');
    await page.keyboard.press('Enter');
    await expect(display).toHaveText('84');

    // By clicks.
    await dialog.getByRole('button', { name: 'clear all' }).click();
    await expect(display).toHaveText('0');
    for (const name of ['1', '2', 'times', 'open bracket', '3', 'plus', '4', 'close bracket'])
      await dialog.getByRole('button', { name, exact: true }).click();
    await expect(display).toHaveText('12×(3+4)');
    await dialog.getByRole('button', { name: 'equals' }).click();
    await expect(display).toHaveText('84');
    await dialog.getByRole('button', { name: 'square root' }).click();
    await dialog.getByRole('button', { name: '9', exact: true }).click();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/panel-calculator-${size.width}-en.png` });
      // The bottom sheet on a phone leaves the question in view above it.
      const box = await dialog.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(size.height + 1);
      expect(box && box.width).toBeLessThanOrEqual(size.width);
    }
    await page.setViewportSize(DESKTOP);

    // Escape closes it and the focus is back on the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // In Hindi, for another student.
    const hindi = await registerStudent(request, 'Aarav Gupta');
    await enterPaper(page, hindi, await findSet(request, withCalc.nameEn), { ui: 'hi', langId: 2 });
    await calculatorButton(page).click();
    const hiDialog = page.getByRole('dialog', { name: 'वैज्ञानिक कैलकुलेटर' });
    await expect(hiDialog.getByRole('group', { name: 'कैलकुलेटर', exact: true })).toBeFocused();
    await page.keyboard.type('12*(3+4)');
    await page.keyboard.press('Enter');
    await expect(hiDialog.getByTestId('calculator-display')).toHaveText('84');
    await expect(hiDialog.getByRole('button', { name: 'वर्गमूल' })).toBeVisible();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/panel-calculator-${size.width}-hi.png` });
    }
    await page.setViewportSize(DESKTOP);

    // A set without a calculator: no button.
    const other = await registerStudent(request, 'Meera Iyer');
    await enterPaper(page, other, await findSet(request, without.nameEn));
    await expect(page.getByTestId('time-left')).toBeVisible();
    await expect(calculatorButton(page)).toHaveCount(0);

    // The builder shows the set's choice, in both languages.
    await page.goto('/admin/login');
    await staffLogIn(page);
    await expect(page).toHaveURL(/\/admin\/questions/);
    await page.goto(`/admin/sets/${withCalc.id}`);
    await expect(page.getByLabel('On-screen calculator')).toHaveValue('scientific', {
      timeout: 30_000,
    });
    await shootWidths(page, `${SHOTS}/builder-en`);
    await pickLanguage(page, 'hi');
    await expect(page.getByLabel('स्क्रीन पर कैलकुलेटर')).toHaveValue('scientific');
    await shootWidths(page, `${SHOTS}/builder-hi`);
    await pickLanguage(page, 'en');
    expect(problems).toEqual([]);
  });
});
