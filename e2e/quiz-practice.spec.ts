import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PHONE, registerStudent, shoot, stayLoggedIn, watchConsole } from './support.ts';

// Each test signs up its own student through the API (so ranks start empty for it) and plays a
// set no other test plays, so the figures it expects are its own.
const TENANT = { 'x-org-token': 'demo-org', 'x-institute-token': 'demo-institute' };

interface PaperQuestion {
  questionId: number;
  answerId: number;
  options: { optionId: number; optionCap: string; optionTextEn: string }[];
}
interface QuestionSet {
  examSetId: number;
  setName: string;
}

/** Logs the page in as a fresh student (the stored keys a login writes), in the given language. */
async function asNewStudent(page: Page, request: APIRequestContext, language: 'en' | 'hi' = 'en') {
  const student = await registerStudent(request, 'Meera Joshi');
  await stayLoggedIn(page, student, language);
  return student;
}

/** The set of a type by name, and its questions with the key (as the quiz player gets them). */
async function setAndKey(
  request: APIRequestContext,
  token: string,
  setTypeId: number,
  name: string,
) {
  const sets = await request.post(
    `/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/${setTypeId}`,
    { headers: TENANT },
  );
  const set = ((await sets.json()).response as QuestionSet[]).find((s) => s.setName === name);
  if (!set) throw new Error(`no set ${name}`);
  const papers = await request.get(`/v2/api/cbt/question/get/all/by/setIds/${set.examSetId}`, {
    headers: { ...TENANT, authorization: `Bearer ${token}` },
  });
  const questions = (await papers.json()).response[0].questions as PaperQuestion[];
  return { set, questions };
}

const at = (questions: PaperQuestion[], index: number) => {
  const question = questions[index];
  if (!question) throw new Error(`no question ${index}`);
  return question;
};

const rightOption = (q: PaperQuestion) => {
  const option = q.options.find((o) => o.optionId === q.answerId);
  if (!option) throw new Error('no key');
  return option;
};
const wrongOption = (q: PaperQuestion) => {
  const option = q.options.find((o) => o.optionId !== q.answerId);
  if (!option) throw new Error('no wrong option');
  return option;
};

/** Chooses an option of the question on screen. */
const choose = (page: Page, option: PaperQuestion['options'][number]) =>
  page
    .getByRole('group', { name: 'Options' })
    .getByRole('radio', { name: `${option.optionCap}. ${option.optionTextEn}`, exact: true })
    .check();

/** The label (the coloured row) of an option of the question on screen. */
const rowOf = (page: Page, option: PaperQuestion['options'][number]) =>
  page
    .getByRole('group', { name: 'Options' })
    .locator('label', { has: page.locator(`input[value="${option.optionId}"]`) });

