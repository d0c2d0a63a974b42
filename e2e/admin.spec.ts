import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openNewQuestion, PHONE, shootBothLanguages, TEACHER, watchConsole } from './support.ts';

// The demo seed's student (apps/server/src/db/seed-students.ts).
const STUDENT = { username: 'student@demo.test', password: 'Demo@1234' };
// A real PNG of the app, uploaded as a question's image.
const IMAGE = 'apps/web/public/icons/icon-192.png';
const EXAM = 'SSC CPO (Sub-Inspector in Delhi Police & CAPFs) Examination';

/** Types into a TipTap editor, found by its label, after what is there. */
async function typeInto(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}

test.describe('the staff console', () => {
  test('a logged-out visit goes to the staff login and comes back; a wrong password is named; on a phone the sections are a menu', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/admin/exams');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
    await page.getByLabel('Email').fill(TEACHER.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await page.getByLabel('Password', { exact: true }).fill(TEACHER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/admin\/exams$/);
    await expect(page.getByTestId('staff-who')).toContainText('Teacher');
    // The student's session is another: the student site still shows Login.
    expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
    // On a phone the navigation is a menu that closes when a section is chosen.
    await page.setViewportSize(PHONE);
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog')).toContainText('Demo Teacher');
    await nav.getByRole('link', { name: 'Students' }).click();
    await expect(page).toHaveURL(/\/admin\/students$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // 401s of the wrong password are expected in the console; nothing else.
    expect(problems.filter((p) => !/401/.test(p))).toEqual([]);
  });

  test('a teacher writes a bilingual multiple-correct question with a formula and an image and a numerical one, builds a set, fixes the gap the publish check names, publishes; a student takes it and sees the right score in the report and the PDF', async ({
    page,
    browser,
  }, testInfo) => {
    const stamp = Date.now().toString(36);
    const setName = `Physics check ${stamp}`;
    // 1. A multiple-correct question, English and Hindi, with a formula and an uploaded image.
    await openNewQuestion(page);
    await page.getByLabel('Question type').selectOption({ label: 'Multiple correct' });
    await typeInto(
      page,
      'Question (English)',
      `[${stamp}] Which of these equal the kinetic energy `,
    );
    const englishTools = page.getByRole('toolbar', { name: 'Formatting: Question (English)' });
    await englishTools.getByRole('button', { name: 'Formula' }).click();
    const formula = page.getByRole('dialog', { name: 'Insert a formula' });
    await formula.getByLabel('LaTeX').fill('\\frac{1}{2}mv^2');
    await expect(formula.locator('.katex')).toBeVisible();
    await formula.getByRole('button', { name: 'Insert' }).click();
    await expect(formula).toBeHidden();
    await englishTools.getByRole('button', { name: 'Image' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'Insert an image' });
    await imageDialog.getByLabel(/Image file/).setInputFiles(IMAGE);
    await imageDialog.getByRole('button', { name: 'Insert' }).click();
    await expect(imageDialog.getByLabel(/Alternative text/)).toHaveAccessibleDescription(
      'Alternative text is required before the image is inserted.',
    );
    await imageDialog.getByLabel(/Alternative text/).fill('A ball rolling down a slope');
    await imageDialog.getByRole('button', { name: 'Insert' }).click();
    await expect(imageDialog).toBeHidden();
    const questionEn = page.getByRole('textbox', { name: 'Question (English)', exact: true });
    await expect(
      questionEn.getByRole('img', { name: 'A ball rolling down a slope' }),
    ).toBeVisible();
    await typeInto(
      page,
      'Question (Hindi)',
      `[${stamp}] इनमें से कौन-से गतिज ऊर्जा के बराबर हैं? \\(\\frac{1}{2}mv^2\\)`,
    );
    const options: [string, string][] = [
      ['\\(\\frac{1}{2}mv^2\\)', '\\(\\frac{1}{2}mv^2\\)'],
      ['\\(\\frac{p^2}{2m}\\)', '\\(\\frac{p^2}{2m}\\)'],
      ['mgh at any height', 'किसी भी ऊँचाई पर mgh'],
      ['Zero for a moving body', 'गतिमान वस्तु के लिए शून्य'],
    ];
    for (const [index, [en, hi]] of options.entries()) {
      const letter = 'ABCD'.charAt(index);
      await typeInto(page, `Option ${letter} (English)`, en);
      await typeInto(page, `Option ${letter} (Hindi)`, hi);
    }
    await page.getByRole('checkbox', { name: 'Correct (Option A)' }).check();
    await page.getByRole('checkbox', { name: 'Correct (Option B)' }).check();
    await page.getByLabel('Marking rule').selectOption({ label: 'JEE Advanced partial' });
    await page.getByLabel('Marks', { exact: true }).fill('4');
    await page.getByLabel('Negative marks').fill('2');
    await page.getByLabel('Tags').fill(`physics, ${stamp}`);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Question 1' });
    await expect(preview.getByRole('checkbox')).toHaveCount(4);
    await expect(preview.locator('.katex').first()).toBeVisible();
    await expect(preview.getByRole('img', { name: 'A ball rolling down a slope' })).toBeVisible();
    await page.getByRole('button', { name: 'Save question' }).click();
    await expect(page.getByRole('status')).toContainText(/Question \d+ saved\./);
    await expect(page).toHaveURL(/\/admin\/questions\/\d+$/);
    const multipleId = Number(/(\d+)$/.exec(page.url())?.[1]);
    await shootBothLanguages(page, 'test-results/screenshots/admin-editor');

    // 2. A numerical question: an exact value with a tolerance; its Hindi is left for later.
    await page.goto('/admin/questions/new');
    await page.getByLabel('Question type').selectOption({ label: 'Numerical' });
    await expect(page.getByRole('checkbox', { name: /Correct/ })).toHaveCount(0);
    // A failed save names the field and keeps what was typed.
    await page.getByRole('button', { name: 'Save question' }).click();
    await expect(page.getByRole('alert')).toContainText('Question (English): is required');
    await expect(page.getByRole('alert')).toContainText('Value: is required');
    await typeInto(
      page,
      'Question (English)',
      `[${stamp}] A stone falls 19.6 m from rest in 2 s. Find g in m/s².`,
    );
    await page.getByLabel('Value', { exact: true }).fill('9.8');
    await page.getByLabel('Tolerance (±)').fill('0.1');
    await page.getByRole('button', { name: 'Save question' }).click();
    await expect(page.getByRole('status')).toContainText(/Question \d+ saved\./);
    const numericalId = Number(/(\d+)$/.exec(page.url())?.[1]);
    // The saved question reopens as the author wrote it: a value ± a tolerance, not a range.
    await expect(page.getByLabel('Value', { exact: true })).toHaveValue('9.8');
    await expect(page.getByLabel('Tolerance (±)')).toHaveValue('0.1');

    // The list finds both by the stamp.
    await page.goto(`/admin/questions?q=${stamp}`);
    await expect(page.getByText('2 questions')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`#${numericalId}`) })).toBeVisible();
    await shootBothLanguages(page, 'test-results/screenshots/admin-questions');

    // Duplicate, then retire the copy: it leaves the live list and is found among the retired.
    const rowOf = (id: number) =>
      page.getByRole('listitem').filter({ hasText: new RegExp(`#${id}\\b`) });
    await rowOf(numericalId).getByRole('button', { name: 'Duplicate' }).click();
    const done = page.getByRole('status');
    await expect(done).toContainText(/Duplicated as question \d+\./);
    const copyId = Number(/question (\d+)/.exec((await done.textContent()) ?? '')?.[1]);
    await expect(page.getByText('3 questions')).toBeVisible();
    await rowOf(copyId).getByRole('button', { name: 'Retire' }).click();
    await expect(done).toContainText(`Question ${copyId} retired.`);
    await expect(page.getByText('2 questions')).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Retired' });
    await expect(page.getByText('1 question', { exact: true })).toBeVisible();
    await expect(rowOf(copyId).getByRole('button', { name: 'Restore' })).toBeVisible();

    // 3. A set of the two questions, built under an exam of the catalogue.
    await page.getByRole('link', { name: 'Exams' }).click();
    await page.getByRole('button', { name: /^SSC/ }).first().click();
    await page.getByRole('button', { name: /^SSC CGL/ }).click();
    await page.getByRole('button', { name: new RegExp(`^${EXAM.replace(/[()&]/g, '.')}`) }).click();
    await page.getByRole('link', { name: 'New set' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New set' })).toBeVisible();
    await page.getByLabel('Name (English)', { exact: true }).fill(setName);
    await page.getByLabel('Name (Hindi)', { exact: true }).fill(`भौतिकी जाँच ${stamp}`);
    await page.getByLabel('Duration (minutes)').fill('20');
    await page.getByRole('button', { name: 'Add questions' }).click();
    const picker = page.getByRole('dialog', { name: /Add questions to/ });
    await picker.getByLabel('Search the bank').fill(stamp);
    await picker.getByRole('button', { name: `Add: #${multipleId}` }).click();
    await picker.getByRole('button', { name: `Add: #${numericalId}` }).click();
    await expect(picker.getByRole('button', { name: `Added: #${numericalId}` })).toBeDisabled();
    await picker.getByRole('button', { name: 'Done' }).last().click();
    await expect(page.getByText('2 questions in the set')).toBeVisible();
    await page.getByRole('button', { name: 'Save set' }).click();
    await expect(page.getByRole('status')).toContainText('Set saved.');
    await expect(page).toHaveURL(/\/admin\/sets\/\d+$/);
    const setUrl = new URL(page.url()).pathname;
    await shootBothLanguages(page, 'test-results/screenshots/admin-set-builder');

    // 4. Publishing names the gap (no Hindi for question 2), with a link to fix it.
    await page.getByRole('button', { name: 'Publish' }).click();
    const gaps = page.getByRole('alert').filter({ hasText: 'cannot be published' });
    await expect(gaps).toContainText('Question 2: Hindi question text missing');
    await gaps.getByRole('link', { name: 'Fix (Question 2)' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/questions/${numericalId}$`));
    const usedIn = page.getByRole('region', { name: 'Used in sets' });
    await expect(usedIn).toContainText(`${setName}, question 2 (version 1)`);
    await expect(usedIn).toContainText("Students' results keep the version they answered");
    await typeInto(
      page,
      'Question (Hindi)',
      `[${stamp}] एक पत्थर विरामावस्था से 2 s में 19.6 m गिरता है। g का मान m/s² में ज्ञात करें।`,
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Saved as version 2.');
    // No student has sat the set, so it takes the new version.
    await usedIn.getByRole('link', { name: `${setName}, question 2 (version 2)` }).click();
    await expect(page).toHaveURL(new RegExp(`${setUrl}$`));
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      page.getByText('Published: every student of the institute finds it in the catalogue.'),
    ).toBeVisible();

    // 5. The set as a student sees it: the preview, then the student's own site.
    await page.getByRole('link', { name: 'Preview as a student' }).click();
    await expect(page.getByRole('region', { name: 'Question 2' })).toBeVisible();

    const student = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    const examId = await page.evaluate(async (path) => {
      const token = localStorage.getItem('staffToken');
      const res = await fetch(`/v2/api/admin/sets/${path.split('/').pop()}`, {
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Org-Token': 'demo-org',
          'X-Institute-Token': 'demo-institute',
        },
      });
      return ((await res.json()) as { response: { examId: number } }).response.examId;
    }, setUrl);
    await student.goto(`/set?examId=${examId}`);
    const card = student.getByRole('article', { name: setName });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Start' }).click();
    const dialog = student.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const login = dialog.getByRole('button', { name: 'Login' });
    if (await dialog.getByRole('heading', { name: 'Sign Up' }).isVisible()) await login.click();
    await dialog.getByLabel('E-mail or mobile number').fill(STUDENT.username);
    await dialog.getByLabel('Password', { exact: true }).fill(STUDENT.password);
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(student.getByText(`Set: ${setName}`)).toBeVisible();
    await student.getByRole('button', { name: 'Next' }).click();
    await expect(student).toHaveURL(/\/systemInstruction$/);
    await student.getByLabel('I have read and understood the instructions.').check();
    await student.getByRole('button', { name: 'Next' }).click();
    await expect(student).toHaveURL(/\/instruction\/$/);
    await student.getByRole('button', { name: 'Next' }).click();
    await expect(student).toHaveURL(/\/exampanel\/?$/);

    // Question 1, multiple correct with JEE Advanced marking (4 marks): one of the two correct
    // options and no wrong one earns +1.
    const optionsOf = student.getByRole('group', { name: /^Options of question/ });
    await expect(optionsOf.getByRole('checkbox')).toHaveCount(4);
    await expect(student.locator('.katex').first()).toBeVisible();
    await expect(student.getByRole('img', { name: 'A ball rolling down a slope' })).toBeVisible();
    await optionsOf.getByRole('checkbox').nth(0).check();
    await student.getByRole('button', { name: 'Save & Next' }).click();
    // Question 2, numerical (the section's 1 mark): 9.85 lies in 9.8 ± 0.1.
    await student.getByRole('textbox', { name: 'Your answer' }).fill('9.85');
    await student.getByRole('button', { name: 'Save & Next' }).click();
    await student.getByRole('button', { name: 'Submit Exam' }).first().click();
    await student
      .getByRole('dialog')
      .getByRole('button', { name: /^Submit/ })
      .click();
    await expect(student).toHaveURL(/\/submitexam\?setId=\d+&attemptNo=\d+$/, {
      timeout: 30_000,
    });
    await expect(student.getByTestId('result-score')).toHaveText('2 of 5 marks');
    // The PDF scorecard says the same.
    await student.getByRole('tab', { name: 'Actions' }).click();
    const downloading = student.waitForEvent('download');
    await student.getByRole('button', { name: 'Download PDF' }).click();
    const pdfPath = testInfo.outputPath('scorecard.pdf');
    await (await downloading).saveAs(pdfPath);
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    const scorecard = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdfPath, '-']).toString();
    expect(scorecard).toContain(setName);
    expect(scorecard).toMatch(/\b2 ?\/ ?5\b/);
    expect(scorecard).toContain('40%');
    await student.close();

    // The teacher sees the attempt in the set's results.
    await page.goto(`/admin/results?setId=${setUrl.split('/').pop()}`);
    await expect(page.getByRole('row', { name: /Aarav Sharma/ })).toContainText('2');
    await expect(page.getByRole('row', { name: /Aarav Sharma/ })).toContainText(
      'student@demo.test',
    );
  });
});
