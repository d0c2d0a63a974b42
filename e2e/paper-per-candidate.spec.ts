import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  confirmSubmit,
  enterPaper,
  findSet,
  paletteButton,
  questionHeading,
  registerStudent,
  sidePanel,
  studentCall,
  type E2eStudent,
} from './support.ts';

/**
 * A paper per candidate (decision 040): the demo's shuffled NDA mock (8 questions × 4 marks, no
 * negative marking) gives two students different orders, each kept across a reload, and both are
 * scored by the key whatever the order.
 */
const SET_NAME = 'NDA Mock Test 2 (a paper per candidate)';

interface DemoOption {
  optionTextEn: string;
  correct?: boolean;
}
interface DemoQuestion {
  questionTextEn: string;
  options: DemoOption[];
}
const demo = JSON.parse(readFileSync('content/demo/60-defence.json', 'utf8')) as {
  exams: { sets: { setName: string; sections: { questions: DemoQuestion[] }[] }[] }[];
};
const questions = demo.exams
  .flatMap((e) => e.sets)
  .filter((s) => s.setName === SET_NAME)
  .flatMap((s) => s.sections.flatMap((section) => section.questions));
/** The key of each question, by its English text. */
const keyOf = new Map(
  questions.map((q) => [q.questionTextEn, q.options.find((o) => o.correct)?.optionTextEn ?? '']),
);

/** Starts the student's attempt through the API: the question ids in the student's order. */
async function startOrder(request: APIRequestContext, student: E2eStudent, setId: number) {
  const { status, body } = await studentCall(
    request,
    student,
    '/v2/api/cbt/student/attempt/start',
    {
      setId,
    },
  );
  expect(status).toBe(200);
  const order = (body.response as { paperOrder?: { questionIds: number[] } | null }).paperOrder;
  expect(order?.questionIds).toHaveLength(questions.length);
  return order?.questionIds ?? [];
}

/** The English text of the question on screen (one of the set's). */
async function questionOnScreen(page: Page) {
  const card = page.locator('.question-card');
  await expect(card).toBeVisible();
  const text = (await card.innerText()).replace(/\s+/g, ' ');
  const found = questions.find((q) => text.includes(q.questionTextEn));
  if (!found) throw new Error(`no question of the set on screen: ${text}`);
  return found.questionTextEn;
}

/** Answers the question on screen with its key and moves on. */
async function answerRight(page: Page) {
  const key = keyOf.get(await questionOnScreen(page)) ?? '';
  await page.getByRole('radio', { name: new RegExp(`^[A-D]\\. ${key}$`) }).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
}

test('two students get different orders of the same shuffled set, kept on reload and scored right', async ({
  browser,
  request,
}) => {
  const set = await findSet(request, SET_NAME);
  const first = await registerStudent(request, 'Aarav Mehta');
  const firstOrder = await startOrder(request, first, set.examSetId);
  // A second student whose paper opens on another question (1 chance in 8 that a new one's
  // would not; a few tries make that vanishingly rare).
  let second = await registerStudent(request, 'Diya Nair');
  for (let tries = 0; (await startOrder(request, second, set.examSetId))[0] === firstOrder[0];) {
    tries += 1;
    if (tries > 6) throw new Error('every new student opened on the same question');
    second = await registerStudent(request, 'Diya Nair');
  }

  const pages = await Promise.all([browser.newPage(), browser.newPage()]);
  const [pageA, pageB] = pages as [Page, Page];
  await enterPaper(pageA, first, set);
  await enterPaper(pageB, second, set);
  await expect(questionHeading(pageA)).toHaveText('Question No. 1');
  await expect(questionHeading(pageB)).toHaveText('Question No. 1');
  const firstA = await questionOnScreen(pageA);
  expect(await questionOnScreen(pageB)).not.toBe(firstA);
  // "All of the above" stays the last option (D) wherever its question lands.
  await expect(pageA.getByRole('radio').last()).toHaveAccessibleName(/^D\. /);

  // A answers its first two right and reloads: the same question 1, the palette numbered 1–8.
  await answerRight(pageA);
  await expect(questionHeading(pageA)).toHaveText('Question No. 2');
  const secondA = await questionOnScreen(pageA);
  await answerRight(pageA);
  await pageA.reload();
  const side = sidePanel(pageA);
  await paletteButton(side, 1).click();
  await expect(questionHeading(pageA)).toHaveText('Question No. 1');
  expect(await questionOnScreen(pageA)).toBe(firstA);
  await paletteButton(side, 2).click();
  expect(await questionOnScreen(pageA)).toBe(secondA);
  await expect(side.getByRole('button', { name: /^Question \d+: / })).toHaveCount(8);

  // B answers only its first question right.
  await answerRight(pageB);

  for (const page of pages) {
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await confirmSubmit(page);
  }
  await expect(pageA.getByTestId('result-score')).toContainText('8 of 32 marks');
  await expect(pageB.getByTestId('result-score')).toContainText('4 of 32 marks');
  await Promise.all(pages.map((page) => page.close()));
});
