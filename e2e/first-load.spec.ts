import { expect, test, type Page } from '@playwright/test';

// Decision 029: a first visit to home gets its catalogue in the page (no API calls before the
// cards), and an English page does not download the Devanagari font for the toggle's हिन्दी.
test.use({ serviceWorkers: 'block' });

/** The page's API calls and font downloads, from the moment it is opened. */
function watch(page: Page) {
  const api: string[] = [];
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v2/')) api.push(`${request.method()} ${url.pathname}`);
    if (request.resourceType() === 'font' && url.protocol !== 'data:') fonts.push(url.pathname);
  });
  return { api, fonts };
}

test('home shows its exams and categories without calling the API, and no Devanagari font in English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const seen = watch(page);
  await page.goto('/');
  const firstCard = page.locator('.carousel-slide .exam-card').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.getByRole('heading')).toHaveText(/\S/);
  await expect(page.getByRole('navigation', { name: 'Exam categories' })).toContainText('SSC');
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.api).toEqual([]);
  // Only the toggle's हिन्दी face (2 KB, preloaded by the page: decision 036), not the font.
  expect(seen.fonts).toEqual([expect.stringMatching(/^\/assets\/hindi-label-[\w-]+\.woff2$/)]);
});

test('a Hindi start shows the same data in Hindi, with the Devanagari font', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'hi'));
  const seen = watch(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('navigation', { name: 'परीक्षा श्रेणियाँ' })).toContainText('एसएससी');
  await expect(page.locator('.carousel-slide .exam-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.api).toEqual([]);
  expect(seen.fonts.some((font) => font.includes('noto-sans-devanagari'))).toBe(true);
});

test('a page outside home still gets its categories from the page, and its own data from the API', async ({
  page,
}) => {
  const seen = watch(page);
  await page.goto('/exam/list/');
  await expect(page.getByRole('navigation', { name: 'Exam categories' })).toContainText('SSC');
  await expect(page.locator('.exam-grid-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.api).not.toContain('POST /v2/api/cbt/exam/category/get/all');
  expect(seen.api.length).toBeGreaterThan(0);
});
