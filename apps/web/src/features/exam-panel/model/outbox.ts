import type { TSaveResponseRequest } from '@exam/contracts/attempts/save-response';
import { storage } from '@/lib/storage';

/**
 * Answers not yet acknowledged by the server, kept in localStorage per attempt (DESIGN.md §6): an
 * answer survives a failed save, a closed tab or a crash, and is re-sent in seq order before the
 * panel resumes. The record is sent without the session it was pressed in (a reload starts a new
 * session) but kept with it, `pressedIn`: a session sends only its own records, and adopts those
 * of earlier sessions once, when it boots (decision 011, the takeover rule).
 */
export type OutboxRecord = Omit<TSaveResponseRequest, 'sessionId'> & { pressedIn?: string };

export interface AttemptRef {
  studentId: number;
  setId: number;
  attemptNo: number;
}

const PREFIX = 'examPanel.v1';

export const outboxKey = ({ studentId, setId, attemptNo }: AttemptRef) =>
  `${PREFIX}.outbox.${studentId}.${setId}.${attemptNo}`;

export const viewKey = ({ studentId, setId, attemptNo }: AttemptRef) =>
  `${PREFIX}.view.${studentId}.${setId}.${attemptNo}`;

function isRecord(value: unknown): value is OutboxRecord {
  if (value === null || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.seq === 'number' &&
    typeof r.questionId === 'number' &&
    typeof r.action === 'number' &&
    typeof r.answerId === 'number'
  );
}

function readAll(ref: AttemptRef): OutboxRecord[] {
  const text = storage.get(outboxKey(ref));
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isRecord).sort((a, b) => a.seq - b.seq) : [];
  } catch {
    return [];
  }
}

/**
 * The attempt's unsent records, oldest seq first (anything unreadable is ignored); given a
 * session, only the records pressed in it.
 */
export function readOutbox(ref: AttemptRef, sessionId?: string): OutboxRecord[] {
  const all = readAll(ref);
  return sessionId === undefined ? all : all.filter((r) => r.pressedIn === sessionId);
}

function write(ref: AttemptRef, records: OutboxRecord[]) {
  if (records.length === 0) storage.remove(outboxKey(ref));
  else storage.set(outboxKey(ref), JSON.stringify(records));
}

/**
 * Keeps a record until it is acknowledged. A newer record of the same question replaces an older
 * one: the server stores only the latest seq of a question, so the older one would change nothing.
 */
export function putOutbox(ref: AttemptRef, record: OutboxRecord, sessionId?: string) {
  const pressed: OutboxRecord =
    sessionId === undefined ? record : { ...record, pressedIn: sessionId };
  const same = (r: OutboxRecord) =>
    r.questionId === pressed.questionId && r.pressedIn === pressed.pressedIn;
  const kept = readAll(ref).filter((r) => !same(r) || r.seq > pressed.seq);
  const replacedByNewer = kept.some(same);
  write(ref, replacedByNewer ? kept : [...kept, pressed].sort((a, b) => a.seq - b.seq));
}

/**
 * A new session's boot: the records left by earlier sessions (a reload, a closed tab, a tab taken
 * over before it pressed anything more) become this session's, the latest of a question winning.
 * Records written later under another session are never adopted: that session lost the exam.
 */
export function adoptOutbox(ref: AttemptRef, sessionId: string) {
  const latest = new Map<number, OutboxRecord>();
  for (const r of readAll(ref)) {
    const held = latest.get(r.questionId);
    if (!held || held.seq <= r.seq) latest.set(r.questionId, { ...r, pressedIn: sessionId });
  }
  write(
    ref,
    [...latest.values()].sort((a, b) => a.seq - b.seq),
  );
}

/** Forgets a record once the server acknowledged it (or refused it for good). */
export function removeFromOutbox(ref: AttemptRef, seq: number, sessionId?: string) {
  const records = readAll(ref);
  const next = records.filter(
    (r) => r.seq !== seq || (sessionId !== undefined && r.pressedIn !== sessionId),
  );
  if (next.length !== records.length) write(ref, next);
}

export const clearOutbox = (ref: AttemptRef) => storage.remove(outboxKey(ref));
