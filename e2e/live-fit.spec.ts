import { expect, test, type APIRequestContext } from '@playwright/test';
import { asStaff, bankQuestionIds, publishMock } from './staff-api.ts';
import {
  registerStudent,
  shootBothLanguages,
  staffLogIn,
  studentCall,
  watchConsole,
  type E2eStudent,
} from './support.ts';

const HOUR = 3_600_000;
const SHOTS = '/tmp/shots-sitting-ops';

/** Starts the student's attempt and reports what an invigilator would note, as the panel does. */
async function startWithWarnings(request: APIRequestContext, student: E2eStudent, setId: number) {
  const started = await studentCall(request, student, '/v2/api/cbt/student/attempt/start', {
    setId,
  });
  expect(started.status).toBe(200);
  const { attemptNo, sessionId } = started.body.response as {
    attemptNo: number;
    sessionId: string;
  };
  const at = Date.now();
  const beat = await studentCall(request, student, '/v2/api/cbt/student/attempt/heartbeat', {
    setId,
    attemptNo,
    sessionId,
    events: [
      { type: 'fullscreen-exit', at },
      { type: 'fullscreen-exit', at: at + 1 },
      { type: 'reload', at: at + 2 },
    ],
  });
  expect(beat.status).toBe(200);
}

test('live monitoring fits 1366 px: warnings in words, Extra time and Force submit in view; extra time confirmed', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const staff = await asStaff(request);
  const questionIds = await bankQuestionIds(staff, 3);
  const set = await publishMock(staff, {
    nameEn: `Live fit mock ${Date.now().toString(36)}`,
    nameHi: 'लाइव मॉक',
    durationMinutes: 30,
    sections: [
      {
        nameEn: 'General',
        nameHi: 'सामान्य',
        marksPerQuestion: 1,
        questions: questionIds.map((bankQuestionId) => ({ bankQuestionId })),
      },
    ],
  });
  const writers = [
    await registerStudent(request, 'Aishwarya Lakshmi Venkataraman'),
    await registerStudent(request, 'Mohammed Abdul Rahman Siddiqui'),
  ];
  const waiting = await registerStudent(request, 'Kavya Sharma');
  const window = await staff.post('/v2/api/admin/schedules', {
    setId: set.id,
    opensAt: new Date(Date.now() - HOUR).toISOString(),
    closesAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    audience: {
      kind: 'students',
      studentIds: [...writers, waiting].map((s) => s.details.studentId),
    },
  });
  for (const student of writers) await startWithWarnings(request, student, set.id);

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`/admin/schedules/${window.id}/live`);
  await staffLogIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Live monitoring' })).toBeVisible({
    timeout: 30_000,
  });
  const row = page.getByRole('row').filter({ hasText: 'Aishwarya Lakshmi Venkataraman' });
  await expect(row).toContainText('In exam');
  await expect(row.getByTestId('live-warning-words')).toHaveText(
    'left full screen 2×, reloaded 1×',
  );

  // Nothing scrolls sideways: the table fits its frame, and both actions are on screen.
  const table = page.getByRole('table', { name: 'Students of the exam and where each one is' });
  const fit = await table.evaluate((el) => ({
    table: el.scrollWidth,
    scroll: el.parentElement?.scrollWidth ?? Infinity,
    client: el.parentElement?.clientWidth ?? 0,
  }));
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);
  expect(fit.table).toBeLessThanOrEqual(fit.client);
  for (const name of ['Force submit the exam of', 'Extra time for']) {
    const button = row.getByRole('button', { name: new RegExp(`^${name}`) });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = await button.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
  }
  await shootBothLanguages(page, `${SHOTS}/live`);

  // Extra time from the live page, confirmed with what it gave.
  await row.getByRole('button', { name: 'Extra time for Aishwarya Lakshmi Venkataraman' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Minutes').fill('15');
  await dialog.getByLabel(/^Reason/).fill('Power cut in lab 2');
  await page.screenshot({ path: `${SHOTS}/live-extra-time-1366-en.png` });
  await dialog.getByRole('button', { name: 'Give extra time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gave 15 more minutes' })).toHaveText(
    /Gave 15 more minutes to Aishwarya Lakshmi Venkataraman: 4\d:\d\d left now\./,
  );
  await expect(row).toContainText('+15 min extra');
  expect(problems).toEqual([]);
});
