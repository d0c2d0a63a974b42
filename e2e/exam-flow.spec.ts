import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, shoot, watchConsole } from './support.ts';

// The demo seed's logins (apps/server/src/db/seed-students.ts). Logins are rate-limited (10 a minute
// per username and address): each test logs in once.
const ASPIRANT = { username: 'student@demo.test', password: 'Demo@1234' };
const CLASS_10 = { username: '9876543210', password: 'School@123' };
const CLASS_12 = { username: 'riya.class12@demo.test', password: 'School@123' };
const MOCK_TEST = 'SSC CGL Tier 1 Mock Test 1';

interface FlowState {
  setData?: { setName?: string; examSetId?: number };
  studentData?: { name?: string };
  language?: { langId: number };
  attemptNo?: number;
}

/** React Router keeps the navigation state in history.state.usr. */
const flowState = (page: Page) =>
  page.evaluate(() => (history.state as { usr?: FlowState } | null)?.usr ?? null);

async function logIn(page: Page, { username, password }: { username: string; password: string }) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const login = dialog.getByRole('button', { name: 'Login' });
  if (await dialog.getByRole('heading', { name: 'Sign Up' }).isVisible()) await login.click();
  await dialog.getByLabel('E-mail or mobile number').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
}

const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const languageSelect = (page: Page): Locator =>
  page.getByRole('combobox', { name: /Choose your default language|अपनी डिफ़ॉल्ट भाषा चुनें/ });

