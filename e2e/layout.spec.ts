import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PHONE, registerStudent, stayLoggedIn } from './support.ts';

// What a person sees of the layout: the home carousels' cards per row (SPEC: 4 on wide screens,
// 2 up to 1024px, 1 up to 768px), no sideways scrolling on any page, and the quiz and practice
// results laid out as designed. A stylesheet that silently stops applying fails these.

const DESKTOP = { width: 1366, height: 768 };
const TABLET = { width: 1024, height: 768 };
const FIRST_CAROUSEL = 'Start your smart prep journey today!';

const carouselOf = (page: Page, heading: string) =>
  page.locator('section', { has: page.getByRole('heading', { name: heading }) });

/** The boxes of the carousel's cards a person sees: inside the carousel's frame and the window. */
async function visibleCards(carousel: Locator) {
  return carousel.evaluate((section) => {
    const frame = section.querySelector('.carousel-frame')?.getBoundingClientRect();
    if (!frame) return [];
    return Array.from(section.querySelectorAll('.carousel-slide .exam-card'))
      .map((card) => card.getBoundingClientRect())
      .filter(
        (box) =>
          box.width > 0 &&
          box.left >= frame.left - 1 &&
          box.right <= frame.right + 1 &&
          box.right <= window.innerWidth,
      )
      .map((box) => ({ left: box.left, top: box.top, width: box.width, height: box.height }));
  });
}

/** The cards in the carousel's first row, left to right. */
async function firstRow(carousel: Locator) {
  const cards = await visibleCards(carousel);
  const top = Math.min(...cards.map((card) => card.top));
  return cards.filter((card) => Math.abs(card.top - top) < 2).sort((a, b) => a.left - b.left);
}

/**
 * Whether a card (with its name) is drawn at each of `slots` evenly spaced points across the
 * carousel, i.e. no blank area where a card should be.
 */
