import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPaper, aResume, aSaveRecord, anAttempt } from '@/testing/exam-builders';
import { errorEnvelope, jsonResponse, mockApi } from '@/testing/mock-api';
import { FORCE_SUBMITTED_MESSAGE } from '@exam/contracts/attempts/entities';
import { HEARTBEAT_MS } from '../model/attempt-codes';
import { putOutbox, readOutbox, type OutboxRecord } from '../model/outbox';
import { statusOf } from '../model/panel-machine';
import { readView } from '../model/view-memory';
import { useExamController } from './use-exam-controller';
import { OPEN_AFTER_MS } from './use-attempt-events';

const SAVE = 'POST /v2/api/cbt/student/save/response';
const HEARTBEAT = 'POST /v2/api/cbt/student/attempt/heartbeat';
const SUBMIT = 'POST /v2/api/cbt/student/submit';
const EVENTS = 'GET /v2/api/cbt/student/attempt/events';
const REF = { studentId: 7, setId: 10, attemptNo: 1 };
const SESSION = 'session-1';

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const acked = ({ init }: { init: RequestInit }) => ({
  applied: true,
  seq: bodyOf(init).seq,
  timeLeftMs: 3_500_000,
  serverNow: 0,
});
const open = { timeLeftMs: 3_500_000, status: 'open', submitReason: null, serverNow: 0 };
const submitted = {
  attemptNo: 1,
  status: 'submitted',
  submittedAt: '2026-11-28T01:00:00.000Z',
  reason: 'submitted',
};
const refused = (statusCode: number, code: string) =>
  jsonResponse(errorEnvelope(statusCode, code, code), statusCode);
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

/** Calls made so far, as "METHOD /path". */
const callsOf = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(
    ([url, init]) => `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`,
  );

