import { expect, test, type Page } from '@playwright/test';
import {
  confirmSubmit,
  newStudentInPaper,
  paletteButton,
  PHONE,
  questionHeading,
  shoot,
  sidePanel,
  submittedActions,
} from './support.ts';

// SSC CHSL Previous Year Paper (Pattern Set 1): 12 questions in 4 sections of 3, 15 minutes.
const FOUR_SECTIONS = 'SSC CHSL Previous Year Paper (Pattern Set 1)';
const DESKTOP = { width: 1366, height: 800 };

/** The service worker controls the page: a reload is then answered by it, network or not. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

async function reloadIn(page: Page, ui: 'en' | 'hi') {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), ui);
  await page.reload();
  await expect(questionHeading(page)).toBeVisible({ timeout: 30_000 });
}

test.describe('offline and installable', () => {
  test('a reload without the network still opens the started exam; answers given offline are sent when it returns', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const { student, set } = await newStudentInPaper(page, request, FOUR_SECTIONS, 'Meera Joshi');
    // The first load installed the worker; through it, the paper is fetched and kept.
    await waitForServiceWorker(page);
    await expect(questionHeading(page)).toHaveText('Question No. 1', { timeout: 30_000 });
    const side = sidePanel(page);

    // Q1 answered online and acknowledged.
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(questionHeading(page)).toHaveText('Question No. 2');
    await expect(paletteButton(side, 1)).toHaveAccessibleName('Question 1: Answered');

    // The network goes, and the student reloads: the panel, the paper and the answer are there.
    await context.setOffline(true);
    await page.reload();
    await expect(questionHeading(page)).toHaveText('Question No. 2', { timeout: 30_000 });
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toHaveText(
      'You are offline. Your answers are kept on this device and will be sent when the connection returns.',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'SSC CHSL' })).toBeVisible();
    await expect(paletteButton(side, 1)).toHaveAccessibleName('Question 1: Answered');
    // The time keeps running by the server's clock: less than the paper's 15 minutes.
    await expect(page.getByTestId('time-left')).toHaveText(/^(14|13|12):\d\d$/);
    await shoot(page, testInfo, 'offline-panel-desktop-en');
    await page.setViewportSize(PHONE);
    await shoot(page, testInfo, 'offline-panel-phone-en');

    // Reloaded offline once more in Hindi (phone and desktop), then back to English.
    await reloadIn(page, 'hi');
    await expect(notice).toHaveText(
      'आप ऑफ़लाइन हैं। आपके उत्तर इसी डिवाइस पर सुरक्षित रखे गए हैं और इंटरनेट कनेक्शन लौटते ही भेज दिए जाएँगे।',
    );
    await shoot(page, testInfo, 'offline-panel-phone-hi');
    await page.setViewportSize(DESKTOP);
    await shoot(page, testInfo, 'offline-panel-desktop-hi');
    await reloadIn(page, 'en');
    await expect(questionHeading(page)).toHaveText('Question No. 2');

    // Two answers offline: kept on this device, shown as not saved yet.
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(paletteButton(side, 2)).toHaveAccessibleName(
      'Question 2: Answered, not saved yet',
    );
    await paletteButton(side, 3).click();
    await expect(questionHeading(page)).toHaveText('Question No. 3');
    await page.getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(paletteButton(side, 3)).toHaveAccessibleName(
      'Question 3: Answered, not saved yet',
    );
    await expect(page.locator('.unsaved-badge')).toHaveText('Not saved yet');

    // The network returns: the kept answers are sent and the marks go.
    await context.setOffline(false);
    await expect(paletteButton(side, 2)).toHaveAccessibleName('Question 2: Answered', {
      timeout: 30_000,
    });
    await expect(paletteButton(side, 3)).toHaveAccessibleName('Question 3: Answered');
    await expect(page.locator('.unsaved-badge')).toHaveCount(0);
    await expect(notice).toBeHidden();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('outbox'))),
    ).toEqual([]);

    // Submitted: all three answers are in the attempt's report.
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await confirmSubmit(page);
    await expect(page.getByTestId('result-score')).toBeVisible();
    expect(await submittedActions(request, student, set)).toEqual({
      1: 1,
      2: 1,
      3: 1,
    });
  });

  test('the web app manifest is linked and served, with its icons; the worker is revalidated', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b5ed7');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );

    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as {
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(body).toMatchObject({ short_name: 'ExamPrep', start_url: '/', display: 'standalone' });
    expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...body.icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
      const res = await request.get(icon);
      expect(res.status(), icon).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
  });
});
