import { expect, test } from '@playwright/test';
import { PHONE, shoot, watchConsole } from './support.ts';

test.describe('browsing the catalogue', () => {
  test("home shows both carousels and View all sets leads to the exam's sets", async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Start your smart prep journey today!' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {
        name: 'Master every skill you need—right here, all in one place!',
      }),
    ).toBeVisible();
    const firstCarousel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Start your smart prep journey today!' }),
    });
    const button = firstCarousel.getByRole('link', { name: 'View all sets' }).first();
    await expect(button).toHaveAttribute('href', /^\/set\?examId=\d+$/);
    await expect(firstCarousel.getByText('Free').first()).toBeVisible();
    await expect(firstCarousel.getByText(/\d+ Sets/).first()).toBeVisible();
    await shoot(page, testInfo, 'home-desktop');

    const examName = await firstCarousel
      .locator('.carousel-slide:not([inert])')
      .first()
      .getByRole('heading')
      .first()
      .innerText();
    await firstCarousel
      .locator('.carousel-slide:not([inert])')
      .first()
      .getByRole('link', { name: 'View all sets' })
      .click();
    await expect(page).toHaveURL(/\/set\?examId=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(examName);
    await expect(page.getByRole('button', { name: 'Start' }).first()).toBeVisible();
    await shoot(page, testInfo, 'set-desktop');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(examName);
    expect(problems).toEqual([]);
  });

  test('the category bar filters the exam grid, the sub-category bar narrows it', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const categoryBar = page.getByRole('navigation', { name: 'Exam categories' });
    await categoryBar.getByRole('button', { name: 'Banking' }).click();
    await expect(page).toHaveURL(/\/exam\/list\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Banking');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const names = await cards.getByRole('heading').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.join(' ')).toMatch(/IBPS|SBI|Bank/i);
    expect(names.join(' ')).not.toMatch(/SSC/);
    await shoot(page, testInfo, 'exam-list-desktop');

    const subBar = page.getByRole('navigation', { name: 'Exam sub-categories' });
    const firstSub = subBar.getByRole('button').first();
    const subName = await firstSub.innerText();
    await firstSub.click();
    await expect(page).toHaveURL(/subCategoryId=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(subName);
  });

  test('search finds exams and sets by name', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByPlaceholder('Search courses, exams...').fill('CGL');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=CGL/);
    await expect(page.getByRole('heading', { name: /SSC CGL/ }).first()).toBeVisible();
    await shoot(page, testInfo, 'search-desktop');

    await page.getByPlaceholder('Search courses, exams...').fill('zzzz-nothing');
    await page.getByPlaceholder('Search courses, exams...').press('Enter');
    await expect(page.getByText(/No results/i)).toBeVisible();
  });

  test('/testseries/ pages through exams 20 at a time', async ({ page }, testInfo) => {
    await page.goto('/testseries/');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // The demo catalogue has 24 exams: a full first page and 4 on the second.
    await expect(cards).toHaveCount(20);
    const firstNames = await cards.getByRole('heading').allInnerTexts();
    await shoot(page, testInfo, 'testseries-desktop');
    const pager = page.getByRole('navigation', { name: /pages/i });
    await pager.getByRole('button', { name: '2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards).toHaveCount(4);
    const secondNames = await cards.getByRole('heading').allInnerTexts();
    expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([]);
  });

  test('on a phone the offcanvas menu offers Login, Sign Up and the categories', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Start your smart prep journey today!' }),
    ).toBeVisible();
    await shoot(page, testInfo, 'home-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Banking' })).toBeVisible();
    await shoot(page, testInfo, 'offcanvas-phone');
    await menu.getByRole('button', { name: 'Banking' }).click();
    await expect(page).toHaveURL(/\/exam\/list\/\d+$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
  });

  test('Hindi shows Hindi labels and renders Devanagari with the bundled font', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /हिन्दी|Hindi/ })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'सभी सेट देखें' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Noto Sans Devanagari"', 'परीक्षा');
    });
    expect(fontLoaded).toBe(true);
    await shoot(page, testInfo, 'home-hindi-desktop');
  });
});