const cardOf = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('quizzes, practice, GK and previous-year papers', () => {
  // Whole plays on a machine shared with other work: allow them time.

  test('a whole quiz: list figures, Next rules, slider colours, score, result, answers and solutions', async ({
    page,
    request,
  }, testInfo) => {
    const problems = watchConsole(page);
    const student = await asNewStudent(page, request);
    const name = 'Quantitative Aptitude Quick Quiz';
    const { questions } = await setAndKey(request, student.token, 1, name);
    expect(questions).toHaveLength(5);

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Student menu' })
      .getByRole('link', { name: 'Quiz' })
      .click();
    await expect(page).toHaveURL(/\/quizlist\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz' })).toBeVisible();
    const card = cardOf(page, name);
    await expect(card).toContainText('Total question5');
    await expect(card).toContainText('Time in minutes5');
    await expect(card).toContainText('Attempted users0');
    await expect(card).toContainText('Your rankNot attempted yet');
    await expect(card).toContainText('Average scoreNo scores yet');
    await shoot(page, testInfo, 'quizlist-desktop');
    await card.getByRole('button', { name: 'Start' }).click();

    await expect(page).toHaveURL(/\/quiz\/$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/0[45]:\d\d/);
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toBeDisabled();

    // Q1 right, then jump over Q2 to Q3: the slider marks 1 success and 2 danger.
    await choose(page, rightOption(at(questions, 0)));
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByText('Question 2 of 5')).toBeVisible();
    const slider = page.getByRole('navigation', { name: 'Question numbers' });
    await slider.getByRole('button', { name: 'Question 3', exact: false }).click();
    await expect(page.getByText('Question 3 of 5')).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Question 1, answered' })).toHaveClass(
      /btn-success/,
    );
    await expect(slider.getByRole('button', { name: 'Question 2, not answered' })).toHaveClass(
      /btn-danger/,
    );
    await shoot(page, testInfo, 'quiz-desktop');
    await slider.getByRole('button', { name: /Question 2/ }).click();

    // Q2 right, Q3 right, Q4 wrong, Q5 wrong: 3 out of 5.
    const plan = [true, true, false, false];
    for (const [offset, right] of plan.entries()) {
      const q = at(questions, offset + 1);
      await expect(page.getByText(`Question ${offset + 2} of 5`)).toBeVisible();
      await choose(page, right ? rightOption(q) : wrongOption(q));
      if (offset < plan.length - 1) await next.click();
    }
    await expect(next).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'You scored 3 out of 5!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restart Quiz' })).toBeVisible();
    await shoot(page, testInfo, 'quiz-scored-desktop');

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/quizresult\/$/);
    await expect(page.getByText('You scored 3 out of 5!')).toBeVisible();
    const figures = page.locator('.result-figures');
    await expect(figures).toContainText('Your Rank1 of 1');
    await expect(figures).toContainText('Correct3');
    await expect(figures).toContainText('Incorrect2');
    await expect(figures).toContainText(/Time Taken(\d+m )?\d+s/);
    await page.getByRole('button', { name: 'Your Answers' }).click();
    const review = page.getByRole('region', { name: 'Your Answers' });
    await expect(review.getByText('Correct', { exact: true })).toHaveCount(3);
    await expect(review.getByText('Incorrect', { exact: true })).toHaveCount(2);
    await shoot(page, testInfo, 'quizresult-desktop');
    await page.getByRole('button', { name: 'View Solution' }).click();
    const solutions = page.getByRole('region', { name: 'View Solution' });
    await expect(solutions.getByText('Correct answer:')).toHaveCount(5);
    await expect(solutions).toContainText(
      `${rightOption(at(questions, 3)).optionCap}. ${rightOption(at(questions, 3)).optionTextEn}`,
    );

    await page.getByRole('button', { name: 'Reattempt' }).click();
    await expect(page).toHaveURL(/\/quiz\/$/);
    await expect(page.getByText('Question 1 of 5')).toBeVisible();

    // The list now shows the finished play's figures: 1 student, rank 1, 3 of 5 → an average score of 3/5.
    await page.goto('/quizlist/');
    await expect(cardOf(page, name)).toContainText('Attempted users1');
    await expect(cardOf(page, name)).toContainText('Your rank1');
    await expect(cardOf(page, name)).toContainText('Average score3/5');
    expect(problems).toEqual([]);
  });

  test('the countdown reaching zero submits the quiz and shows its result', async ({
    page,
    request,
  }, testInfo) => {
    const student = await asNewStudent(page, request);
    const name = 'Indian Polity Quick Quiz';
    const { questions } = await setAndKey(request, student.token, 1, name);
    await page.clock.install();
    await page.goto('/quizlist/');
    await cardOf(page, name).getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await choose(page, rightOption(at(questions, 0)));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Question 2 of 5')).toBeVisible();
    await page.clock.fastForward('04:30');
    await expect(page.getByRole('timer')).toContainText(/00:[0-3]\d/);
    await page.clock.fastForward('00:45');
    await expect(page).toHaveURL(/\/submitquiz\/$/);
    await expect(page.getByText('Time is up.')).toBeVisible();
    await expect(page.getByText('You scored 1 out of 5!')).toBeVisible();
    await expect(page.locator('.result-figures')).toContainText('Correct1');
    await expect(page.locator('.result-figures')).toContainText('Incorrect0');
    await shoot(page, testInfo, 'submitquiz-desktop');
  });

  test('a whole practice: wrong and right answers, solution panel, completion and detailed results', async ({
    page,
    request,
  }, testInfo) => {
    const problems = watchConsole(page);
    const student = await asNewStudent(page, request);
    const name = 'General Science Practice Set';
    const { questions } = await setAndKey(request, student.token, 2, name);
    expect(questions).toHaveLength(6);

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Student menu' })
      .getByRole('link', { name: 'Practice' })
      .click();
    await expect(page).toHaveURL(/\/practicelist\/$/);
    await cardOf(page, name).getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/practice\/$/);
    await expect(page.getByText('Question 1 of 6')).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Practice progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('button', { name: 'View Solution' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next Question' })).toBeDisabled();

    // Q1 wrong: the choice turns red, the key green, and the message says so.
    const wrong = wrongOption(at(questions, 0));
    await choose(page, wrong);
    await expect(rowOf(page, wrong)).toHaveClass(/list-group-item-danger/);
    await expect(rowOf(page, rightOption(at(questions, 0)))).toHaveClass(/list-group-item-success/);
    await expect(page.getByText('Your answer was incorrect')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '17');
    const toggle = page.getByRole('button', { name: 'View Solution' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide Solution' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.locator('.solution-panel')).toBeVisible();
    await shoot(page, testInfo, 'practice-wrong-desktop');

    // Q2 right: the solution panel is closed again after the move.
    await page.getByRole('button', { name: 'Next Question' }).click();
    await expect(page.getByText('Question 2 of 6')).toBeVisible();
    await expect(page.getByRole('button', { name: /Solution/ })).toHaveCount(0);
    await choose(page, rightOption(at(questions, 1)));
    await expect(page.getByText('You answered correctly!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Solution' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(rowOf(page, rightOption(at(questions, 1)))).toHaveClass(/list-group-item-success/);
    await shoot(page, testInfo, 'practice-right-desktop');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Question 1 of 6')).toBeVisible();
    await expect(page.getByText('Your answer was incorrect')).toBeVisible();
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.getByRole('button', { name: 'Next Question' }).click();

    for (let index = 2; index < 6; index += 1) {
      await expect(page.getByText(`Question ${index + 1} of 6`)).toBeVisible();
      await choose(page, rightOption(at(questions, index)));
      if (index < 5) await page.getByRole('button', { name: 'Next Question' }).click();
    }
    await page.getByRole('button', { name: 'Finish Practice' }).click();
    await expect(page.getByRole('heading', { name: 'Practice complete!' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Score 83%' })).toBeVisible();
    await expect(page.getByText('You scored 5 out of 6')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retake Practice' })).toBeVisible();
    await shoot(page, testInfo, 'practice-complete-desktop');

    await page.getByRole('button', { name: 'View Detailed Results' }).click();
    await expect(page).toHaveURL(/\/practiceresult$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Detailed results' })).toBeVisible();
    const items = page.locator('.answer-review > li');
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toContainText('Incorrect');
    await expect(items.nth(0)).toContainText(
      `Your answer: ${wrong.optionCap}. ${wrong.optionTextEn}`,
    );
    await expect(items.nth(1)).toContainText('Correct');
    await shoot(page, testInfo, 'practiceresult-desktop');

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/practicelist\/$/);
    await expect(cardOf(page, name)).toContainText('Attempted users1');
    await expect(cardOf(page, name)).toContainText('Your rank1');
    expect(problems).toEqual([]);
  });

  test('GK & Current Affairs and Prev Year Ques Paper lists reach real content', async ({
    page,
    request,
  }, testInfo) => {
    await asNewStudent(page, request);
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Student menu' });
    await menu.getByRole('link', { name: 'GK & Current Affairs' }).click();
    await expect(page).toHaveURL(/\/gkandca\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'GK & Current Affairs' }),
    ).toBeVisible();
    const gk = 'Rajasthan GK Set 1';
    await expect(cardOf(page, gk)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    await shoot(page, testInfo, 'gkandca-desktop');
    await cardOf(page, gk).getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/quiz\/$/);
    await expect(page.getByRole('heading', { level: 1, name: gk })).toBeVisible();
    await expect(page.getByText('Question 1 of 10')).toBeVisible();
    await page.getByRole('link', { name: 'Back to GK & Current Affairs' }).click();
    await expect(page).toHaveURL(/\/gkandca\/$/);

    await menu.getByRole('link', { name: 'Prev Year Ques Paper' }).click();
    await expect(page).toHaveURL(/\/testSeries\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Prev Year Ques Paper' }),
    ).toBeVisible();
    const paper = 'RRB Group D Previous Year Paper (Pattern Set 1)';
    await expect(cardOf(page, paper)).toBeVisible();
    await expect(cardOf(page, 'SSC CHSL Previous Year Paper (Pattern Set 1)')).toBeVisible();
    await shoot(page, testInfo, 'prev-year-desktop');
    await cardOf(page, paper).getByRole('button', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/studentProfile$/);

    // /testseries/ (lower case) is still the test series grid.
    await menu.getByRole('link', { name: 'Test Series' }).click();
    await expect(page).toHaveURL(/\/testseries\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prev Year Ques Paper' })).toHaveCount(
      0,
    );
  });

  test('Hindi on a phone: lists, quiz and practice', async ({ page, request }, testInfo) => {
    await page.setViewportSize(PHONE);
    const student = await asNewStudent(page, request, 'hi');
    const { set, questions } = await setAndKey(
      request,
      student.token,
      1,
      'Reasoning Ability Quick Quiz',
    );
    const practice = await setAndKey(request, student.token, 2, 'Reasoning Ability Practice Set');
    const cardById = (id: number) =>
      page.locator(`article[aria-labelledby="played-set-${id}-title"]`);
    await page.goto('/quizlist/');
    await expect(page.getByRole('heading', { level: 1, name: 'क्विज़' })).toBeVisible();
    await expect(page.getByText('प्रयास करने वाले').first()).toBeVisible();
    await shoot(page, testInfo, 'quizlist-phone-hi');
    await cardById(set.examSetId).getByRole('button', { name: 'शुरू करें' }).click();
    await expect(page.getByText('प्रश्न 1 / 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'अगला', exact: true })).toBeDisabled();
    await page.getByRole('group', { name: 'विकल्प' }).getByRole('radio').nth(0).check();
    await shoot(page, testInfo, 'quiz-phone-hi');
    for (let index = 0; index < 5; index += 1) {
      const radios = page.getByRole('group', { name: 'विकल्प' }).getByRole('radio');
      const key = rightOption(at(questions, index));
      await radios.nth(key.optionCap.charCodeAt(0) - 65).check();
      await page
        .getByRole('button', { name: index < 4 ? 'अगला' : 'समाप्त करें', exact: true })
        .click();
    }
    await expect(page.getByRole('heading', { name: 'आपने 5 में से 5 अंक प्राप्त किए!' })).toBeVisible();
    await shoot(page, testInfo, 'quiz-scored-phone-hi');
    await page.getByRole('button', { name: 'सबमिट करें' }).click();
    await expect(page.getByText('आपकी रैंक')).toBeVisible();
    await page.getByRole('button', { name: 'हल देखें' }).click();
    await shoot(page, testInfo, 'quizresult-phone-hi');

    await page.goto('/practicelist/');
    await cardById(practice.set.examSetId).getByRole('button', { name: 'शुरू करें' }).click();
    await expect(page.getByText('प्रश्न 1 / 6')).toBeVisible();
    await page.getByRole('group', { name: 'विकल्प' }).getByRole('radio').nth(0).check();
    await page.getByRole('button', { name: 'हल देखें' }).click();
    await shoot(page, testInfo, 'practice-phone-hi');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  test('English on a phone: a practice to its detailed results; Hindi lists on a desktop', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await asNewStudent(page, request);
    const name = 'English Language Practice Set (English only)';
    await page.goto('/practicelist/');
    await cardOf(page, name).getByRole('button', { name: 'Start' }).click();
    for (let index = 0; index < 6; index += 1) {
      await expect(page.getByText(`Question ${index + 1} of 6`)).toBeVisible();
      await page.getByRole('group', { name: 'Options' }).getByRole('radio').nth(1).check();
      if (index === 0) await shoot(page, testInfo, 'practice-phone-en');
      await page
        .getByRole('button', { name: index < 5 ? 'Next Question' : 'Finish Practice' })
        .click();
    }
    await expect(page.getByRole('heading', { name: 'Practice complete!' })).toBeVisible();
    await shoot(page, testInfo, 'practice-complete-phone-en');
    await page.getByRole('button', { name: 'View Detailed Results' }).click();
    await expect(page.locator('.answer-review > li')).toHaveCount(6);
    await shoot(page, testInfo, 'practiceresult-phone-en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await page.setViewportSize({ width: 1366, height: 800 });
    await page.evaluate(() => localStorage.setItem('lang', 'hi'));
    await page.goto('/gkandca/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'सामान्य ज्ञान और करेंट अफेयर्स' }),
    ).toBeVisible();
    await expect(page.getByText('अभी कोई स्कोर नहीं').first()).toBeVisible();
    await shoot(page, testInfo, 'gkandca-desktop-hi');
    await page.goto('/testSeries/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'पिछले वर्ष के प्रश्न पत्र' }),
    ).toBeVisible();
    await shoot(page, testInfo, 'prev-year-desktop-hi');
  });
});
