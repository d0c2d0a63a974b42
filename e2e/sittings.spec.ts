import { expect, test } from '@playwright/test';
import type { TSetQuestionStats } from '@exam/contracts/admin/question-stats';
import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import { sitThroughApi } from './sitting.ts';
import { asStaff } from './staff-api.ts';
import {
  docsShot,
  findSet,
  registerStudent,
  shootBothLanguages,
  staffLogIn,
  watchConsole,
  type E2eStudent,
} from './support.ts';

// A set no other spec uses: its windows take it away from every other student.
const SET = 'Full-screen Mini Mock';
const HOUR = 3_600_000;

test('a sitting of two shifts: the merit list ranks by percentile within each shift', async ({
  page,
  request,
}) => {
  const set = await findSet(request, SET);
  const asha = await registerStudent(request, 'Asha Verma');
  const bilal = await registerStudent(request, 'Bilal Khan');
  const dev = await registerStudent(request, 'Dev Singh');
  // A name of this run's own, so a retry never meets the windows of the first try.
  const sitting = `Mini Mock sitting ${Date.now().toString(36)}`;
  const staff = await asStaff(request);
  const shiftFor = (students: E2eStudent[]) =>
    staff.post('/v2/api/admin/schedules', {
      setId: set.examSetId,
      opensAt: new Date(Date.now() - HOUR).toISOString(),
      closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      sitting,
      audience: { kind: 'students', studentIds: students.map((s) => s.details.studentId) },
    });
  await shiftFor([asha, bilal]);
  await shiftFor([dev]);
  // The key, as the teacher's question statistics show it: Asha and Dev answer by it, Bilal skips.
  const stats: TSetQuestionStats = await staff.get(
    `/v2/api/admin/sets/${set.examSetId}/question-stats`,
  );
  const keyed = new Set(
    stats.questions.flatMap((q) => q.options.filter((o) => o.isKey).map((o) => o.optionId)),
  );
  expect(keyed.size).toBeGreaterThan(0);
  const byKey = { choose: (q: TPaperQuestion) => q.options.find((o) => keyed.has(o.optionId)) };
  await sitThroughApi(request, asha, set.examSetId, byKey);
  await sitThroughApi(request, bilal, set.examSetId, { choose: () => undefined });
  await sitThroughApi(request, dev, set.examSetId, byKey);

  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/admin/login');
  await staffLogIn(page);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Sittings' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sittings and merit lists' }),
  ).toBeVisible();
  await expect(page.getByTestId('percentile-formula')).toContainText('to 7 decimal places');
  await page
    .getByLabel('Sitting', { exact: true })
    .selectOption({ label: `${sitting} (2 shifts, 3 candidates)` });
  const merit = page.getByRole('table', { name: `Merit list of ${sitting}` });
  await expect(merit.getByRole('row')).toHaveCount(4);

  const rows = await merit.getByRole('row').evaluateAll((trs) =>
    trs.slice(1).map((tr) => {
      const cell = (label: string) =>
        tr.querySelector(`[data-label="${label}"]`)?.textContent?.trim() ?? '';
      return {
        name: cell('Candidate'),
        shift: cell('Shift'),
        raw: Number(cell('Raw score')),
        percentile: cell('Percentile'),
        rank: Number(cell('Rank')),
      };
    }),
  );
  const row = (name: string) => rows.find((r) => r.name.startsWith(name));
  expect(row('Asha')?.raw).toBeGreaterThan(0);
  // The top score of each shift is its 100th percentile, whatever the other shift scored; in
  // shift 1 Bilal's 0 has 1 of its 2 candidates at or below it.
  expect(rows.map((r) => [r.name.split(' ')[0], r.shift, r.percentile, r.rank])).toEqual([
    ['Asha', 'Shift 1', '100.0000000', 1],
    ['Dev', 'Shift 2', '100.0000000', 1],
    ['Bilal', 'Shift 1', '50.0000000', 3],
  ]);
  await expect(page.getByRole('table', { name: 'Shifts' }).getByRole('row')).toHaveCount(3);

  await shootBothLanguages(page, docsShot('screenshots/sittings-merit'), async (language) => {
    await page.evaluate((l) => localStorage.setItem('lang', l), language);
    await page.reload();
    await page.waitForLoadState('networkidle');
  });
  expect(problems).toEqual([]);
});
