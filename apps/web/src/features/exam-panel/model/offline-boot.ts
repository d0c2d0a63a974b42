import type {
  TAttemptResponses,
  TStoredResponse,
} from '@exam/contracts/attempts/get-attempt-responses';
import type { TSaveResponseResult } from '@exam/contracts/attempts/save-response';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { strictTimeLeftAt } from '@exam/core/clock';
import { isApiError } from '@/lib/api-client';
import { storage } from '@/lib/storage';
import type { AttemptRef, OutboxRecord } from './outbox';

/**
 * What entering the panel needs, kept on this device at every boot and every acknowledged save, so
 * a reload without the network can still open the exam (decision 013). The sessionId is the only
 * secret in it: the one this device started, which a start on any device replaces.
 */
export interface BootMemory {
  attempt: TAttempt;
  resume: TAttemptResponses;
  /** The server's clock at the last contact (epoch ms) and the time left it gave then. */
  serverNow: number;
  timeLeftMs: number;
  /** The server's clock minus this device's at that contact. */
  offsetMs: number;
}

const PREFIX = 'examPanel.v1.boot';

/** One per student and set: a boot may not know the attempt number before the server answers. */
export const bootKey = (studentId: number, setId: number) => `${PREFIX}.${studentId}.${setId}`;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isMemory(value: unknown): value is BootMemory {
  if (value === null || typeof value !== 'object') return false;
  const m = value as Partial<BootMemory>;
  return (
    isNumber(m.serverNow) &&
    isNumber(m.timeLeftMs) &&
    isNumber(m.offsetMs) &&
    typeof m.attempt?.sessionId === 'string' &&
    isNumber(m.attempt.attemptNo) &&
    isNumber(m.attempt.setId) &&
    typeof m.resume?.attempt === 'object' &&
    Array.isArray(m.resume.responses)
  );
}

export function readBootMemory(studentId: number, setId: number): BootMemory | null {
  const text = storage.get(bootKey(studentId, setId));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isMemory(value) ? value : null;
  } catch {
    return null;
  }
}

export const forgetBoot = (studentId: number, setId: number) =>
  storage.remove(bootKey(studentId, setId));

/** After a boot that reached the server: the attempt, its resume state and the server's clock. */
export function rememberBoot(
  studentId: number,
  attempt: TAttempt,
  resume: TAttemptResponses,
  deviceNow = Date.now(),
) {
  const memory: BootMemory = {
    attempt,
    resume,
    serverNow: resume.attempt.serverNow,
    timeLeftMs: resume.attempt.timeLeftMs,
    offsetMs: resume.attempt.serverNow - deviceNow,
  };
  storage.set(bootKey(studentId, attempt.setId), JSON.stringify(memory));
}

const storedFrom = (record: OutboxRecord): TStoredResponse => ({
  orgId: record.orgId,
  instituteId: record.instituteId,
  studentId: record.studentId,
  examId: record.examId,
  setId: record.setId,
  questionId: record.questionId,
  answerId: record.answerId,
  ...(record.answerIds && { answerIds: record.answerIds }),
  ...(record.numericAnswer !== undefined && { numericAnswer: record.numericAnswer }),
  ...(record.textAnswer !== undefined && { textAnswer: record.textAnswer }),
  timeLeft: record.timeLeft,
  timeLeftInMilliseconds: record.timeLeftInMilliseconds,
  sectionId: record.sectionId,
  action: record.action,
  questionNo: record.questionNo,
  answered: record.answered,
  notVisited: record.notVisited,
  unanswered: record.unanswered,
  markedForReview: record.markedForReview,
  answeredAndMarkedForReview: record.answeredAndMarkedForReview,
  respOptionNo: record.respOptionNo,
  quesOptionNo: record.quesOptionNo,
  groupId: record.groupId,
  attemptNo: record.attemptNo,
  seq: record.seq,
});

/**
 * An acknowledged save: it leaves the outbox, so the remembered resume state takes it (the latest
 * seq of a question wins, as on the server) together with the server's clock of that answer.
 */
export function rememberSaved(
  ref: AttemptRef,
  record: OutboxRecord,
  ack: TSaveResponseResult,
  deviceNow = Date.now(),
) {
  const memory = readBootMemory(ref.studentId, ref.setId);
  if (!memory || memory.attempt.attemptNo !== ref.attemptNo) return;
  const responses = memory.resume.responses;
  const older = responses.find((r) => r.questionId === record.questionId);
  const next =
    older && older.seq >= record.seq
      ? responses
      : [...responses.filter((r) => r.questionId !== record.questionId), storedFrom(record)];
  const updated: BootMemory = {
    ...memory,
    resume: {
      ...memory.resume,
      attempt: {
        ...memory.resume.attempt,
        lastSeq: Math.max(memory.resume.attempt.lastSeq, record.seq),
      },
      responses: next,
    },
    serverNow: ack.serverNow,
    timeLeftMs: ack.timeLeftMs,
    offsetMs: ack.serverNow - deviceNow,
  };
  storage.set(bootKey(ref.studentId, ref.setId), JSON.stringify(updated));
}

/**
 * The strict rule (the exam time runs on the server from the start, connected or not): what the
 * server gave at the last contact, less the time passed since by this device's clock corrected by
 * the offset measured then, none of it before a lobby's opening. Under 'pause-on-silence' the server may give back some of it later;
 * offline the panel never shows more than the strict figure.
 */
export const offlineTimeLeftMs = (memory: BootMemory, deviceNow = Date.now()) =>
  strictTimeLeftAt(
    {
      timeLeftMs: memory.timeLeftMs,
      givenAt: memory.serverNow,
      ...(memory.attempt.startsAt !== undefined && { startsAt: memory.attempt.startsAt }),
    },
    deviceNow + memory.offsetMs,
  );

/** The start call could not reach the server (no network, or the browser knows it is offline). */
export const isNetworkDown = (error: unknown, online: boolean) =>
  !online || (isApiError(error) && error.httpStatus === 0) || error instanceof TypeError;

export interface OfflineBootInput {
  error: unknown;
  online: boolean;
  memory: BootMemory | null;
  /** The attempt asked for by the navigation state, if any. */
  attemptNo: number | undefined;
  deviceNow: number;
}

/**
 * Whether a boot whose start call failed may open the exam from this device's memory: only when
 * the network is down, this device booted this attempt before, it was open then and its time is
 * not over by the strict rule. Returns the attempt and resume state to open it with.
 */
export function offlineBoot({
  error,
  online,
  memory,
  attemptNo,
  deviceNow,
}: OfflineBootInput): { attempt: TAttempt; resume: TAttemptResponses } | null {
  if (!memory || !isNetworkDown(error, online)) return null;
  if (memory.attempt.status !== 'open' || memory.resume.attempt.status !== 'open') return null;
  if (attemptNo !== undefined && attemptNo !== memory.attempt.attemptNo) return null;
  const timeLeftMs = offlineTimeLeftMs(memory, deviceNow);
  if (timeLeftMs <= 0) return null;
  const serverNow = deviceNow + memory.offsetMs;
  return {
    attempt: { ...memory.attempt, timeLeftMs, serverNow },
    resume: { ...memory.resume, attempt: { ...memory.resume.attempt, timeLeftMs, serverNow } },
  };
}
