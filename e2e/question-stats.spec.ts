import { expect, test, type APIRequestContext } from '@playwright/test';
import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import {
  ORG_ADMIN,
  registerStudent,
  shootBothLanguages,
  staffLogIn,
  studentCall,
  TENANT,
  watchConsole,
  type E2eStudent,
} from './support.ts';
import { sitThroughApi } from './sitting.ts';

// The demo sets are the organisation's, so only an org-admin (ORG_ADMIN) may correct their keys.
const SET_NAME = 'NDA Mock Test 1 (Mathematics + GAT)';

interface Sitting {
  student: E2eStudent;
  setId: number;
}

async function setIdOf(api: APIRequestContext) {
  const res = await api.post('/v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/3', {
    headers: TENANT,
    data: {},
  });
  const sets = (await res.json()).response as { examSetId: number; setName: string }[];
  const set = sets.find((s) => s.setName === SET_NAME);
  if (!set) throw new Error('set not listed');
  return set.examSetId;
}

/** Starts the set, answers question n with choose(n) (an option id, or 0 to skip) and submits. */
async function sit(
  api: APIRequestContext,
  student: E2eStudent,
  setId: number,
  choose: (q: TPaperQuestion) => number,
) {
  const { paper } = await sitThroughApi(api, student, setId, {
    choose: (q) => q.options.find((o) => o.optionId === choose(q)),
    timeLeftMs: (seq) => 1_200_000 - seq * 1_000,
  });
  return paper.questions;
}

test.describe('question statistics and a key correction', () => {
  test.describe.configure({ mode: 'serial' });
  const cohort: Sitting[] = [];
  /** The option the strongest candidates chose for question 1 instead of the key. */
  let distractorNo = 0;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const setId = await setIdOf(api);
    // A first candidate leaves everything blank; their review tells the key.
    const blank = await registerStudent(api, 'Aarav Blank');
    const questions = await sit(api, blank, setId, () => 0);
    cohort.push({ student: blank, setId });
    const review = await studentCall(api, blank, '/v2/api/cbt/student/result/review', {
      setId,
      attemptNo: 1,
    });
    const keyOf = new Map(
      (
        review.body.response as { questions: { questionId: number; answerId: number }[] }
      ).questions.map((q) => [q.questionId, q.answerId]),
    );
    const wrong = (q: TPaperQuestion) =>
      q.options.find((o) => o.optionId !== keyOf.get(q.questionId))?.optionId ?? 0;
    const first = questions.find((q) => q.questionNo === 1);
    distractorNo =
      first?.options.find((o) => o.optionId === (first ? wrong(first) : 0))?.optionNo ?? 0;
    // Six more: student k answers questions 2.. right up to 15 − 2k, the rest wrong; on question 1
    // the two strongest pick the same wrong option, the two weakest the key.
    for (let k = 1; k <= 6; k++) {
      const student = await registerStudent(api, `Candidate ${k}`);
      await sit(api, student, setId, (q) => {
        if (q.questionNo === 1)
          return k <= 2 ? wrong(q) : k >= 5 ? (keyOf.get(q.questionId) ?? 0) : 0;
        return q.questionNo <= 15 - 2 * k ? (keyOf.get(q.questionId) ?? 0) : wrong(q);
      });
      cohort.push({ student, setId });
    }
    await api.dispose();
  });

  test('a teacher finds the suspicious question, corrects its key, and a student sees the rescored report', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const setId = cohort[0]?.setId ?? 0;
    await page.goto(`/admin/results?setId=${setId}`);
    await staffLogIn(page, ORG_ADMIN);
    await page.getByRole('link', { name: 'Question statistics' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/sets/${setId}/question-stats$`));
    await expect(page.getByTestId('qstats-summary')).toContainText('7 candidates');
    const first = page.getByTestId('qstats-row-1');
    await expect(first.getByText('Key may be wrong')).toBeVisible();
    await expect(first.locator('[data-label="Answered"]')).toHaveText('4');

    await shootBothLanguages(page, 'test-results/screenshots/question-stats-table');

    await first.getByRole('button', { name: 'Correct key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct the key of question 1' });
    await expect(dialog.getByText('7 submitted attempts will be rescored.')).toBeVisible();
    await dialog
      .locator('input[type="radio"]')
      .nth(distractorNo - 1)
      .check();
    await dialog.getByLabel('Reason (shown to students)').fill('The printed key was wrong');
    await page.screenshot({ path: 'test-results/screenshots/question-stats-dialog-1366-en.png' });
    await dialog.getByRole('button', { name: 'Correct key and rescore' }).click();
    await expect(dialog.getByTestId('rescored')).toHaveText('7 attempts rescored.');
    // The footer's Close (the header's × is named Close too).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(first.getByText('Key may be wrong')).toHaveCount(0);
    await expect(page.getByText('Q1: key corrected')).toBeVisible();

    // The strongest candidate's report: the notice, and the score with question 1 now right.
    const strongest = cohort[1]?.student;
    if (!strongest) throw new Error('no candidate');
    await page.goto('/');
    await page.evaluate((student) => {
      localStorage.setItem('studToken', student.token);
      localStorage.setItem('Authorization', student.token);
      localStorage.setItem('studentDetails', JSON.stringify(student.details));
    }, strongest);
    await page.goto(`/viewDetailedAnalysis?setId=${setId}&attemptNo=1`);
    const notice = page.getByTestId('key-corrections');
    await expect(notice).toContainText('The answer key of question 1 was corrected on');
    await expect(notice).toContainText('your score was recalculated.');
    const studentLanguage = async (language: 'en' | 'hi') => {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
      await page.reload();
      await expect(page.getByTestId('key-corrections')).toBeVisible();
    };
    await shootBothLanguages(
      page,
      'test-results/screenshots/question-stats-student-report',
      studentLanguage,
    );
    expect(problems).toEqual([]);
  });
});
