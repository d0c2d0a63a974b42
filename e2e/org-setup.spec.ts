import { expect, test } from '@playwright/test';
import { mailTo, ORG_ADMIN, staffLogIn, TENANT } from './support';

/**
 * Issue 24 (decision 041): the org-admin creates an institute with a domain of its own and a
 * centre, and invites a teacher of it; the teacher opens the link of the e-mail, chooses a
 * password, is logged in, and later logs in with it; deactivated, their open session ends.
 */
test('an org-admin adds an institute and invites a teacher, who accepts and logs in', async ({
  page,
  browser,
}, testInfo) => {
  const run = Date.now().toString(36);
  const teacher = { email: `new.teacher.${run}@demo.test`, password: `Chosen${run}1` };

  await page.goto('/admin/institutes');
  await staffLogIn(page, ORG_ADMIN);
  await expect(page.getByRole('heading', { name: 'Institutes' })).toBeVisible();
  await page.getByRole('button', { name: 'Add institute' }).click();
  const add = page.getByRole('dialog', { name: 'Add an institute' });
  await add.getByLabel('Name (English)').fill(`Institute B ${run}`);
  await add.getByLabel('Short name').fill(`b-${run}`);
  // Its own domain besides `<slug>.` of the base domain (`*.localhost` is loopback).
  await add.getByLabel('Host names').fill(`exams-${run}.localhost`);
  await add.getByRole('button', { name: 'Save institute' }).click();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`Institute B ${run}`) });
  await expect(row).toContainText(`b-${run}`);
  await expect(row).toContainText(/inst-/);
  const port = new URL(testInfo.project.use.baseURL ?? '').port;
  const domainSite = await browser.newPage();
  await domainSite.goto(`http://b-${run}.localhost:${port}/`);
  await expect(domainSite.locator('.top-bar .brand')).toHaveText(`Institute B ${run}`);
  await domainSite.goto(`http://exams-${run}.localhost:${port}/`);
  await expect(domainSite.locator('.top-bar .brand')).toHaveText(`Institute B ${run}`);
  await domainSite.close();

  await page.getByRole('link', { name: 'Centres' }).click();
  await page.getByRole('button', { name: 'Add centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Add a centre' });
  await centre.getByLabel('State').fill('Rajasthan');
  await centre.getByLabel('District').fill('Jaipur');
  await centre.getByLabel('Block').fill('Sanganer');
  await centre.getByLabel('Centre name').fill(`Centre ${run}`);
  await centre.getByLabel('Centre code').fill(`C-${run}`);
  await centre.getByRole('button', { name: 'Add centre' }).click();
  await expect(page.getByText(`Centre Centre ${run} added.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(centre).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`Centre ${run}`) })).toContainText(
    'Jaipur',
  );

  await page.getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a staff member' });
  await invite.getByLabel('Name', { exact: true }).fill('Nisha Teacher');
  await invite.getByLabel('E-mail').fill(teacher.email);
  await invite.getByLabel('Institute').selectOption({ label: `Institute B ${run}` });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('The invitation is on its way to Nisha Teacher.')).toBeVisible();
  // The e-mail's link opens B's own site, on its own domain, where B's teacher works (decision 054).
  const siteB = `http://exams-${run}.localhost:${port}`;
  const mail = await mailTo(teacher.email);
  expect(mail).toContain(`Institute B ${run}`);
  const link = /https?:\/\/\S+\/admin\/invitation\/[\w-]+/.exec(mail)?.[0] ?? '';
  expect(link.startsWith(`${siteB}/admin/invitation/`)).toBe(true);
  expect(link).toMatch(/\/admin\/invitation\/[\w-]{20,}$/);
  await expect(page.getByRole('row', { name: /Nisha Teacher/ })).toContainText('Invited');

  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited.getByText(/Welcome, Nisha Teacher/)).toBeVisible();
  await invited.getByLabel('Choose a password', { exact: true }).fill(teacher.password);
  await invited.getByLabel('The same password again', { exact: true }).fill(teacher.password);
  await invited.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(invited).toHaveURL(/\/admin\/questions$/);
  await expect(invited.getByTestId('staff-who')).toContainText('Nisha Teacher');

  await invited.getByRole('button', { name: 'Log out' }).click();
  await invited.goto(link);
  await expect(invited.getByTestId('invitation-refused')).toContainText('already been used');
  // Later, the teacher logs in there with the password chosen.
  await invited.goto(`${siteB}/admin/login`);
  await staffLogIn(invited, teacher);
  await expect(invited.getByTestId('staff-who')).toContainText('Teacher');

  await page.reload();
  await expect(page.getByRole('row', { name: /Nisha Teacher/ })).toContainText('Active');

  // Deactivated, the teacher's open session ends at once: their next call is refused, and the
  // console they have open asks them to log in.
  const token = await invited.evaluate(() => localStorage.getItem('staffToken'));
  const statusOfTeacherCall = async () =>
    (
      await invited.request.get('/v2/api/admin/exams', {
        headers: { ...TENANT, Authorization: `Bearer ${token}` },
      })
    ).status();
  expect(await statusOfTeacherCall()).toBe(200);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Deactivate: Nisha Teacher' }).click();
  await expect(page.getByText('Nisha Teacher is deactivated and logged out.')).toBeVisible();
  await expect.poll(statusOfTeacherCall, { timeout: 1_000 }).toBe(401);
  await invited.getByRole('link', { name: 'Exams' }).click();
  await expect(invited.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Nisha Teacher/ })).toContainText('Deactivated');
  await context.close();
});
