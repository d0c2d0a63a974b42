import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { zipSync } from 'fflate';
import { asStaff, publishMock } from './staff-api.ts';
import {
  enterPaper,
  findSet,
  questionHeading,
  registerStudent,
  shootBothLanguages,
  shootWidths,
  staffLogIn,
  watchConsole,
} from './support.ts';

// Decision 055: a QTI package's shared passage arrives as a question group, its SVG as a picture.
const PACKAGE = fileURLToPath(
  new URL('../apps/server/src/interchange/fixtures/qti30-passage', import.meta.url),
);
const FILES = [
  'imsmanifest.xml',
  'items/river-main.xml',
  'items/river-word.xml',
  'items/triangle.xml',
  'passages/river.xml',
  'media/triangle.svg',
];
const packageZip = () =>
  zipSync(Object.fromEntries(FILES.map((file) => [file, readFileSync(join(PACKAGE, file))])));

/** The demo teacher, once the package is in the bank (importing again updates in place). */
async function teacherWithThePackage(request: APIRequestContext) {
  const staff = await asStaff(request);
  await staff.post('/v2/api/admin/imports', {
    fileName: 'reading.zip',
    dataBase64: Buffer.from(packageZip()).toString('base64'),
    confirm: true,
  });
  return staff;
}
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots';

// Both tests import the same package: the second edits the passage the first one shows.
test.describe.configure({ mode: 'serial' });

test('an imported QTI passage is shown above its questions; an SVG drawing is drawn', async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const problems = watchConsole(page);
  const staff = await teacherWithThePackage(request);
  const bank = await staff.get('/v2/api/admin/questions?pageSize=100');
  const idOf = (text: RegExp) =>
    (bank.items as { id: number; textEn: string }[]).find((q) => text.test(q.textEn))?.id;
  const setName = `Imported reading ${Date.now().toString(36)}`;
  await publishMock(staff, {
    nameEn: setName,
    durationMinutes: 15,
    languages: [1],
    sections: [
      {
        nameEn: 'Reading',
        nameHi: 'पठन',
        marksPerQuestion: 1,
        groups: [
          {
            titleEn: '',
            questions: [/right triangle/, /flood leave/, /on the plains/].map((text) => ({
              bankQuestionId: idOf(text),
            })),
          },
        ],
      },
    ],
  });

  for (const language of ['en', 'hi'] as const) {
    const student = await registerStudent(request);
    const listed = await findSet(request, setName);
    await enterPaper(page, student, listed, { ui: language });
    const heading = questionHeading(page);
    await expect(heading).toHaveText(/ 1$/);
    const drawing = page.getByRole('img', { name: 'A right triangle with sides 3 and 4' });
    await expect(drawing).toBeVisible();
    expect(await drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('The river rises in the hills')).toBeHidden();
    await shootWidths(page, `${SHOTS}/imported-svg-${language}`);
    await page.getByRole('button', { name: /^(Save & Next|सहेजें और आगे)$/ }).click();
    await expect(heading).toHaveText(/ 2$/);
    const passage = page.getByRole('complementary', { name: 'The river' });
    await expect(passage).toContainText('The river rises in the hills');
    await expect(page.getByText('What does the flood leave behind?')).toBeVisible();
    await shootWidths(page, `${SHOTS}/imported-passage-${language}`);
  }
  expect(problems).toEqual([]);
});

test('a teacher corrects a shared passage in one question and its other question shows it', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const staff = await teacherWithThePackage(request);
  const bank = await staff.get('/v2/api/admin/questions?pageSize=100&q=flood%20leave');
  const [flood] = bank.items as { id: number }[];

  await page.goto(`/admin/questions/${flood?.id}`);
  await staffLogIn(page);
  const card = page.getByRole('group', { name: 'Passage', exact: true });
  await expect(card.getByText(/Shared with 1 other question/)).toBeVisible();
  await expect(card.getByLabel('Passage title')).toHaveValue('The river');
  await shootBothLanguages(page, `${SHOTS}/passage-editor`);

  await card.getByLabel('Passage title').fill('The river Chambal');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Saved as version \d+/)).toBeVisible();

  const other = (await card.getByRole('link').textContent())?.replace('#', '');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/admin/questions/${other}$`));
  await expect(page.getByLabel('Passage title')).toHaveValue('The river Chambal');
  expect(problems).toEqual([]);
});
