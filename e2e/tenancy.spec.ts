import { expect, test, type Page } from '@playwright/test';
import { asStaff, bankQuestionIds, publishOneQuestionSet, staffApi } from './staff-api.ts';
import { mailTo, ORG_ADMIN, shootBothLanguages, staffLogIn, TENANT } from './support';

type Headers = Record<string, string>;

/** Institute B's logo: a 2×1 PNG, red then blue. */
const LOGO_B = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==',
  'base64',
);

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
test('a student of institute B is sent to b.localhost and sees B’s name, logo and sets, not A’s', async ({
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
  await add.getByLabel('Logo').setInputFiles({
    name: 'logo-b.png',
    mimeType: 'image/png',
    buffer: LOGO_B,
  });
  await expect(add.getByRole('img', { name: 'The current logo' })).toBeVisible();
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
  expect(invited.link).toBeNull(); // e-mail is configured: the link goes to the invitee only
  const mail = await mailTo(`teacher.b.${run}@demo.test`);
  const token = /\/admin\/invitation\/([\w-]+)/.exec(mail)?.[1];
  const accepted = await request.post(`/v2/api/admin/auth/invitation/${token}`, {
    headers: TENANT,
    data: { newPassword: `Chosen${run}1` },
  });
  const teacherB = staffApi(request, (await accepted.json()).response.token);
  const teacherA = await asStaff(request);
  const [exam] = await teacherA.get('/v2/api/admin/exams');
  const setB = await publishOneQuestionSet(teacherB, `B only ${run}`, exam.id);
  await publishOneQuestionSet(teacherA, `A only ${run}`, exam.id);
  // A's teacher can neither read B's set, its windows, nor change it: to them it does not exist.
  expect(await teacherA.status('GET', `/v2/api/admin/sets/${setB}`)).toBe(404);
  expect(await teacherA.status('GET', `/v2/api/admin/sets/${setB}/schedules`)).toBe(404);
  const [questionId] = await bankQuestionIds(teacherA, 1);
  const taken = {
    examId: exam.id,
    setTypeId: 3,
    nameEn: 'Taken by A',
    durationMinutes: 10,
    languages: [1],
    sections: [{ nameEn: 'General', questions: [{ bankQuestionId: questionId }] }],
  };
  expect(await teacherA.status('PUT', `/v2/api/admin/sets/${setB}`, taken)).toBe(404);

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
  await expect(page.locator('.top-bar .brand img')).toHaveAttribute(
    'src',
    /^\/media\/[0-9a-f]{64}$/,
  );
  await page.goto(`${siteB}/set?examId=${exam.id}`);
  await expect(page.getByRole('article', { name: `B only ${run}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `A only ${run}` })).toHaveCount(0);
  await shootBothLanguages(page, `test-results/screenshots/tenancy-site-b`);
  const dialog = await logInThroughDialog(page, `B only ${run}`, student);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Set: B only ${run}`)).toBeVisible();

  // B's teacher schedules it for B's students: School Exam lists it with its window.
  await teacherB.post('/v2/api/admin/schedules', {
    setId: setB,
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    audience: { kind: 'institute' },
  });
  await page.goto(`${siteB}/schoolexam/`);
  const card = page.getByRole('article', { name: `B only ${run}` });
  await expect(card).toContainText(/Opens .+ · closes .+/);
  await expect(page.getByRole('article', { name: `A only ${run}` })).toHaveCount(0);
});
