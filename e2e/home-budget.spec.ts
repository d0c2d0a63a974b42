import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

// DESIGN.md §8 and decision 021: the home page's first-load JavaScript is at most 120 KB gzip.
// Measured as a visitor's browser loads it: every script the page fetches until the network is
// quiet and the carousels show, each compressed with gzip -9 (as the server's .gz files are).
const BUDGET_BYTES = 120 * 1024;

test.use({ serviceWorkers: 'block' });

/** The scripts the page fetched, with their gzip size, largest first. */
async function homeScripts(page: Page, path: string) {
  const scripts: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        const url = new URL(response.url()).pathname;
        scripts.push({ url, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('.carousel-slide .exam-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

test('the home page loads at most 120 KB gzip of JavaScript, in English and Hindi', async ({
  page,
}) => {
  for (const [language, viewport] of [
    ['en', { width: 1366, height: 768 }],
    ['en', { width: 390, height: 844 }],
    ['hi', { width: 390, height: 844 }],
  ] as const) {
    if (language === 'hi') await page.addInitScript(() => localStorage.setItem('lang', 'hi'));
    await page.setViewportSize(viewport);
    const scripts = await homeScripts(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const listing = scripts.map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)} KB`).join(', ');
    const where = `${language} at ${viewport.width}px`;
    console.log(`home ${where}: ${(total / 1024).toFixed(1)} KB gzip (${listing})`);
    expect(scripts.length, 'the page loaded its script').toBeGreaterThan(0);
    expect(total, `home first-load JS ${where}: ${listing}`).toBeLessThanOrEqual(BUDGET_BYTES);
  }
});
