import { useEffect, useRef } from 'react';
import { API } from '@exam/contracts/api';
import { ATTEMPT_CHANGED_EVENT } from '@exam/contracts/attempts/messages';
import { headersFor } from '@/lib/api-client';
import type { AttemptRef } from '../model/outbox';

/** Waits before opening the stream again after it failed or ended: 1 s, 2 s, 5 s, 10 s, then 30 s. */
export const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/**
 * The stream opens this long after the panel does: the first seconds of a load on a phone belong to
 * the paper (over HTTP/1.1 a held request takes one of the browser's six connections), and a load
 * measured until the network is quiet (Lighthouse) ends first. The heartbeat covers the gap.
 */
export const OPEN_AFTER_MS = 10_000;

interface AttemptEventsInput {
  ref: AttemptRef;
  stopped: { readonly current: boolean };
  /** Staff changed the attempt (or the stream was away a while): ask the server now. */
  onChange: () => void;
  openAfterMs?: number;
}

/** The names of the events of the text read so far; what follows the last blank line is kept. */
export function readEvents(buffer: string): { events: string[]; rest: string } {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const line = block.split(/\r?\n/).find((l) => l.startsWith('event:'));
    return line ? [line.slice('event:'.length).trim()] : [];
  });
  return { events, rest };
}

/**
 * The panel's push (decision 064): a GET text/event-stream held open while the sitting runs,
 * from OPEN_AFTER_MS after the panel opens.
 * Each `changed` event runs the heartbeat at once, which ends the sitting or syncs the countdown
 * as it always does; the stream carries nothing else. fetch() and its reader rather than
 * EventSource, which cannot send the student's headers. When the stream drops it opens again after
 * RECONNECT_MS and runs one heartbeat (an event may have been missed); a refusal (4xx) ends it,
 * a 410 after one heartbeat that tells how the attempt closed. The 15 s heartbeat stays the fallback.
 */
export function useAttemptEvents({
  ref,
  stopped,
  onChange,
  openAfterMs = OPEN_AFTER_MS,
}: AttemptEventsInput) {
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let timer: number | undefined;
    let failures = 0;
    const over = () => signal.aborted || stopped.current;
    const url =
      `${API.attemptEvents.path}?setId=${encodeURIComponent(ref.setId)}` +
      `&attemptNo=${encodeURIComponent(ref.attemptNo)}`;

    async function follow(again: boolean) {
      if (over()) return;
      try {
        const res = await fetch(url, {
          headers: { ...headersFor({ student: true }), Accept: 'text/event-stream' },
          cache: 'no-store',
          signal,
        });
        if (res.status >= 400 && res.status < 500) {
          if (res.status === 410 && !over()) changed.current();
          return;
        }
        if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
        failures = 0;
        if (again && !over()) changed.current();
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done || over()) break;
          const read = readEvents(buffer + decoder.decode(value, { stream: true }));
          buffer = read.rest;
          if (read.events.includes(ATTEMPT_CHANGED_EVENT)) changed.current();
        }
      } catch {
        // A network failure or the end of the panel: tried again below unless it is over.
      }
      if (over()) return;
      const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
      failures++;
      timer = window.setTimeout(() => void follow(true), wait);
    }

    timer = window.setTimeout(() => void follow(false), openAfterMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [ref, stopped, openAfterMs]);
}
