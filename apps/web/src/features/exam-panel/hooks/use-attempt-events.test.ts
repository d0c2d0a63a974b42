import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_AFTER_MS, readEvents, useAttemptEvents } from './use-attempt-events';

const REF = { studentId: 7, setId: 10, attemptNo: 1 };
const EVENTS = '/v2/api/cbt/student/attempt/events';

/** A stream the test writes to, as the server would. */
function serverStream() {
  let push: (text: string) => void = () => {};
  let end: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream' },
  });
  return { response, push: (text: string) => push(text), end: () => end() };
}

const urlOf = (call: unknown[]) => String(call[0]);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('readEvents', () => {
  it('reads the event names of whole blocks and keeps the rest', () => {
    expect(
      readEvents(': open\n\nevent: changed\ndata: {"reason":"extra-time"}\n\nevent: cha'),
    ).toEqual({ events: ['changed'], rest: 'event: cha' });
    expect(readEvents('event: changed\r\ndata: {}\r\n\r\n').events).toEqual(['changed']);
  });
});

describe('useAttemptEvents', () => {
  it('opens the stream only OPEN_AFTER_MS after the panel, leaving the load to the paper', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async () => serverStream().response);
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderHook(() =>
      useAttemptEvents({ ref: REF, stopped: { current: false }, onChange: vi.fn() }),
    );
    await vi.advanceTimersByTimeAsync(OPEN_AFTER_MS - 100);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
    vi.useRealTimers();
  });

  it('runs the heartbeat at once on a changed event, with the student headers', async () => {
    const server = serverStream();
    const fetchMock = vi.fn(async () => server.response);
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    const { unmount } = renderHook(() =>
      useAttemptEvents({ openAfterMs: 0, ref: REF, stopped: { current: false }, onChange }),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(urlOf(fetchMock.mock.calls[0] as unknown[])).toBe(`${EVENTS}?setId=10&attemptNo=1`);
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(init.headers).toMatchObject({ Accept: 'text/event-stream' });
    expect(init.headers).toHaveProperty('X-Org-Token');

    server.push(': open\n\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onChange).not.toHaveBeenCalled();
    server.push('event: changed\ndata: {"reason":"force-submitted"}\n\n');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    unmount();
    expect((init.signal as AbortSignal).aborted).toBe(true);
  });

  it('opens again after the stream ends and runs one heartbeat then; stops once the sitting is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = serverStream();
    const second = serverStream();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(first.response)
      .mockResolvedValueOnce(second.response);
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    const stopped = { current: false };
    renderHook(() => useAttemptEvents({ openAfterMs: 0, ref: REF, stopped, onChange }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    first.end();
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));

    stopped.current = true;
    second.end();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops at a refusal: 404 without a heartbeat, 410 after one', async () => {
    for (const [status, beats] of [
      [404, 0],
      [410, 1],
    ] as const) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const fetchMock = vi.fn(async () => new Response('{}', { status }));
      vi.stubGlobal('fetch', fetchMock);
      const onChange = vi.fn();
      const { unmount } = renderHook(() =>
        useAttemptEvents({ openAfterMs: 0, ref: REF, stopped: { current: false }, onChange }),
      );
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledTimes(beats);
      unmount();
      vi.useRealTimers();
    }
  });
});
