import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { shootWidths, staffLogIn, watchConsole } from './support.ts';

const MOODLE = 'apps/server/src/interchange/fixtures/moodle-awkward.xml';
// Only an unreadable file, or the template's own rows, are errors (decision 037).
const BROKEN = 'apps/server/src/interchange/fixtures/template-broken.csv';

test.describe('importing questions in the staff console', () => {
  test('a teacher downloads the template, previews a Moodle file, imports it and finds its questions in the bank; a broken file is refused with its rows named', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/admin/login');
    await staffLogIn(page);
    await expect(page).toHaveURL(/\/admin\/questions$/);

    await page.goto('/admin/imports');
    await expect(page.getByRole('heading', { level: 1, name: 'Import questions' })).toBeVisible();

    // The CSV template comes as a file, with its columns and the Hindi examples.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the CSV template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('question-template.csv');
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('key,type,question_en,question_hi,option_a_en');
    expect(csv).toContain('भारत की सबसे लंबी नदी कौन-सी है?');

    // A broken template: every error named by its row, nothing offered.
    await page.getByLabel('Question file').setInputFiles(BROKEN);
    await expect(page.getByRole('heading', { name: 'Errors (5)' })).toBeVisible();
    await expect(
      page.getByText('row 2: type: "essay" is not one of single, multiple, numerical, true-false'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import 0 question(s)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // The Moodle file: the preview, then the import.
    await page.getByLabel('Question file').setInputFiles(MOODLE);
    await expect(
      page.getByText('moodle-awkward.xml (Moodle XML): 7 question(s) will be created or updated.'),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Questions to write' });
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(
      table.getByRole('row', { name: /question 2 \(Ray diagram \(picture\)\)/ }),
    ).toContainText('कौन-सी किरण दिखाई गई है?');
    await expect(
      page.getByText(/question 7 \(Explain refraction\).*marked by a person/),
    ).toBeVisible();
    // The preview fits a phone (the table scrolls in its own box), for a person to look at too.
    await shootWidths(page, 'test-results/screenshots/admin-import-preview');
    await page.getByRole('button', { name: 'Import 7 question(s)' }).click();
    await expect(
      page.getByText('Imported moodle-awkward.xml: 7 question(s) added, 0 updated.'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Open the question bank' }).click();
    await page.goto('/admin/questions?q=convex%20lens');
    await expect(page.getByText(/A convex lens forms a real image/)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
