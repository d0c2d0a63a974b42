import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  confirmSubmit,
  newStudentInPaper,
  pickLanguage,
  shootWidths,
  sidePanel,
  staffLogIn,
  watchConsole,
} from './support.ts';
import { asStaff } from './staff-api.ts';

/**
 * Pools and blueprints (decision 057): a teacher draws a section from the bank in the console,
 * sees how many questions the rule can draw from (and a rule the bank cannot fill refused),
 * publishes, and a student gets a paper of the drawn questions only. Its own bank questions and
 * set: no demo set is touched.
 */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';

async function bankQuestions(request: APIRequestContext, tag: string, count: number) {
  const staff = await asStaff(request);
  for (let i = 1; i <= count; i += 1) {
    await staff.post('/v2/api/admin/questions', {
      body: {
        type: 'single',
        textEn: `<p>Pool question ${i} ${tag}</p>`,
        textHi: `<p>पूल प्रश्न ${i} ${tag}</p>`,
        tags: [tag, 'easy'],
        options: ['right', 'wrong'].map((word, o) => ({
          textEn: `Option ${word} ${i}`,
          textHi: `विकल्प ${word} ${i}`,
          correct: o === 0,
        })),
      },
    });
  }
}

test('a teacher draws a section from the bank, publishes, and a student sits the drawn paper', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const tag = `pool${Date.now().toString(36)}`;
  await bankQuestions(request, tag, 4);
  const setName = `Pooled mock ${tag}`;

  await page.goto('/admin/login');
  await staffLogIn(page);
  await expect(page).toHaveURL(/\/admin\/questions/);
  await page.goto('/admin/sets/new');
  await page.getByLabel('Exam', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Name (English)', { exact: true }).fill(setName);
  await page.getByLabel('Name (Hindi)', { exact: true }).fill('पूल मॉक');
  await page.getByLabel('Draw this section from the bank').check();
  const rules = page.getByTestId('pool-editor');
  await rules.getByLabel('Tags', { exact: true }).fill(`${tag}, easy`);
  await rules.getByLabel('Questions', { exact: true }).fill('5');
  await expect(rules.getByTestId('pool-available')).toHaveText(
    'The bank has 4; the rule asks for 5',
  );
  await page.getByRole('button', { name: 'Save set' }).click();
  await expect(rules.getByText(/asks for 5 questions tagged .*; the bank has 4\./)).toBeVisible();
  await rules.getByLabel('Questions', { exact: true }).fill('2');
  await expect(rules.getByTestId('pool-available')).toHaveText('Can draw from 4 questions');
  await shootWidths(page, `${SHOTS}/pools-builder-en`);
  await pickLanguage(page, 'hi');
  await expect(rules.getByTestId('pool-available')).toHaveText('4 प्रश्नों में से निकाल सकता है');
  await shootWidths(page, `${SHOTS}/pools-builder-hi`);
  await pickLanguage(page, 'en');
  await page.getByRole('button', { name: 'Save set' }).click();
  await expect(page).toHaveURL(/\/admin\/sets\/\d+$/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();

  await newStudentInPaper(page, request, setName);
  const side = sidePanel(page);
  await expect(side.getByRole('button', { name: /^Question \d+: / })).toHaveCount(2);
  await page.getByRole('radio', { name: /Option right \d$/ }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await confirmSubmit(page);
  await expect(page.getByTestId('result-score')).toContainText('1 of 2 marks');
  // The one console error is the refused save of the rule the bank could not fill.
  expect(problems).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
});