async function cardsDrawnAcross(carousel: Locator, slots: number) {
  await carousel.locator('.carousel-frame').scrollIntoViewIfNeeded();
  return carousel.evaluate((section, count) => {
    const frame = section.querySelector('.carousel-frame')?.getBoundingClientRect();
    if (!frame) return [];
    return Array.from({ length: count }, (_, slot) => {
      const x = frame.left + ((slot + 0.5) * frame.width) / count;
      const y = frame.top + Math.min(frame.height / 2, 80);
      const card = document.elementFromPoint(x, y)?.closest('.exam-card');
      return card?.querySelector('h3')?.textContent?.trim() ?? '';
    });
  }, slots);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} at ${innerWidth}px scrolls sideways`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Checks the page for sideways scrolling at desktop width and at phone width. */
async function expectFitsDesktopAndPhone(page: Page, where: string) {
  await page.setViewportSize(DESKTOP);
  await expectNoSidewaysScroll(page, where);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, where);
  await page.setViewportSize(DESKTOP);
}

/** Logs the browser in as a fresh student (the stored keys a login writes). */
async function logIn(page: Page, request: APIRequestContext) {
  const student = await registerStudent(request, 'Layout Tester');
  await stayLoggedIn(page, student);
}

/** The result's four figure cards: their boxes, and the computed look of the first. */
async function figures(page: Page) {
  const list = page.locator('.result-figures');
  await expect(list.locator('.result-figure')).toHaveCount(4);
  return list.evaluate((dl) => {
    const cards = Array.from(dl.querySelectorAll('.result-figure'));
    const first = cards[0] as HTMLElement;
    const value = first.querySelector('dd') as HTMLElement;
    return {
      boxes: cards.map((card) => {
        const box = card.getBoundingClientRect();
        return { left: Math.round(box.left), top: Math.round(box.top), width: box.width };
      }),
      display: getComputedStyle(dl).display,
      padding: getComputedStyle(first).padding,
      valueSize: getComputedStyle(value).fontSize,
      valueWeight: getComputedStyle(value).fontWeight,
    };
  });
}

/** Four figure cards side by side on a desktop, two by two on a phone, styled as figures. */
async function expectFiguresLaidOut(page: Page) {
  await page.setViewportSize(DESKTOP);
  const wide = await figures(page);
  expect(wide.display).toBe('grid');
  expect(new Set(wide.boxes.map((box) => box.top)).size, 'one row of four').toBe(1);
  expect(wide.boxes.map((box) => box.left)).toEqual(
    [...wide.boxes.map((box) => box.left)].sort((a, b) => a - b),
  );
  expect(wide.padding).toBe('12px 16px');
  expect(wide.valueSize).toBe('24px');
  expect(wide.valueWeight).toBe('700');

  await page.setViewportSize(PHONE);
  const narrow = await figures(page);
  const [a, b, c, d] = narrow.boxes;
  expect(a?.top).toBe(b?.top);
  expect(c?.top).toBe(d?.top);
  expect(c?.top ?? 0).toBeGreaterThan(a?.top ?? 0);
  expect(b?.left ?? 0).toBeGreaterThan(a?.left ?? 0);
  await expectNoSidewaysScroll(page, page.url());
  await page.setViewportSize(DESKTOP);
}

test.describe('layout as a person sees it', () => {
  test('home carousels: 4, 2 and 1 cards per row, › brings the next cards, no blank area', async ({
    page,
  }) => {
    for (const [viewport, perRow] of [
      [DESKTOP, 4],
      [TABLET, 2],
      [PHONE, 1],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const carousel = carouselOf(page, FIRST_CAROUSEL);
      await expect(carousel.locator('.exam-card').first()).toBeVisible();
      const row = await firstRow(carousel);
      expect(row, `cards in a row at ${viewport.width}px`).toHaveLength(perRow);
      const rowWidth =
        Math.max(...row.map((c) => c.left + c.width)) - Math.min(...row.map((c) => c.left));
      // The row spans the carousel (within its padding and gaps), the cards of equal width.
      const frame = await carousel.locator('.carousel-frame').boundingBox();
      expect(rowWidth).toBeGreaterThan((frame?.width ?? Infinity) - 24);
      expect(
        Math.max(...row.map((c) => c.width)) - Math.min(...row.map((c) => c.width)),
      ).toBeLessThan(2);
      // A page of a few carousels, not a tall column of cards.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, `page height at ${viewport.width}px`).toBeLessThan(
        viewport.width > 768 ? 2000 : 2600,
      );
      await expectNoSidewaysScroll(page, '/');

      const before = await cardsDrawnAcross(carousel, perRow);
      expect(before.every(Boolean), `cards drawn before › at ${viewport.width}px: ${before}`).toBe(
        true,
      );
      await carousel.getByRole('button', { name: 'Next' }).click();
      await expect(carousel.locator('.exam-carousel')).not.toHaveClass(/is-sliding/);
      await expect
        .poll(async () => (await cardsDrawnAcross(carousel, perRow))[0])
        .not.toBe(before[0]);
      const after = await cardsDrawnAcross(carousel, perRow);
      expect(after.every(Boolean), `cards drawn after › at ${viewport.width}px: ${after}`).toBe(
        true,
      );
      expect(after[0], 'the second card moved to the front').toBe(before[1] ?? after[0]);
    }
  });

  test('the public pages fit the window on a desktop and a phone', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const link = carouselOf(page, FIRST_CAROUSEL)
      .getByRole('link', { name: 'View all sets' })
      .first();
    const setHref = await link.getAttribute('href');
    for (const path of ['/', '/exam', '/exam/list/', '/testseries/', setHref ?? '/set']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.placeholder')).toHaveCount(0);
      await expectFitsDesktopAndPhone(page, path);
    }
  });

  test('the student pages fit the window on a desktop and a phone', async ({ page, request }) => {
    await logIn(page, request);
    for (const path of [
      '/testSeries/',
      '/quizlist/',
      '/practicelist/',
      '/gkandca/',
      '/attempted/test/',
      '/settings',
      '/studentProfile',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.placeholder')).toHaveCount(0);
      await expectFitsDesktopAndPhone(page, path);
    }
  });

  test('the quiz result and the practice detailed result are laid out as designed', async ({
    page,
    request,
  }) => {
    await logIn(page, request);
    await page.goto('/quizlist/');
    await page
      .getByRole('article', { name: 'English Language Quick Quiz' })
      .getByRole('button', { name: 'Start' })
      .click();
    for (let index = 1; index <= 5; index += 1) {
      await expect(page.getByText(`Question ${index} of 5`)).toBeVisible();
      await page.getByRole('group', { name: 'Options' }).getByRole('radio').first().check();
      await page.getByRole('button', { name: index < 5 ? 'Next' : 'Finish', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/quizresult\/$/);
    await expectFiguresLaidOut(page);
    await page.getByRole('button', { name: 'Your Answers' }).click();
    await expect(page.locator('.answer-review .question-text').first()).toHaveCSS(
      'font-size',
      '17px',
    );
    await expectFitsDesktopAndPhone(page, '/quizresult/');

    await page.goto('/practicelist/');
    await page
      .getByRole('article', { name: 'Mathematics & Computer Practice Set' })
      .getByRole('button', { name: 'Start' })
      .click();
    for (let index = 1; index <= 6; index += 1) {
      await expect(page.getByText(`Question ${index} of 6`)).toBeVisible();
      await page.getByRole('group', { name: 'Options' }).getByRole('radio').first().check();
      await page
        .getByRole('button', { name: index < 6 ? 'Next Question' : 'Finish Practice' })
        .click();
    }
    await page.getByRole('button', { name: 'View Detailed Results' }).click();
    await expect(page).toHaveURL(/\/practiceresult$/);
    await expectFiguresLaidOut(page);
    await expect(page.locator('.answer-review .question-text').first()).toHaveCSS(
      'font-size',
      '17px',
    );
    await expectFitsDesktopAndPhone(page, '/practiceresult');
  });

  test('an unknown address shows Page not found with a way home, in English and Hindi', async ({
    page,
  }) => {
    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
    await page.getByRole('link', { name: 'होम पेज पर जाएँ' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('the home page says nothing in the console', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      // i18next's advertisement is an info message.
      if (['log', 'info', 'warning', 'error'].includes(message.type())) {
        messages.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await page.goto('/');
    await expect(carouselOf(page, FIRST_CAROUSEL).locator('.exam-card').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(messages).toEqual([]);
  });
});
