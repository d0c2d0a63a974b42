import { expect, test } from '@playwright/test';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import {
  advanceClock,
  findSet,
  openExamPanel,
  questionHeading,
  registerStudent,
  studentCall,
  watchConsole,
} from './support';
import { asStaff, publishOneQuestionSet } from './staff-api.ts';

const MINUTE = 60_000;
const SHOTS = process.env.LOBBY_SHOTS; // a folder: the lobby's screenshots for a person to look at

/**
 * Issue 26 (decision 060): a window whose lobby opens 30 minutes before it. The candidate enters
 * 10 minutes before the opening, waits in the lobby counting down on the server's time, and at the
 * opening the panel opens by itself with the full duration. The set and the window are this run's
 * own: no other spec's catalogue changes.
 */
test('a candidate waits in the lobby and the exam opens by itself at the opening', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const staff = await asStaff(request);
  const name = `Lobby Mock ${Date.now().toString(36)}`;
  const [exam] = await staff.get('/v2/api/admin/exams');
  const setId = await publishOneQuestionSet(staff, name, exam.id);
  const listed = await findSet(request, name);
  const student = await registerStudent(request, 'Lata Lobby');
  await staff.post('/v2/api/admin/schedules', {
    setId,
    opensAt: new Date(Date.now() + 10 * MINUTE).toISOString(),
    closesAt: new Date(Date.now() + 120 * MINUTE).toISOString(),
    lobbyMinutes: 30,
    audience: { kind: 'students', studentIds: [student.details.studentId] },
  });

  const state = { setData: listed, studentData: student.details, language: { langId: 1 } };
  await page.setViewportSize({ width: 1366, height: 800 });
  await openExamPanel(page, student, state);
  const lobby = page.getByTestId('lobby');
  await expect(lobby).toContainText('you are in the lobby', { timeout: 30_000 });
  await expect(lobby.getByRole('timer')).toContainText(
    /Your exam starts at .* — in (10:00|09:\d\d)/,
  );
  await expect(questionHeading(page)).toBeHidden();
  if (SHOTS) {
    for (const lang of ['en', 'hi'] as const) {
      await openExamPanel(page, student, state, lang);
      await expect(lobby).toBeVisible({ timeout: 30_000 });
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.screenshot({ path: `${SHOTS}/lobby-${width}-${lang}.png`, fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1366, height: 800 });
  }

  // The server's clock moves to 20 s before the opening (a page load here can take seconds); the candidate comes back (a resume).
  const entered = await studentCall(request, student, '/v2/api/cbt/student/attempt/start', {
    setId,
  });
  const { startsAt, serverNow } = (entered.body as { response: TAttempt }).response;
  expect(startsAt).toBeGreaterThan(serverNow);
  const moved = await advanceClock(request, student, (startsAt ?? 0) - serverNow - 20_000);
  expect(moved.attemptsMoved).toBe(1);
  await openExamPanel(page, student, state);
  await expect(lobby.getByRole('timer')).toContainText(/— in 00:[01]\d/, { timeout: 30_000 });
  // No click, no request of the candidate's: the panel opens at the instant, with the full time.
  await expect(questionHeading(page)).toHaveText(/ 1$/, { timeout: 40_000 });
  await expect(lobby).toBeHidden();
  await expect(page.getByText(/^(10:00|09:5\d)$/).first()).toBeVisible();
  expect(problems).toEqual([]);
});
