import { expect, test, type Locator, type Page } from '@playwright/test';
import { findSet, logInOnPage, PHONE, shoot, TEACHER, TENANT, watchConsole } from './support.ts';

// The demo seed's logins (apps/server/src/db/seed-students.ts). Logins are rate-limited (10 a minute
// per username and address, 50 per address): this file logs in four times.
const DEMO_STUDENT = 'student@demo.test';
const SCHOOL_STUDENT = { username: '9876543210', password: 'School@123' };
const CLASS_12_STUDENT = { username: 'riya.class12@demo.test', password: 'School@123' };
const CENTRE = 'Government Senior Secondary School, Sanganer';

const uniqueEmail = () =>
  `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

const dialogOf = (page: Page) => page.getByRole('dialog');

async function logIn(dialog: Locator, username: string, password: string) {
  await dialog.getByLabel('E-mail or mobile number').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
}

async function openAccountMenuEntry(page: Page, name: 'Profile' | 'Settings' | 'Logout') {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true }).click();
}

test.describe('student accounts', () => {
  test('a new student signs up, logs in, sees the profile, logs out, and a guarded page asks again', async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    const name = 'Asha Verma';
    const username = uniqueEmail();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await shoot(page, testInfo, 'dialog-signup-desktop');

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('E-mail or mobile number').fill(username.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    await expect(dialog.getByRole('status')).toHaveText(
      'Registration successful. You can now log in.',
    );
    await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(dialog.getByLabel('E-mail or mobile number')).toHaveValue(username);
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await shoot(page, testInfo, 'dialog-registered-desktop');

    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    const sideMenu = page.getByRole('navigation', { name: 'Student menu' });
    await expect(sideMenu).toBeVisible();
    await expect(sideMenu.getByRole('link', { name: 'Quiz' })).toHaveAttribute(
      'href',
      '/quizlist/',
    );
    const stored = await page.evaluate(() => ({
      studToken: localStorage.getItem('studToken'),
      authorization: localStorage.getItem('Authorization'),
      details: JSON.parse(localStorage.getItem('studentDetails') ?? 'null') as {
        name?: string;
      } | null,
    }));
    expect(stored.studToken).toBeTruthy();
    expect(stored.authorization).toBe(stored.studToken);
    expect(stored.details?.name).toBe(name);

    await openAccountMenuEntry(page, 'Profile');
    await expect(page).toHaveURL(/\/studentProfile$/);
    await expect(page.getByLabel('Student Name')).toHaveText(name);
    await expect(page.getByLabel('Center Name')).toHaveText('—');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await shoot(page, testInfo, 'profile-new-student-desktop');

    // Settings: the new token the answer carries is stored, so the session goes on (and Logout below
    // revokes that one).
    await openAccountMenuEntry(page, 'Settings');
    await expect(page).toHaveURL(/\/settings$/);
    const tokenBefore = await page.evaluate(() => localStorage.getItem('Authorization'));
    await page.getByLabel('Current password', { exact: true }).fill('Wrong1234');
    await page.getByLabel('New password', { exact: true }).fill('Better123');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Better123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct.')).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    const tokenAfter = await page.evaluate(() => localStorage.getItem('Authorization'));
    expect(tokenAfter).toBeTruthy();
    expect(tokenAfter).not.toBe(tokenBefore);
    await shoot(page, testInfo, 'settings-desktop');
    await openAccountMenuEntry(page, 'Profile');
    await expect(page.getByLabel('Student Name')).toHaveText(name);

    await openAccountMenuEntry(page, 'Logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(sideMenu).toBeHidden();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('studToken'),
        localStorage.getItem('Authorization'),
        localStorage.getItem('studentDetails'),
      ]),
    ).toEqual([null, null, null]);

    await page.goto('/quizlist/');
    await expect(dialogOf(page).getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(page.locator('h1', { hasText: 'Please log in' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Quiz list' })).toHaveCount(0);
    // The one failed request is the deliberately wrong current password.
    expect(problems).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });

  test('a wrong password says Invalid username or password', async ({ page }, testInfo) => {
    await page.goto('/login');
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('heading', { name: 'Login' })).toBeVisible();
    await logIn(dialog, DEMO_STUDENT, 'Wrong@1234');
    await expect(dialog.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
    await shoot(page, testInfo, 'dialog-wrong-password-desktop');
  });

  test('signing up with a registered username says so; the fields say what is missing', async ({
    page,
  }, testInfo) => {
    await page.goto('/register');
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByText('Enter your name.')).toBeVisible();
    await expect(dialog.getByText('Enter your e-mail address or mobile number.')).toBeVisible();
    await expect(dialog.getByText('Enter your password.')).toBeVisible();
    await dialog.getByLabel('E-mail or mobile number').fill('12345');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await expect(
      dialog.getByText(/10-digit mobile number starting with 6, 7, 8 or 9/),
    ).toBeVisible();
    await expect(dialog.getByText('Use at least 8 characters.')).toBeVisible();
    await shoot(page, testInfo, 'dialog-field-messages-desktop');

    await dialog.getByLabel('Name').fill('Another Student');
    await dialog.getByLabel('E-mail or mobile number').fill(DEMO_STUDENT);
    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This username is already registered. Please log in instead.',
    );
    await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await shoot(page, testInfo, 'dialog-username-taken-desktop');
  });

  test('the dialog keeps the keyboard inside, and Escape goes home', async ({ page }) => {
    await page.goto('/settings');
    const dialog = dialogOf(page);
    await expect(dialog.getByLabel('Name')).toBeFocused();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a school student starts a set: log in on the way, the profile shows the school details, Next carries the set', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Exam categories' })
      .getByRole('button', { name: 'School Board' })
      .click();
    const card = page.getByRole('article', { name: 'Class 10 Board Examination' });
    await card.getByRole('link', { name: 'View All Sets' }).click();
    await expect(page).toHaveURL(/\/set\?examId=\d+/);
    await page
      .getByRole('article', { name: 'Class 10 Science Unit Test' })
      .getByRole('button', { name: 'Start' })
      .click();

    await expect(page).toHaveURL(/\/studentProfile$/);
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await logIn(dialog, SCHOOL_STUDENT.username, SCHOOL_STUDENT.password);
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/\/studentProfile$/);
    await expect(page.getByLabel('Student Name')).toHaveText('Priya Meena');
    await expect(page.getByLabel('Center Name')).toHaveText(CENTRE);
    await expect(page.getByLabel('Class Name')).toHaveText('10');
    await expect(page.getByLabel('Section Name')).toHaveText('A');
    await expect(page.getByText('Set: Class 10 Science Unit Test')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shoot(page, testInfo, 'profile-school-desktop');

    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'छात्र प्रोफ़ाइल' })).toBeVisible();
    await expect(page.getByLabel('केंद्र का नाम')).toHaveText(CENTRE);
    await shoot(page, testInfo, 'profile-school-hindi-desktop');

    await page.getByRole('button', { name: 'आगे' }).click();
    await expect(page).toHaveURL(/\/systemInstruction$/);
    const state = await page.evaluate(
      () =>
        (
          history.state as {
            usr?: { studentData?: { name?: string }; setData?: { setName?: string } };
          } | null
        )?.usr,
    );
    expect(state?.studentData?.name).toBe('Priya Meena');
    expect(state?.setData?.setName).toBe('Class 10 Science Unit Test');
  });

  test('on a phone: the menu opens the dialog, it fits the screen, and the profile reads well', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByLabel('E-mail or mobile number')).toBeFocused();
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits).toBe(true);
    await shoot(page, testInfo, 'dialog-login-phone');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
    await shoot(page, testInfo, 'dialog-signup-phone');
    await page
      .getByRole('dialog', { name: 'Sign Up' })
      .getByRole('button', { name: 'Login' })
      .click();

    await logIn(
      page.getByRole('dialog', { name: 'Login' }),
      CLASS_12_STUDENT.username,
      CLASS_12_STUDENT.password,
    );
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog').getByRole('navigation', { name: 'Student menu' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.goto('/studentProfile');
    await expect(page.getByLabel('Class Name')).toHaveText('12');
    await expect(page.getByLabel('Center Name')).not.toHaveText('Loading...');
    await shoot(page, testInfo, 'profile-phone');
  });

  test('the dialog speaks Hindi', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'हिन्दी' }).first().click();
    await page.getByRole('banner').getByRole('link', { name: 'साइन अप' }).click();
    const dialog = page.getByRole('dialog', { name: 'साइन अप' });
    await expect(dialog.getByLabel('नाम')).toBeFocused();
    await expect(dialog.getByLabel('ई-मेल या मोबाइल नंबर')).toBeVisible();
    await expect(dialog.getByLabel('पासवर्ड', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'साइन अप' }).click();
    await expect(dialog.getByText('अपना नाम लिखें।')).toBeVisible();
    await shoot(page, testInfo, 'dialog-signup-hindi-desktop');

    await page.setViewportSize(PHONE);
    await dialog.getByRole('button', { name: 'लॉग इन' }).click();
    await expect(page.getByRole('dialog', { name: 'लॉग इन' })).toBeVisible();
    await shoot(page, testInfo, 'dialog-login-hindi-phone');
  });

  test('an enrolled student must replace the one-time password, even when the browser forgot it, then finds the exam scheduled for them on School Exam', async ({
    page,
    request,
  }, testInfo) => {
    const login = await request.post('/v2/api/admin/auth/login', {
      headers: TENANT,
      data: TEACHER,
    });
    const staff = {
      ...TENANT,
      Authorization: `Bearer ${((await login.json()) as { response: { token: string } }).response.token}`,
    };
    const username = uniqueEmail();
    const enrolled = await request.post('/v2/api/admin/students', {
      headers: staff,
      data: {
        name: 'Lakshmi Iyer',
        username,
        rollNo: `R${Date.now().toString(36)}`,
        studentClass: 9,
        studentSection: 'B',
      },
    });
    expect(enrolled.ok(), await enrolled.text()).toBe(true);
    const { student, password } = (
      (await enrolled.json()) as { response: { student: { id: number }; password: string } }
    ).response;
    // A set no other spec uses: its window takes it out of the institute's open catalogue.
    const set = await findSet(request, 'Quantitative Aptitude Practice Set 1');
    const scheduled = await request.post('/v2/api/admin/schedules', {
      headers: staff,
      data: {
        setId: set.examSetId,
        opensAt: new Date(Date.now() - 3_600_000).toISOString(),
        closesAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        audience: { kind: 'students', studentIds: [student.id] },
      },
    });
    expect(scheduled.ok(), await scheduled.text()).toBe(true);

    // Logged in with the one-time password by a client that does not know it is one-time: the
    // server holds every call, and the app opens the change screen on its answer.
    const authenticated = await request.post('/v2/api/cbt/student/authenticate', {
      headers: TENANT,
      data: { username, password },
    });
    const body = (await authenticated.json()) as {
      token: string;
      mustChangePassword: boolean;
      response: { studentId: number; orgId: number; instituteId: number; name: string };
    };
    expect(body.mustChangePassword).toBe(true);
    await page.goto('/');
    await logInOnPage(page, { token: body.token, details: body.response });
    await page.goto('/schoolexam/');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(
      page.getByText(
        'Your institute gave you a one-time password. Choose your own password to continue.',
      ),
    ).toBeVisible();

    await page.getByLabel('Current password', { exact: true }).fill(password);
    await page.getByLabel('New password', { exact: true }).fill('MyOwn12345');
    await page.getByLabel('Confirm new password', { exact: true }).fill('MyOwn12345');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');

    // School Exam: the set scheduled for Lakshmi, with its window, though it is no class-9 paper.
    await page.goto('/schoolexam/');
    const card = page.getByRole('article', { name: 'Quantitative Aptitude Practice Set 1' });
    await expect(card).toContainText(/Opens .+ · closes .+/);
    await expect(card).toContainText('Attempts: 0 of 1');
    await shoot(page, testInfo, 'school-exam-scheduled-desktop');
  });
});