test.describe('the CBT entry flow', () => {
  // Whole flows with reloads, on a 2-core machine shared with other work.

  test('from a set to the exam panel: profile, system instruction in Hindi, exam instruction, state kept across reloads', async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    await page.goto('/exam/list/');
    await page
      .getByRole('article', { name: /SSC CGL \(Combined Graduate Level\)/ })
      .getByRole('link', { name: 'View All Sets' })
      .click();
    await expect(page).toHaveURL(/\/set\?examId=\d+/);
    await page
      .getByRole('article', { name: MOCK_TEST })
      .getByRole('button', { name: 'Start' })
      .click();
    await expect(page).toHaveURL(/\/studentProfile$/);
    await logIn(page, ASPIRANT);
    await expect(page.getByText(`Set: ${MOCK_TEST}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // System instruction: English first, then Hindi from the set's languages.
    await expect(page).toHaveURL(/\/systemInstruction$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'General Instructions' }),
    ).toBeVisible();
    await expect(page.getByText('The clock is set at the server.', { exact: false })).toBeVisible();
    await expect(languageSelect(page).locator('option')).toHaveText(['English', 'Hindi']);
    await shoot(page, testInfo, 'system-instruction-desktop');
    await languageSelect(page).selectOption({ label: 'Hindi' });
    await expect(page.getByText('घड़ी सर्वर पर निर्धारित की गई है।', { exact: false })).toBeVisible();
    await expect(page.getByText('The clock is set at the server.', { exact: false })).toBeHidden();

    // A reload keeps the screen, the set and the chosen language.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'General Instructions' }),
    ).toBeVisible();
    await expect(page.getByText(MOCK_TEST)).toBeVisible();
    await expect(languageSelect(page)).toHaveValue('2');
    await expect(page.getByText('घड़ी सर्वर पर निर्धारित की गई है।', { exact: false })).toBeVisible();

    // Next asks for the acknowledgement first.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('Please read the instructions and tick');
    await expect(page).toHaveURL(/\/systemInstruction$/);
    await shoot(page, testInfo, 'system-instruction-alert-desktop');
    await page.getByLabel('I have read and understood the instructions.').check();
    await page.getByRole('button', { name: 'Next' }).click();

    // The exam's own instructions, in Hindi, attempt 1.
    await expect(page).toHaveURL(/\/instruction\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Exam Instructions' })).toBeVisible();
    await expect(page.getByText('अवधि:', { exact: false })).toBeVisible();
    await expect(page.getByText('the English version is final', { exact: false })).toBeVisible();
    await expect(page.getByText('Attempt number')).toBeVisible();
    expect(await flowState(page)).toMatchObject({
      setData: { setName: MOCK_TEST },
      studentData: { name: 'Aarav Sharma' },
      language: { langId: 2 },
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Exam Instructions' })).toBeVisible();
    await expect(page.getByText('अवधि:', { exact: false })).toBeVisible();
    await shoot(page, testInfo, 'exam-instruction-desktop');

    // Back and forth keeps the language.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/systemInstruction\/$/);
    await expect(languageSelect(page)).toHaveValue('2');
    await page.getByLabel('I have read and understood the instructions.').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/instruction\/$/);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/exampanel\/?$/);
    const state = await flowState(page);
    expect(state).toMatchObject({
      setData: { setName: MOCK_TEST },
      studentData: { name: 'Aarav Sharma' },
      language: { langId: 2 },
      attemptNo: 1,
    });
    expect(problems).toEqual([]);

    // The exam panel has no site menu (a test centre's screen): leave it for the home page.
    await expect(page.getByRole('navigation', { name: 'Student menu' })).toHaveCount(0);
    await page.goto('/');

    // An aspirant has no class: School Exam says why it is empty.
    await page
      .getByRole('navigation', { name: 'Student menu' })
      .getByRole('link', { name: 'School Exam' })
      .click();
    await expect(page).toHaveURL(/\/schoolexam\/$/);
    await expect(
      page.getByRole('heading', { name: 'School exams are for school students' }),
    ).toBeVisible();
    await shoot(page, testInfo, 'school-exam-aspirant-desktop');
  });

  test('a screen opened without its state (a fresh page) says so instead of going blank', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/studentProfile');
    await logIn(page, ASPIRANT);
    const fresh = await context.newPage();
    await fresh.goto('/instruction/');
    await expect(fresh.getByRole('heading', { level: 1, name: 'Exam Instructions' })).toBeVisible();
    await expect(fresh.getByRole('alert')).toContainText("We don't know which exam you chose.");
    await shoot(fresh, testInfo, 'instruction-without-state-desktop');
    await fresh.getByRole('link', { name: 'Choose an exam' }).click();
    await expect(fresh).toHaveURL(/\/exam\/list\/$/);

    await fresh.goto('/systemInstruction');
    await expect(fresh.getByRole('alert')).toContainText("We don't know which exam you chose.");
    await fresh.goto('/studentProfile');
    await expect(fresh.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(fresh.getByText('To start an exam, choose a set')).toBeVisible();
  });

  test('a school student finds the sets of their class under School Exam and starts one', async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    await page.goto('/schoolexam/');
    await logIn(page, CLASS_10);
    await expect(page.getByRole('heading', { level: 1, name: 'School Exam' })).toBeVisible();
    await expect(page.getByText(/The exams of your class \(Class 10\)/)).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.getByRole('heading')).toHaveText([
      'Class 10 Science Unit Test',
      'Class 10 Mathematics Unit Test',
    ]);
    await expect(page.getByText('Class 12', { exact: false })).toHaveCount(0);
    await shoot(page, testInfo, 'school-exam-desktop');

    // The home page points there too.
    await page.goto('/');
    await page.getByRole('link', { name: 'Open School Exam' }).click();
    await expect(page).toHaveURL(/\/schoolexam\/$/);

    await page
      .getByRole('article', { name: 'Class 10 Mathematics Unit Test' })
      .getByRole('button', { name: 'Start' })
      .click();
    await expect(page).toHaveURL(/\/studentProfile$/);
    await expect(page.getByLabel('Class Name')).toHaveText('10');
    await expect(page.getByText('Set: Class 10 Mathematics Unit Test')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/systemInstruction$/);
    await expect(page.getByText('Class 10 Mathematics Unit Test')).toBeVisible();
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'सामान्य निर्देश' })).toBeVisible();
    await expect(languageSelect(page)).toHaveValue('2');
    await expect(page.getByText('कक्षा 10 गणित इकाई परीक्षा')).toBeVisible();
    await shoot(page, testInfo, 'system-instruction-hindi-desktop');
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/studentProfile\/$/);
    await expect(page.getByText('Set: Class 10 Mathematics Unit Test')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('on a phone in Hindi: School Exam, the instructions and the buttons fit the screen', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto('/schoolexam/');
    await logIn(page, CLASS_12);
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'स्कूल परीक्षा' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(await fits(page)).toBe(true);
    await shoot(page, testInfo, 'school-exam-hindi-phone');

    await page.getByRole('article').getByRole('button').click();
    await expect(page).toHaveURL(/\/studentProfile$/);
    await page.getByRole('button', { name: 'आगे' }).click();
    await expect(page).toHaveURL(/\/systemInstruction$/);
    await expect(page.getByRole('heading', { level: 1, name: 'सामान्य निर्देश' })).toBeVisible();
    await expect(languageSelect(page)).toHaveValue('2');
    await expect(page.getByText('घड़ी सर्वर पर निर्धारित की गई है।', { exact: false })).toBeVisible();
    expect(await fits(page)).toBe(true);
    await shoot(page, testInfo, 'system-instruction-hindi-phone');

    await page.getByRole('button', { name: 'आगे' }).click();
    await expect(page.getByRole('alert')).toContainText('कृपया निर्देश पढ़ें');
    await page.getByLabel('मैंने निर्देश पढ़ और समझ लिए हैं।').check();
    await page.getByRole('button', { name: 'आगे' }).click();
    await expect(page).toHaveURL(/\/instruction\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'परीक्षा निर्देश' })).toBeVisible();
    await expect(page.getByText('अंग्रेज़ी रूप ही अंतिम', { exact: false })).toBeVisible();
    expect(await fits(page)).toBe(true);
    await shoot(page, testInfo, 'exam-instruction-hindi-phone');

    // Back, then English for the exam: the English text on the phone too.
    await page.getByRole('button', { name: 'पीछे' }).click();
    await expect(page).toHaveURL(/\/systemInstruction\/$/);
    await languageSelect(page).selectOption('1');
    await expect(page.getByText('The clock is set at the server.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'General Instructions' }),
    ).toBeVisible();
    expect(await fits(page)).toBe(true);
    await shoot(page, testInfo, 'system-instruction-phone');
  });
});
