import type { TLiveMonitor, TLiveRow } from '@exam/contracts/admin/live-entities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { getLive } from '../api/get-live';
import LivePage from './live-page';

const NOW = Date.parse('2026-11-25T05:00:00.000Z');

const row = (over: Partial<TLiveRow>): TLiveRow => ({
  studentId: 1,
  rollNo: '1001',
  name: 'Asha Verma',
  studentClass: 10,
  studentSection: 'A',
  centreId: 3,
  centreName: 'Govt. School Centre',
  state: 'not-started',
  attemptId: null,
  attemptNo: null,
  startedAt: null,
  lastSeenAt: null,
  submittedAt: null,
  answered: 0,
  timeLeftMs: null,
  clockRunning: false,
  clockRule: null,
  extraMs: 0,
  warnings: 0,
  ...over,
});

const MONITOR: TLiveMonitor = {
  setId: 9,
  setName: 'Class 10 Science',
  setNameHi: 'कक्षा 10 विज्ञान',
  scheduleId: 5,
  opensAt: '2026-11-25T04:30:00.000Z',
  closesAt: '2026-11-25T06:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  totalQuestions: 10,
  serverNow: NOW,
  counts: {
    audience: 3,
    notStarted: 1,
    inExam: 1,
    submitted: 1,
    autoSubmitted: 0,
    forceSubmitted: 0,
  },
  items: [
    row({}),
    row({
      studentId: 2,
      rollNo: '1002',
      name: 'Ravi Kumar',
      state: 'in-exam',
      attemptId: 44,
      attemptNo: 1,
      lastSeenAt: new Date(NOW - 120_000).toISOString(),
      answered: 3,
      timeLeftMs: 45 * 60_000,
      clockRunning: false,
      clockRule: 'pause-on-silence',
      extraMs: 600_000,
      warnings: 3,
      warningKinds: { 'fullscreen-exit': 2, reload: 1 },
    }),
    row({
      studentId: 3,
      rollNo: '1003',
      name: 'Meena Devi',
      studentSection: 'B',
      state: 'submitted',
      attemptId: 45,
      attemptNo: 1,
      lastSeenAt: new Date(NOW - 600_000).toISOString(),
      answered: 10,
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 200,
};

afterEach(() => void i18n.changeLanguage('en'));

const withEtag = (monitor: TLiveMonitor, etag: string) =>
  new Response(JSON.stringify({ statusCode: 200, status: 1, errors: [], response: monitor }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: etag },
  });

describe('/admin/schedules/:id/live', () => {
  it('shows the counts per state and each student with state, last seen, answered, time left and warnings', async () => {
    mockApi({ 'GET /v2/api/admin/schedules/5/live': () => withEtag(MONITOR, 'W/"a"') });
    renderWithApp(<LivePage kind="schedule" />, {
      route: '/admin/schedules/5/live',
      path: '/admin/schedules/:id/live',
    });
    expect(await screen.findByRole('heading', { name: 'Live monitoring' })).toBeInTheDocument();
    expect(screen.getByText('Class 10 Science')).toBeInTheDocument();
    expect(screen.getByTestId('live-count-audience')).toHaveTextContent('Students3');
    expect(screen.getByTestId('live-count-not-started')).toHaveTextContent('Not started1');
    expect(screen.getByTestId('live-count-in-exam')).toHaveTextContent('In exam1');
    expect(screen.getByTestId('live-count-submitted')).toHaveTextContent('Submitted1');
    expect(screen.getByTestId('live-count-auto-submitted')).toHaveTextContent('Auto-submitted0');
    expect(screen.getByTestId('live-updated')).toHaveTextContent(/Updated .+ IST/);

    const writing = screen.getByTestId('live-row-2');
    expect(writing).toHaveTextContent('1002');
    expect(writing).toHaveTextContent('Ravi Kumar');
    expect(writing).toHaveTextContent('10-A');
    expect(writing).toHaveTextContent('Govt. School Centre');
    expect(writing).toHaveTextContent('In exam');
    expect(writing).toHaveTextContent('3/10');
    expect(writing).toHaveTextContent('45:00');
    expect(writing).toHaveTextContent('+10 min extra');
    expect(writing).toHaveTextContent(/2 min\.? ago/);
    expect(within(writing).getByText('3')).toHaveClass('badge');
    expect(within(writing).getByTestId('live-warning-words')).toHaveTextContent(
      'left full screen 2×, reloaded 1×',
    );
    expect(within(writing).getByRole('button', { name: /Force submit/ })).toBeInTheDocument();

    const waiting = screen.getByTestId('live-row-1');
    expect(waiting).toHaveTextContent('Not started');
    expect(within(waiting).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('live-row-3')).toHaveTextContent('10/10');
  });

  it('lists one state when its card is chosen', async () => {
    const fetch = mockApi({ 'GET /v2/api/admin/schedules/5/live': MONITOR });
    const user = userEvent.setup();
    renderWithApp(<LivePage kind="schedule" />, {
      route: '/admin/schedules/5/live',
      path: '/admin/schedules/:id/live',
    });
    await user.click(await screen.findByTestId('live-count-in-exam'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('state=in-exam'))).toBe(true),
    );
    expect(screen.getByTestId('live-count-in-exam')).toHaveAttribute('aria-pressed', 'true');
  });

  it('force-submits with a reason after confirming, and says so', async () => {
    const fetch = mockApi({
      'GET /v2/api/admin/schedules/5/live': MONITOR,
      'POST /v2/api/admin/attempts/44/force-submit': {
        attemptId: 44,
        status: 'submitted',
        submitReason: 'force-submitted',
        submittedAt: new Date(NOW).toISOString(),
        score: 4,
      },
    });
    const user = userEvent.setup();
    renderWithApp(<LivePage kind="schedule" />, {
      route: '/admin/schedules/5/live',
      path: '/admin/schedules/:id/live',
    });
    const writing = await screen.findByTestId('live-row-2');
    await user.click(within(writing).getByRole('button', { name: /Force submit/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ravi Kumar (roll no. 1002)');
    await user.click(within(dialog).getByRole('button', { name: 'Force submit' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Phone found on the desk');
    await user.click(within(dialog).getByRole('button', { name: 'Force submit' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The exam of Ravi Kumar was submitted.'),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'Phone found on the desk' });
  });
  it('gives extra time from the live page and says what it gave', async () => {
    const fetch = mockApi({
      'GET /v2/api/admin/schedules/5/live': MONITOR,
      'POST /v2/api/admin/attempts/44/extra-time': {
        attemptId: 44,
        studentId: 2,
        studentName: 'Ravi Kumar',
        rollNo: '1002',
        attemptNo: 1,
        status: 'open',
        submitReason: null,
        startedAt: new Date(NOW - 600_000).toISOString(),
        submittedAt: null,
        timeLeftMs: 55 * 60_000,
        extraMs: 1_200_000,
        reopenCount: 0,
      },
    });
    const user = userEvent.setup();
    renderWithApp(<LivePage kind="schedule" />, {
      route: '/admin/schedules/5/live',
      path: '/admin/schedules/:id/live',
    });
    const writing = await screen.findByTestId('live-row-2');
    expect(within(screen.getByTestId('live-row-3')).queryByRole('button')).toBeNull();
    await user.click(within(writing).getByRole('button', { name: 'Extra time for Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Power cut in lab 2');
    await user.click(within(dialog).getByRole('button', { name: 'Give extra time' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Gave 10 more minutes to Ravi Kumar: 55:00 left now.',
      ),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      minutes: 10,
      reason: 'Power cut in lab 2',
    });
  });

  it('shows Hindi words for the warnings and the actions', async () => {
    mockApi({ 'GET /v2/api/admin/schedules/5/live': MONITOR });
    await i18n.changeLanguage('hi');
    renderWithApp(<LivePage kind="schedule" />, {
      route: '/admin/schedules/5/live',
      path: '/admin/schedules/:id/live',
    });
    const writing = await screen.findByTestId('live-row-2');
    expect(within(writing).getByTestId('live-warning-words')).toHaveTextContent('फ़ुल स्क्रीन');
    expect(
      within(writing).getByRole('button', { name: 'Ravi Kumar के लिए अतिरिक्त समय' }),
    ).toBeInTheDocument();
    expect(writing).toHaveTextContent('अनुक्रमांक 1002');
  });
});

describe('getLive', () => {
  it('sends the ETag back and keeps the earlier answer on 304', async () => {
    const fetch = mockApi({
      'GET /v2/api/admin/sets/9/live': ({ init }: { init: RequestInit }) =>
        (init.headers as Record<string, string>)['If-None-Match'] === 'W/"a"'
          ? new Response(null, { status: 304, headers: { ETag: 'W/"a"' } })
          : withEtag(MONITOR, 'W/"a"'),
    });
    const first = await getLive('set', 9, { page: 1 }, undefined);
    expect(first.etag).toBe('W/"a"');
    const second = await getLive('set', 9, { page: 1 }, first);
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
