import type { Page, TestInfo } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/** Saves a full-page screenshot under test-results/screenshots/ for a person to look at. */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
  void testInfo;
}

/** Fails the test on any console error or CSP violation the page reports. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
