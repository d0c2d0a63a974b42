import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ENROLMENT_COLUMNS } from '@exam/contracts/admin/enrolment';
import { docsShot, PHONE, shootBothLanguages, staffLogIn, watchConsole } from './support.ts';

/** The template's columns, without the optional centre_code. */
const HEADER = ENROLMENT_COLUMNS.filter((column) => column !== 'centre_code');

async function roster(path: string, rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Students').addRows([HEADER, ...rows]);
  await workbook.xlsx.writeFile(path);
}

test('a teacher enrols a class from an XLSX roster, a new student logs in and must change the password', async ({
  page,
  browser,
}, testInfo) => {
  const problems = watchConsole(page);
  const stamp = Date.now().toString(36);
  const dir = testInfo.outputPath('rosters');
  mkdirSync(dir, { recursive: true });
  mkdirSync(docsShot('screenshots'), { recursive: true });
  const rows = [
    [
      'Asha Verma',
      'Ramesh Verma',
      'Sunita Verma',
      `asha.${stamp}@school.test`,
      `R${stamp}-1`,
      9,
      'A',
    ],
    ['राहुल कुमार', 'सुरेश कुमार', 'गीता देवी', `rahul.${stamp}@school.test`, `R${stamp}-2`, 9, 'A'],
    ['Meena Das', 'Arun Das', 'Lata Das', '12345', `R${stamp}-3`, 9, 'B'],
  ];
  await roster(`${dir}/bad.xlsx`, rows);
  await roster(`${dir}/fixed.xlsx`, [
    ...rows.slice(0, 2),
    ['Meena Das', 'Arun Das', 'Lata Das', `meena.${stamp}@school.test`, `R${stamp}-3`, 9, 'B'],
  ]);

  await page.goto('/admin/login');
  await staffLogIn(page);
  await expect(page).toHaveURL(/\/admin\/questions$/);
  await page.goto('/admin/students');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await page.getByRole('link', { name: 'Enrol from a spreadsheet' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enrol students from a spreadsheet' }),
  ).toBeVisible();

  // The bad row is named by its row and column; nothing can be imported yet.
  await page.getByLabel('Roster file (CSV or XLSX)').setInputFiles(`${dir}/bad.xlsx`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('3 rows read: 2 ready, 1 problem(s).')).toBeVisible();
  const problemRow = page.getByRole('row', { name: /mobile_or_email/ });
  await expect(problemRow).toContainText('4');
  await expect(problemRow).toContainText('"12345" is neither an e-mail address');
  await expect(page.getByRole('button', { name: 'Import 2 students' })).toBeDisabled();
  await shootBothLanguages(page, docsShot('screenshots/students-enrol-preview'));

  // Fixed: imported, passwords downloaded once.
  await page.getByLabel('Roster file (CSV or XLSX)').setInputFiles(`${dir}/fixed.xlsx`);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('3 rows read: 3 ready, 0 problem(s).')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 students' }).click();
  await expect(page.getByText('3 students enrolled.')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download passwords (CSV)' }).click(),
  ]);
  // Named by the institute's slug (decision 063); the seeded institute has none: its name made safe.
  expect(download.suggestedFilename()).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-passwords\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toBe('name,username,roll_number,class,section,password');
  expect(lines).toHaveLength(4);
  expect(lines[2]).toContain('राहुल कुमार');
  expect(lines[3]).toContain(`,R${stamp}-3,9,B,`);
  const [, username, , studentClass, section, password] = (lines[1] ?? '').split(',');
  expect([studentClass, section]).toEqual(['9', 'A']);

  // The same passwords as a workbook to print: the institute's letterhead, a blank row, the table.
  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download passwords (Excel, to print)' }).click(),
  ]);
  expect(excel.suggestedFilename()).toBe(download.suggestedFilename().replace(/csv$/, 'xlsx'));
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await excel.path()) ?? '');
  const sheet = book.worksheets[0];
  const firstCells: unknown[] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) => firstCells.push(row.getCell(1).value));
  const headerAt = firstCells.indexOf('name');
  expect(firstCells.slice(0, headerAt)).toContain('One-time passwords');
  expect(firstCells[headerAt - 1]).toBeNull();
  expect(sheet?.getRow(headerAt + 2).getCell(2).value).toBe(username);

  // The students page lists them, filtered by class and section.
  await page.goto(`/admin/students?studentClass=9&studentSection=A&q=${stamp}`);
  await expect(page.getByText('2 students')).toBeVisible();
  await expect(page.getByRole('row', { name: /Asha Verma/ })).toContainText('must change password');
  await shootBothLanguages(page, docsShot('screenshots/students-list'));

  // Reset the second student's password: shown once in a dialog with a copy button.
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Reset password: राहुल कुमार' }).click();
  const shown = page.getByRole('dialog', { name: 'One-time password' });
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  for (const [width, height] of [
    [1366, 800],
    [PHONE.width, PHONE.height],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: docsShot(`screenshots/students-one-time-password-${width}-en.png`),
    });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
  await shown.getByRole('button', { name: 'Done' }).last().click();

  // The add dialog, with the accessibility extra time.
  await page.getByRole('button', { name: 'Add student' }).click();
  const add = page.getByRole('dialog', { name: 'Add a student' });
  await expect(add.getByLabel('Accessibility extra time (%)')).toHaveValue('0');
  for (const [width, height] of [
    [1366, 800],
    [PHONE.width, PHONE.height],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: docsShot(`screenshots/students-add-dialog-${width}-en.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 800 });
  await add.getByRole('button', { name: 'Cancel' }).last().click();

  // The new student logs in with the handed-out password and is sent to change it first.
  const student = await browser.newPage();
  await student.goto('/attempted/test/');
  const dialog = student.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Login' }).click();
  await dialog.getByLabel('E-mail or mobile number').fill(username ?? '');
  await dialog.getByLabel('Password', { exact: true }).fill(password?.trim() ?? '');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(student).toHaveURL(/\/settings$/);
  await expect(student.getByText('Your institute gave you a one-time password.')).toBeVisible();
  await student.goto('/attempted/test/');
  await expect(student).toHaveURL(/\/settings$/);
  await student.getByLabel('Current password', { exact: true }).fill(password?.trim() ?? '');
  await student.getByLabel('New password', { exact: true }).fill('MyOwnPass42');
  await student.getByLabel('Confirm new password', { exact: true }).fill('MyOwnPass42');
  await student.getByRole('button', { name: 'Change password' }).click();
  await expect(student.getByText('Your password has been changed.')).toBeVisible();
  await student.goto('/attempted/test/');
  await expect(student).toHaveURL(/\/attempted\/test\/?$/);
  await student.close();
  expect(problems).toEqual([]);
});
