import { expect, test, type Page } from '@playwright/test';
import { axeViolations, DESKTOP, findSet, ORG_ADMIN, PHONE, staffLogIn } from './support.ts';

// A published set of the demo content: its builder, preview, results, statistics and live page.
const DEMO_SET = 'SSC CGL Tier 1 Mock Test 1';

/** axe's serious and critical findings on the whole page, at desktop and at phone width. */
async function seriousViolations(page: Page) {
  const found: string[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const violations = await axeViolations(page, 'body');
    found.push(
      ...violations
        .filter((v) => /^\S+ \((serious|critical)\)/.test(v))
        .map((v) => `${size.width}px ${v}`),
    );
  }
  await page.setViewportSize(DESKTOP);
  return found;
}

/** Opens a console page and waits until it has drawn its data (no loading state left). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

// Two halves of the console, one test each: the two run side by side, and a slow machine's run of
// either stays well inside the test's time.
for (const half of [0, 1] as const) {
  test(`every page of the staff console passes axe (no serious or critical finding) at 1366 and 390 wide, part ${half + 1} of 2`, async ({
    page,
    request,
  }) => {
    const set = await findSet(request, DEMO_SET);
    const problems: Record<string, string[]> = {};
    const check = async (path: string) => {
      const found = await seriousViolations(page);
      if (found.length > 0) problems[path] = found;
    };

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff login' })).toBeVisible();
    if (half === 0) await check('/admin/login');
    await staffLogIn(page, ORG_ADMIN);
    await expect(page).toHaveURL(/\/admin\/questions$/);

    // Every section the navigation lists (an organisation admin sees all of them).
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    const sections = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(sections).toEqual(expect.arrayContaining(['/admin/exams', '/admin/audit']));

    // A window's live page when the demo has a schedule; the set's own otherwise.
    await open(page, '/admin/schedules');
    const windowLive = await page
      .locator('main a[href$="/live"]')
      .first()
      .getAttribute('href', { timeout: 1_000 })
      .catch(() => null);

    const pages = [
      ...sections,
      '/admin/questions/new',
      `/admin/sets/${set.examSetId}`,
      `/admin/sets/${set.examSetId}/preview`,
      `/admin/sets/${set.examSetId}/results`,
      `/admin/sets/${set.examSetId}/question-stats`,
      windowLive ?? `/admin/sets/${set.examSetId}/live`,
      '/admin/students/enrol',
    ];
    for (const path of pages.filter((_, i) => i % 2 === half)) {
      await open(page, path);
      await check(path);
    }
    expect(problems).toEqual({});
  });
}
