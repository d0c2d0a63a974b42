import type { TIntegrityEvent } from '@exam/contracts/attempts/entities';
import { storage } from '@/lib/storage';
import type { AttemptRef } from './outbox';

/**
 * Leaving full screen, hiding the tab, leaving the window and reloading, with their times: kept on
 * this device until a heartbeat carries them to the server (decision 011), so a failed heartbeat or
 * a reload loses none.
 */
export type IntegrityEvent = TIntegrityEvent;

const TYPES = new Set<string>(['fullscreen-exit', 'tab-hidden', 'window-blur', 'reload']);
/** The heartbeat carries at most 100 (the contract's limit). */
export const EVENTS_PER_BEAT = 100;

export const eventsKey = ({ studentId, setId, attemptNo }: AttemptRef) =>
  `examPanel.v1.events.${studentId}.${setId}.${attemptNo}`;

export function readEvents(ref: AttemptRef): IntegrityEvent[] {
  const text = storage.get(eventsKey(ref));
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is IntegrityEvent =>
        typeof e === 'object' &&
        e !== null &&
        TYPES.has((e as IntegrityEvent).type) &&
        Number.isInteger((e as IntegrityEvent).at) &&
        (e as IntegrityEvent).at >= 0,
    );
  } catch {
    return [];
  }
}

const write = (ref: AttemptRef, events: IntegrityEvent[]) =>
  events.length === 0
    ? storage.remove(eventsKey(ref))
    : storage.set(eventsKey(ref), JSON.stringify(events));

export const addEvent = (ref: AttemptRef, event: IntegrityEvent) =>
  write(ref, [...readEvents(ref), event]);

/** The events the next heartbeat carries, oldest first. */
export const eventsToSend = (ref: AttemptRef) => readEvents(ref).slice(0, EVENTS_PER_BEAT);

/** Forgets the events a heartbeat delivered (those recorded meanwhile stay). */
export function forgetSentEvents(ref: AttemptRef, sent: IntegrityEvent[]) {
  const left = [...readEvents(ref)];
  for (const event of sent) {
    const i = left.findIndex((e) => e.type === event.type && e.at === event.at);
    if (i >= 0) left.splice(i, 1);
  }
  write(ref, left);
}

export const clearEvents = (ref: AttemptRef) => storage.remove(eventsKey(ref));

const OPEN_PREFIX = 'examPanel.v1.open';
let openedInThisPage = false;

/**
 * True when this tab had the attempt's panel open before this page loaded: a reload (or the tab
 * coming back to it). sessionStorage lives per tab, across reloads.
 */
export function wasReloaded(ref: AttemptRef): boolean {
  const key = `${OPEN_PREFIX}.${ref.studentId}.${ref.setId}.${ref.attemptNo}`;
  let before = false;
  try {
    before = window.sessionStorage.getItem(key) === '1' && !openedInThisPage;
    window.sessionStorage.setItem(key, '1');
  } catch {
    return false;
  }
  openedInThisPage = true;
  return before;
}