function start({ unsent = [] as OutboxRecord[], timeLeftMs = 3_530_000 } = {}) {
  const onClosed = vi.fn();
  const onTakenOver = vi.fn();
  const hook = renderHook(() =>
    useExamController({
      paper: aPaper(),
      attempt: anAttempt({ sessionId: SESSION }),
      resume: aResume({ timeLeftMs }),
      ref: REF,
      unsent,
      student: { orgId: 1, instituteId: 1, studentId: 7 },
      onClosed,
      onTakenOver,
    }),
  );
  return { ...hook, onClosed, onTakenOver };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useExamController', () => {
  it('Save & Next sends the chosen option, marks the question answered once acknowledged and moves on', async () => {
    const fetchMock = mockApi({ [SAVE]: acked, [HEARTBEAT]: open });
    const { result } = start();

    act(() => result.current.dispatch({ type: 'select', optionId: 1012 }));
    act(() => result.current.save('saveNext'));

    await waitFor(() => expect(result.current.state.pending).toBeNull());
    const save = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(save?.[1] ?? {})).toMatchObject({ questionId: 101, answerId: 1012, seq: 1 });
    expect(statusOf(result.current.state, 101)).toBe(1);
    expect(result.current.state.currentId).toBe(102);
    expect(readOutbox(REF, SESSION)).toEqual([]);
    expect(result.current.message).toBeNull();
  });

  it('keeps an answer the network did not take in the outbox and says the connection dropped', async () => {
    mockApi({ [SAVE]: networkDown, [HEARTBEAT]: networkDown });
    const { result, onClosed } = start();

    act(() => result.current.dispatch({ type: 'select', optionId: 1011 }));
    act(() => result.current.save('saveNext'));

    await waitFor(() => expect(result.current.message).toEqual({ key: 'offline' }));
    expect(readOutbox(REF, SESSION)).toMatchObject([{ questionId: 101, answerId: 1011 }]);
    expect(result.current.state.currentId).toBe(101);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('stops at a save refused as taken over by another tab, and sends nothing after it', async () => {
    const fetchMock = mockApi({
      [SAVE]: () => refused(409, 'SESSION_TAKEN_OVER'),
      [HEARTBEAT]: open,
    });
    const { result, onTakenOver, onClosed } = start();

    act(() => result.current.dispatch({ type: 'select', optionId: 1011 }));
    act(() => result.current.save('saveNext'));
    await waitFor(() => expect(onTakenOver).toHaveBeenCalledTimes(1));

    const before = fetchMock.mock.calls.length;
    act(() => result.current.dispatch({ type: 'goTo', questionId: 102 }));
    act(() => result.current.dispatch({ type: 'select', optionId: 1021 }));
    act(() => result.current.save('saveNext'));
    await act(() => result.current.submit());
    expect(fetchMock.mock.calls.length).toBe(before);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('Submit sends the unsent answers first, then submits, forgets what this device kept and closes', async () => {
    const kept = aSaveRecord({ questionId: 102, questionNo: 2, answerId: 1022, action: 1, seq: 1 });
    putOutbox(REF, kept, SESSION);
    const fetchMock = mockApi({ [SAVE]: acked, [HEARTBEAT]: open, [SUBMIT]: submitted });
    const { result, onClosed } = start({ unsent: [kept] });

    await act(() => result.current.submit());

    // The heartbeat and the event stream (opened at the start) aside.
    expect(callsOf(fetchMock).filter((call) => call !== HEARTBEAT && call !== EVENTS)).toEqual([
      SAVE,
      SUBMIT,
    ]);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(readOutbox(REF, SESSION)).toEqual([]);
    expect(readView(REF)).toBeNull();
    expect(result.current.submitting).toBe(false);
  });

  it('does not submit while an answer cannot be sent, and keeps the sitting open', async () => {
    const kept = aSaveRecord({ questionId: 102, questionNo: 2, answerId: 1022, action: 1, seq: 1 });
    putOutbox(REF, kept, SESSION);
    const fetchMock = mockApi({ [SAVE]: networkDown, [HEARTBEAT]: open, [SUBMIT]: submitted });
    const { result, onClosed } = start({ unsent: [kept] });

    await act(() => result.current.submit());

    expect(callsOf(fetchMock)).not.toContain(SUBMIT);
    expect(result.current.message).toEqual({ key: 'offline' });
    expect(onClosed).not.toHaveBeenCalled();
    expect(readOutbox(REF, SESSION)).toHaveLength(1);
  });

  it('ends the sitting when a heartbeat finds the attempt submitted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      [HEARTBEAT]: { ...open, status: 'submitted', submitReason: 'force-submitted' },
    });
    const { onClosed } = start();

    await act(() => vi.advanceTimersByTimeAsync(HEARTBEAT_MS));

    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(onClosed).toHaveBeenCalledWith(true);
    expect(callsOf(fetchMock)).toContain(HEARTBEAT);
    expect(readView(REF)).toBeNull();
  });

  it('asks the server at once when the student comes back to the exam screen', async () => {
    const fetchMock = mockApi({
      [HEARTBEAT]: { ...open, status: 'submitted', submitReason: 'force-submitted' },
    });
    const { onClosed } = start();

    act(() => void window.dispatchEvent(new Event('focus')));

    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
    expect(callsOf(fetchMock).filter((call) => call === HEARTBEAT)).toHaveLength(1);
  });

  it('runs the heartbeat at once when the server pushes a change, and ends the sitting force-submitted', async () => {
    let push: (text: string) => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    const fetchMock = mockApi({
      [EVENTS]: new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } }),
      [HEARTBEAT]: { ...open, status: 'submitted', submitReason: 'force-submitted' },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { onClosed } = start();
    // The stream opens OPEN_AFTER_MS after the panel (before the first 15 s heartbeat).
    await vi.advanceTimersByTimeAsync(OPEN_AFTER_MS);
    await waitFor(() => expect(callsOf(fetchMock)).toContain(EVENTS));
    push(': open\n\n');
    expect(callsOf(fetchMock)).not.toContain(HEARTBEAT);

    // No timer advanced, nothing done by the student: the event alone asks the server.
    push('event: changed\ndata: {"reason":"force-submitted"}\n\n');
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
    expect(callsOf(fetchMock).filter((call) => call === HEARTBEAT)).toHaveLength(1);
  });

  it('tells a save refused because the invigilator submitted apart from an ordinary close', async () => {
    mockApi({
      [SAVE]: jsonResponse(errorEnvelope(410, 'ATTEMPT_CLOSED', FORCE_SUBMITTED_MESSAGE), 410),
      [HEARTBEAT]: open,
    });
    const { result, onClosed } = start();

    act(() => result.current.dispatch({ type: 'select', optionId: 1012 }));
    act(() => result.current.save('saveNext'));

    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(true));
  });

  it('closes without the invigilator notice when a save finds the time over', async () => {
    mockApi({ [SAVE]: refused(410, 'ATTEMPT_CLOSED'), [HEARTBEAT]: open });
    const { result, onClosed } = start();

    act(() => result.current.dispatch({ type: 'select', optionId: 1012 }));
    act(() => result.current.save('saveNext'));

    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(false));
  });

  it('submits and closes when the countdown runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ [HEARTBEAT]: open, [SUBMIT]: submitted });
    const { result, onClosed } = start({ timeLeftMs: 2_000 });

    await act(() => vi.advanceTimersByTimeAsync(3_000));

    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(callsOf(fetchMock)).toContain(SUBMIT);
    expect(result.current.countdown.leftMs).toBe(0);
  });

  it('records leaving the exam screen and shows it until dismissed', () => {
    mockApi({ [HEARTBEAT]: open });
    const { result } = start();

    act(() => result.current.recordEvent('tab-hidden', 1_000));
    expect(result.current.warning).toEqual({ type: 'tab-hidden', at: 1_000 });
    act(() => result.current.dismissWarning());
    expect(result.current.warning).toBeNull();
  });
});
