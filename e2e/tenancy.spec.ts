import { expect, test, type Page } from '@playwright/test';
import { asStaff, publishOneQuestionSet, staffApi } from './staff-api.ts';
import { ORG_ADMIN, shootBothLanguages, staffLogIn, TENANT } from './support';

type Headers = Record<string, string>;

async function logInThroughDialog(page: Page, card: string, who: { username: string }) {
  await page.getByRole('article', { name: card }).getByRole('button', { name: 'Start' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^(Sign Up|Login)$/ })).toBeVisible();
  if (await dialog.getByRole('heading', { name: 'Sign Up' }).isVisible())
    await dialog.getByRole('button', { name: 'Login' }).click();
  await dialog.getByLabel('E-mail or mobile number').fill(who.username);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  return dialog;
}

/**
 * Issue 24 (decision 052): one build, many institutes. The org-admin adds institute B; a teacher of
 * B and the demo institute's teacher each publish a set; a student of B who logs in on the demo
 * institute's site is sent to B's site, where B's name, B's set and not the demo institute's show.
 */
test('a student of institute B is sent to b.localhost and sees B’s name and sets, not A’s', async ({
  page,
  request,
}, testInfo) => {
  const run = Date.now().toString(36);
  const slug = `b${run}`;
  const nameB = `Institute B ${run}`;
  const siteB = `http://${slug}.localhost:${new URL(testInfo.project.use.baseURL ?? '').port}`;

  await page.goto('/admin/institutes');
  await staffLogIn(page, ORG_ADMIN);
  await page.getByRole('button', { name: 'Add institute' }).click();
  const add = page.getByRole('dialog', { name: 'Add an institute' });
  await add.getByLabel('Name (English)').fill(nameB);
  await add.getByLabel('Name (Hindi)').fill(`संस्थान बी ${run}`);
  await add.getByLabel('Short name').fill(slug);
  await add.getByRole('button', { name: 'Save institute' }).click();
  await expect(add).toBeHidden();

  // B's teacher (invited and accepted through the API) and A's each publish a set.
  const admin = await asStaff(request, ORG_ADMIN);
  const institute = (
    (await admin.get('/v2/api/admin/institutes')) as {
      id: number;
      slug: string;
      instituteToken: string;
    }[]
  ).find((i) => i.slug === slug);
  const invited = await admin.post('/v2/api/admin/staff', {
    name: 'Teacher of B',
    email: `teacher.b.${run}@demo.test`,
    role: 'teacher',
    instituteId: institute?.id,
  });
  const accepted = await request.post(
    `/v2/api/admin/auth/invitation/${(invited.link as string).split('/').pop()}`,
    { headers: TENANT, data: { newPassword: `Chosen${run}1` } },
  );
  const teacherB = staffApi(request, (await accepted.json()).response.token);
  const teacherA = await asStaff(request);
  const [exam] = await teacherA.get('/v2/api/admin/exams');
  await publishOneQuestionSet(teacherB, `B only ${run}`, exam.id);
  await publishOneQuestionSet(teacherA, `A only ${run}`, exam.id);

  const tenantB: Headers = {
    'X-Org-Token': 'demo-org',
    'X-Institute-Token': institute?.instituteToken ?? '',
  };
  const student = { username: `b-student-${run}@example.test` };
  const registered = await request.post('/v2/api/cbt/student/save', {
    headers: tenantB,
    data: { name: 'Bina of B', username: student.username, password: 'Secret123' },
  });
  expect(registered.ok()).toBe(true);

  // On A's site (the plain host): told where to go, not logged in.
  await page.goto(`/set?examId=${exam.id}`);
  await expect(page.getByRole('article', { name: `B only ${run}` })).toHaveCount(0);
  const refused = await logInThroughDialog(page, `A only ${run}`, student);
  const alert = refused.getByRole('alert');
  await expect(alert).toContainText(`Your account belongs to ${nameB}. Log in on its own site:`);
  await expect(alert.getByRole('link')).toHaveAttribute('href', siteB);

  // On B's site: B's name and set, not A's; the same login works.
  await alert.getByRole('link').click();
  await expect(page).toHaveURL(`${siteB}/`);
  await expect(page.locator('.top-bar .brand')).toHaveText(nameB);
  await page.goto(`${siteB}/set?examId=${exam.id}`);
  await expect(page.getByRole('article', { name: `B only ${run}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `A only ${run}` })).toHaveCount(0);
  await shootBothLanguages(page, `test-results/screenshots/tenancy-site-b`);
  const dialog = await logInThroughDialog(page, `B only ${run}`, student);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Set: B only ${run}`)).toBeVisible();
});
