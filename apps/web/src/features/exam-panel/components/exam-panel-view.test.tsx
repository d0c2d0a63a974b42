import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAttempt, aPaper, aResumeWith, aSaveRecord } from '@/testing/exam-builders';
import { aStudent, storedResponse } from '@/testing/fixtures';
import { errorEnvelope, jsonResponse, logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { examFlow, PAPER, RESUME, SAVE, START, stubMatchMedia } from '@/testing/exam-panel-harness';
import { readEvents } from '../model/integrity-events';
import { putOutbox, readOutbox, type OutboxRecord } from '../model/outbox';
import { ExamPanelView } from './exam-panel-view';

const HEARTBEAT = 'POST /v2/api/cbt/student/attempt/heartbeat';

const paper = aPaper();

const attempt = (lastSeq = 0, fullscreen: 'required' | 'offered' | 'off' = 'off') =>
  anAttempt({ sessionId: 'session-2', lastSeq, fullscreen });

const unsent = (questionId: number, seq: number, answerId: number): OutboxRecord =>
  aSaveRecord({
    questionId,
    answerId,
    answerKeyId: 0,
    timeLeft: '59:00',
    timeLeftInMilliseconds: 3_540_000,
    sectionId: Math.floor(questionId / 100),
    action: 1,
    questionNo: questionId % 100,
    answered: 1,
    notVisited: 1,
    unanswered: 1,
    respOptionNo: answerId % 10,
    groupId: Math.floor(questionId / 100),
    seq,
  });

const flow = examFlow;
const REF = { studentId: 7, setId: 10, attemptNo: 1 };

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('ExamPanelView', () => {
  beforeEach(stubMatchMedia);

  it('without the flow state, says so and links to the exams instead of a blank page', () => {
    logIn(aStudent());
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: null });
    expect(screen.getByRole('heading', { name: 'No exam chosen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse exams' })).toHaveAttribute(
      'href',
      '/exam/list/',
    );
  });

  it('re-sends the kept answers in seq order with the new session before it resumes', async () => {
    logIn(aStudent());
    putOutbox(REF, unsent(201, 5, 2012));
    putOutbox(REF, unsent(101, 3, 1011));
    const calls: string[] = [];
    const saved: unknown[] = [];
    const fetchMock = mockApi({
      [START]: () => {
        calls.push('start');
        return attempt(2);
      },
      [SAVE]: ({ init }: { init: RequestInit }) => {
        const body = bodyOf(init);
        calls.push(`save ${String(body.seq)} ${String(body.sessionId)}`);
        saved.push({ ...storedResponse(body), timeLeftInMilliseconds: 3_535_000 });
        return { applied: true, seq: body.seq, timeLeftMs: 3_535_000, serverNow: 0 };
      },
      [RESUME]: () => {
        calls.push('resume');
        return aResumeWith(saved, 5);
      },
      [PAPER]: paper,
    });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });

    expect(await screen.findByRole('heading', { name: 'Question No. 3' })).toBeInTheDocument();
    expect(calls).toEqual(['start', 'save 3 session-2', 'save 5 session-2', 'resume']);
    expect(readOutbox(REF)).toEqual([]);
    expect(screen.getByRole('radio', { name: 'B. Option 2' })).toBeChecked();
    expect(screen.getByTestId('current-section')).toHaveTextContent('English');
    // The start asked for no attempt number: the flow state carried none.
    const startCall = fetchMock.mock.calls.find(([url]) => String(url).includes('attempt/start'));
    expect(bodyOf(startCall?.[1] ?? {})).toEqual({ setId: 10, withResponses: true });
  });

  it("'required' full screen covers the paper until the page is in full screen, and records leaving it", async () => {
    logIn(aStudent());
    let full: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => full });
    const request = vi.fn(() => {
      full = document.documentElement;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      configurable: true,
      value: request,
    });
    try {
      mockApi({ [START]: attempt(0, 'required'), [RESUME]: aResumeWith(), [PAPER]: paper });
      renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
      await screen.findByRole('heading', { name: 'This exam is taken in full screen' });
      expect(screen.queryByRole('heading', { name: /^Question No\./ })).toBeNull();
      expect(screen.getByTestId('time-left')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Enter full screen' }));
      expect(request).toHaveBeenCalled();
      expect(await screen.findByRole('heading', { name: 'Question No. 1' })).toBeInTheDocument();

      full = null;
      document.dispatchEvent(new Event('fullscreenchange'));
      expect(await screen.findByTestId('integrity-warning')).toHaveTextContent(
        /You left the exam screen at .+\. This is recorded\./,
      );
      expect(screen.getByRole('button', { name: 'Enter full screen' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /^Question No\./ })).toBeNull();
      expect(readEvents(REF)).toEqual([{ type: 'fullscreen-exit', at: expect.any(Number) }]);
    } finally {
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
      delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
    }
  });

  it("'offered' full screen: the paper is open and a control beside the clock enters it", async () => {
    logIn(aStudent());
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(document.documentElement, 'requestFullscreen', {
      configurable: true,
      value: request,
    });
    try {
      mockApi({ [START]: attempt(0, 'offered'), [RESUME]: aResumeWith(), [PAPER]: paper });
      renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
      await screen.findByRole('heading', { name: 'Question No. 1' });
      await userEvent.click(screen.getByRole('button', { name: 'Enter full screen' }));
      expect(request).toHaveBeenCalledTimes(1);
      expect(
        screen.queryByRole('heading', { name: 'This exam is taken in full screen' }),
      ).toBeNull();
    } finally {
      delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
    }
  });

  it('shows the candidate with a dash for the placeholder roll number, and no site chrome', async () => {
    logIn(aStudent({ rollNo: '123' }));
    mockApi({ [START]: attempt(), [RESUME]: aResumeWith(), [PAPER]: paper });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    await screen.findByRole('heading', { name: 'Question No. 1' });
    expect(screen.getByTestId('roll-no')).toHaveTextContent('—');
    expect(screen.getByRole('img', { name: 'Candidate photo' })).toBeInTheDocument();
  });

  it('a dropped connection during a save: a calm notice that the answer is kept', async () => {
    logIn(aStudent());
    mockApi({
      [START]: attempt(),
      [RESUME]: aResumeWith(),
      [PAPER]: paper,
      [SAVE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    await screen.findByRole('heading', { name: 'Question No. 1' });
    await userEvent.click(screen.getByRole('radio', { name: /Option 1/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    const notice = await screen.findByTestId('connection-notice');
    expect(notice).toHaveTextContent('Please check internet connection');
    expect(notice).toHaveTextContent('kept on this device');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readOutbox(REF)).toHaveLength(1);
  });

  it('a save answered 503 shows the message, does not advance and keeps the answer', async () => {
    logIn(aStudent());
    mockApi({
      [START]: attempt(),
      [SAVE]: jsonResponse(
        errorEnvelope(503, 'UNAVAILABLE', 'The service is busy. Try again.'),
        503,
        'Service Unavailable',
      ),
      [RESUME]: aResumeWith(),
      [PAPER]: paper,
    });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Question No. 1' });
    await user.click(screen.getByRole('radio', { name: 'A. Option 1' }));
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check internet connection');
    expect(screen.getByRole('heading', { name: 'Question No. 1' })).toBeInTheDocument();
    const palette = screen.getByRole('group', { name: 'Questions of Reasoning' });
    expect(
      within(palette).getByRole('button', { name: 'Question 1: Answered, not saved yet' }),
    ).toBeInTheDocument();
    expect(readOutbox(REF)).toMatchObject([
      { questionId: 101, answerId: 1011, action: 1, respOptionNo: 1, seq: 1, attemptNo: 1 },
    ]);
  });

  it('a save answered 410 (time over) goes to the result with the set and attempt', async () => {
    logIn(aStudent());
    mockApi({
      [START]: attempt(),
      [SAVE]: jsonResponse(errorEnvelope(410, 'ATTEMPT_CLOSED', 'Time over'), 410),
      [RESUME]: aResumeWith(),
      [PAPER]: paper,
    });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Question No. 1' });
    await user.click(screen.getByRole('button', { name: 'Mark for Review' }));
    await vi.waitFor(() =>
      expect(currentLocation(screen.getByTestId('location'))).toMatchObject({
        path: '/submitexam',
        state: { attemptNo: 1, setData: { examSetId: 10 } },
      }),
    );
    expect(readOutbox(REF)).toEqual([]);
  });
  it("sends a heartbeat every 15 s, follows the server's time left, and leaves when it is submitted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      logIn(aStudent());
      const beats = [
        { status: 'open', submitReason: null, timeLeftMs: 1_200_000, serverNow: 0 },
        { status: 'submitted', submitReason: 'time-over', timeLeftMs: 0, serverNow: 0 },
      ];
      const sent: unknown[] = [];
      mockApi({
        [START]: attempt(),
        [RESUME]: aResumeWith(),
        [PAPER]: paper,
        [HEARTBEAT]: ({ init }: { init: RequestInit }) => {
          sent.push(bodyOf(init));
          return beats.shift();
        },
      });
      renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
      await screen.findByRole('heading', { name: 'Question No. 1' });
      expect(screen.getByTestId('time-left')).toHaveTextContent(/^58:5\d$/);
      await vi.advanceTimersByTimeAsync(15_000);
      await vi.waitFor(() => expect(screen.getByTestId('time-left')).toHaveTextContent('20:00'));
      expect(sent).toEqual([
        {
          setId: 10,
          attemptNo: 1,
          sessionId: 'session-2',
          currentQuestionId: 101,
          visitedQuestionIds: [101],
        },
      ]);
      await vi.advanceTimersByTimeAsync(15_000);
      await vi.waitFor(() =>
        expect(currentLocation(screen.getByTestId('location')).path).toBe('/submitexam'),
      );
    } finally {
      vi.useRealTimers();
    }
  });
  it('an attempt number already submitted offers its result or a new attempt, never starting one itself', async () => {
    logIn(aStudent());
    const starts: unknown[] = [];
    mockApi({
      [START]: ({ init }: { init: RequestInit }) => {
        const body = bodyOf(init);
        starts.push(body);
        return body.attemptNo === 1
          ? jsonResponse(errorEnvelope(410, 'ATTEMPT_CLOSED', 'Submitted'), 410)
          : { ...attempt(), attemptNo: 2 };
      },
      [RESUME]: { ...aResumeWith(), attempt: { ...aResumeWith().attempt, attemptNo: 2 } },
      [PAPER]: paper,
    });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: { ...flow, attemptNo: 1 } });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Attempt already submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Attempt 1 of Mock Test 1 is already submitted.')).toBeInTheDocument();
    expect(starts).toEqual([{ setId: 10, attemptNo: 1, withResponses: true }]);

    await user.click(screen.getByRole('button', { name: 'Start a new attempt' }));
    await screen.findByRole('heading', { name: 'Question No. 1' });
    expect(starts).toEqual([
      { setId: 10, attemptNo: 1, withResponses: true },
      { setId: 10, withResponses: true },
    ]);
    await vi.waitFor(() =>
      expect(currentLocation(screen.getByTestId('location')).state).toMatchObject({
        attemptNo: 2,
      }),
    );
  });
});
