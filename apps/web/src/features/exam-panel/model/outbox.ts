import type { TSaveResponseRequest } from '@exam/contracts/attempts/save-response';
import { storage } from '@/lib/storage';

/**
 * Answers not yet acknowledged by the server, kept in localStorage per attempt (DESIGN.md §6): an
 * answer survives a failed save, a closed tab or a crash, and is re-sent in seq order before the
 * panel resumes. The record is kept without the sessionId: a reload starts a new session.
 */
export type OutboxRecord = Omit<TSaveResponseRequest, 'sessionId'>;

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

/** The attempt's unsent records, oldest seq first (anything unreadable is ignored). */
export function readOutbox(ref: AttemptRef): OutboxRecord[] {
  const text = storage.get(outboxKey(ref));
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isRecord).sort((a, b) => a.seq - b.seq) : [];
  } catch {
    return [];
  }
}

function write(ref: AttemptRef, records: OutboxRecord[]) {
  if (records.length === 0) storage.remove(outboxKey(ref));
  else storage.set(outboxKey(ref), JSON.stringify(records));
}

/**
 * Keeps a record until it is acknowledged. A newer record of the same question replaces an older
 * one: the server stores only the latest seq of a question, so the older one would change nothing.
 */
export function putOutbox(ref: AttemptRef, record: OutboxRecord) {
  const kept = readOutbox(ref).filter(
    (r) => r.questionId !== record.questionId || r.seq > record.seq,
  );
  const replacedByNewer = kept.some((r) => r.questionId === record.questionId);
  write(ref, replacedByNewer ? kept : [...kept, record].sort((a, b) => a.seq - b.seq));
}

/** Forgets a record once the server acknowledged it (or refused it for good). */
export function removeFromOutbox(ref: AttemptRef, seq: number) {
  const records = readOutbox(ref);
  const next = records.filter((r) => r.seq !== seq);
  if (next.length !== records.length) write(ref, next);
}

export const clearOutbox = (ref: AttemptRef) => storage.remove(outboxKey(ref));
