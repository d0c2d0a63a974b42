import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  docsShot,
  type E2eStudent,
  findSet,
  registerStudent,
  shootBothLanguages,
  staffLogIn,
  TENANT,
  watchConsole,
} from './support.ts';
import { sitThroughApi } from './sitting.ts';

// The demo seed's school student (apps/server/src/db/seed-students.ts).
const SCHOOL_STUDENT = { username: '9876543210', password: 'School@123' };
const MOCK = 'SSC CGL Tier 1 Mock Test 1';

/** Sits the mock through the API: starts, answers the first `answers` questions, submits. */
const sit = (request: APIRequestContext, student: E2eStudent, setId: number, answers: number) =>
  sitThroughApi(request, student, setId, {
    count: answers,
    choose: (question, index) => question.options[index % question.options.length],
    timeLeftMs: (seq) => 3_570_000 - seq * 30_000,
  });

test.describe('a set’s results in the console', () => {
  test('a teacher reads, sorts, filters and exports the results, compares places and opens a report', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const { examSetId: setId } = await findSet(request, MOCK);
    const anita = await registerStudent(request, 'अनीता शर्मा');
    await sit(request, anita, setId, 6);
    await sit(request, await registerStudent(request, 'Bharat Singh'), setId, 2);
    const login = await request.post('/v2/api/cbt/student/authenticate', {
      headers: TENANT,
      data: SCHOOL_STUDENT,
    });
    const school = (await login.json()) as { token: string; response: E2eStudent['details'] };
    await sit(request, { token: school.token, details: school.response }, setId, 4);

    await page.goto('/admin/results');
    await staffLogIn(page);
    await page.getByLabel('Set').selectOption(String(setId));
    await expect(page).toHaveURL(new RegExp(`/admin/sets/${setId}/results$`));
    await expect(page.getByTestId('results-candidates')).toHaveText('3');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row', { name: /अनीता शर्मा/ })).toBeVisible();

    // Sorting by name puts the Latin names before the Devanagari one, and says so to readers.
    const name = page.getByRole('columnheader', { name: /^Name/ });
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('row').nth(3)).toContainText('अनीता शर्मा');
    await shootBothLanguages(page, docsShot('screenshots/results-table'));

    // The school student's centre gives a district to filter by.
    const district = page.getByLabel('District');
    const districtName = (await district.locator('option').nth(1).textContent()) ?? '';
    await district.selectOption({ label: districtName });
    await expect(page.getByTestId('results-candidates')).toHaveText('1');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('results-candidates')).toHaveText('3');

    // The export is what is shown: every row, UTF-8 with a BOM, the Hindi name intact.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    // Named by the institute's slug first (decision 063).
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-results-.+\.csv$/);
    const csvPath = test.info().outputPath('results.csv');
    await download.saveAs(csvPath);
    const bytes = readFileSync(csvPath);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toContain('अनीता शर्मा');

    // By place: the districts, then a district's blocks.
    await page.getByRole('tab', { name: 'By place' }).click();
    const places = page.getByRole('table');
    await expect(places.getByRole('row', { name: new RegExp(districtName) })).toContainText('1');
    await shootBothLanguages(page, docsShot('screenshots/results-by-place'));
    await places.getByRole('button', { name: districtName }).click();
    await expect(page.getByRole('navigation', { name: 'Places' })).toContainText(districtName);

    // A row opens the student's own report.
    await page.getByRole('tab', { name: 'Table' }).click();
    await page.getByRole('link', { name: 'अनीता शर्मा' }).click();
    await expect(page).toHaveURL(/\/admin\/attempts\/\d+\/report$/);
    await expect(page.getByTestId('report-student')).toHaveText('अनीता शर्मा');
    await expect(page.getByRole('heading', { name: 'Section-wise Analysis' })).toBeVisible();
    await shootBothLanguages(page, docsShot('screenshots/results-report'));

    // Her answers with the key, read-only, and her PDF scorecard: the console's own calls.
    await page.getByRole('button', { name: 'Review answers' }).click();
    const review = page.getByRole('dialog');
    await expect(review.getByTestId('review-question').first()).toContainText('Correct answer');
    await review.getByRole('button', { name: 'Close' }).last().click();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^scorecard-\d+-1-\d+\.pdf$/);
    expect(
      readFileSync((await pdf.path()) ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(problems).toEqual([]);
  });
});
