import type { TAttemptResponses } from '@exam/contracts/attempts/get-attempt-responses';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { aResume, aSaveRecord, anAttempt } from '@/testing/exam-builders';
import {
  bootKey,
  offlineBoot,
  offlineTimeLeftMs,
  readBootMemory,
  rememberBoot,
  rememberSaved,
  type BootMemory,
} from './offline-boot';
import type { OutboxRecord } from './outbox';

const SERVER_NOW = 1_800_000_000_000;
const DEVICE_NOW = SERVER_NOW - 90_000; // this device's clock is 90 s behind the server's
const MINUTES_10 = 600_000;

const attempt = (over: Partial<TAttempt> = {}): TAttempt =>
  anAttempt({
    attemptNo: 2,
    timeLeftMs: MINUTES_10,
    sessionId: 'session-a',
    serverNow: SERVER_NOW,
    durationMs: 900_000,
    examId: 3,
    ...over,
  });

const resume = (): TAttemptResponses =>
  aResume({ attemptNo: 2, timeLeftMs: MINUTES_10, serverNow: SERVER_NOW });

const record = (questionId: number, seq: number, answerId: number): OutboxRecord =>
  aSaveRecord({
    examId: 3,
    questionId,
    answerId,
    timeLeft: '09:00',
    timeLeftInMilliseconds: 540_000,
    action: 1,
    questionNo: questionId,
    answered: 1,
    notVisited: 10,
    respOptionNo: 2,
    quesOptionNo: 4,
    attemptNo: 2,
    seq,
  });

const NETWORK = new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
const REF = { studentId: 7, setId: 10, attemptNo: 2 };

const remembered = () => {
  rememberBoot(7, attempt(), resume(), DEVICE_NOW);
  const memory = readBootMemory(7, 10);
  if (!memory) throw new Error('nothing remembered');
  return memory;
};

beforeEach(() => localStorage.clear());

describe('remembering a boot on this device', () => {
  it('keeps the attempt, its resume state and the offset of the server clock per student and set', () => {
    const memory = remembered();
    expect(memory.attempt.sessionId).toBe('session-a');
    expect(memory.offsetMs).toBe(90_000);
    expect(readBootMemory(8, 10)).toBeNull();
    expect(readBootMemory(7, 11)).toBeNull();
  });

  it('ignores something unreadable in storage', () => {
    localStorage.setItem(bootKey(7, 10), '{"attempt": 1');
    expect(readBootMemory(7, 10)).toBeNull();
    localStorage.setItem(bootKey(7, 10), '{"attempt": {}}');
    expect(readBootMemory(7, 10)).toBeNull();
  });

  it('takes an acknowledged answer into the resume state with the clock of its answer', () => {
    remembered();
    rememberSaved(
      REF,
      record(4, 1, 41),
      {
        applied: true,
        seq: 1,
        timeLeftMs: 500_000,
        serverNow: SERVER_NOW + 100_000,
      },
      DEVICE_NOW + 100_000,
    );
    rememberSaved(
      REF,
      record(4, 3, 43),
      {
        applied: true,
        seq: 3,
        timeLeftMs: 480_000,
        serverNow: SERVER_NOW + 120_000,
      },
      DEVICE_NOW + 120_000,
    );
    // An older answer of the same question acknowledged late changes nothing.
    rememberSaved(
      REF,
      record(4, 2, 42),
      {
        applied: false,
        seq: 2,
        timeLeftMs: 470_000,
        serverNow: SERVER_NOW + 130_000,
      },
      DEVICE_NOW + 130_000,
    );
    const memory = readBootMemory(7, 10);
    expect(memory?.resume.responses).toEqual([
      expect.objectContaining({ questionId: 4, answerId: 43, seq: 3 }),
    ]);
    expect(memory?.resume.attempt.lastSeq).toBe(3);
    expect(memory?.timeLeftMs).toBe(470_000);
  });

  it('does not take an answer of another attempt', () => {
    remembered();
    rememberSaved(
      { ...REF, attemptNo: 3 },
      { ...record(4, 1, 41), attemptNo: 3 },
      {
        applied: true,
        seq: 1,
        timeLeftMs: 500_000,
        serverNow: SERVER_NOW,
      },
    );
    expect(readBootMemory(7, 10)?.resume.responses).toEqual([]);
  });
});

describe('the time left offline (the strict rule)', () => {
  it('is the last server figure less the time passed since, by the corrected device clock', () => {
    const memory = remembered();
    expect(offlineTimeLeftMs(memory, DEVICE_NOW)).toBe(MINUTES_10);
    expect(offlineTimeLeftMs(memory, DEVICE_NOW + 4 * 60_000)).toBe(6 * 60_000);
    expect(offlineTimeLeftMs(memory, DEVICE_NOW + 20 * 60_000)).toBe(0);
  });

  it("counts none of a lobby's wait: a reload in the lobby, and after the opening", () => {
    rememberBoot(7, attempt({ startsAt: SERVER_NOW + 5 * 60_000 }), resume(), DEVICE_NOW);
    const memory = readBootMemory(7, 10);
    if (!memory) throw new Error('nothing remembered');
    expect(offlineTimeLeftMs(memory, DEVICE_NOW + 2 * 60_000)).toBe(MINUTES_10);
    expect(offlineTimeLeftMs(memory, DEVICE_NOW + 7 * 60_000)).toBe(8 * 60_000);
  });

  it('does not stop while the device was away (a reload an hour later finds the time over)', () => {
    const memory: BootMemory = { ...remembered(), timeLeftMs: 30 * 60_000 };
    expect(offlineTimeLeftMs(memory, DEVICE_NOW + 60 * 60_000)).toBe(0);
  });
});

describe('whether a failed start opens the exam offline', () => {
  const input = (over: Partial<Parameters<typeof offlineBoot>[0]> = {}) => ({
    error: NETWORK,
    online: true,
    memory: remembered(),
    attemptNo: undefined,
    deviceNow: DEVICE_NOW + 60_000,
    ...over,
  });

  it('opens the remembered attempt with its session and the time left by the strict rule', () => {
    const opened = offlineBoot(input());
    expect(opened?.attempt.sessionId).toBe('session-a');
    expect(opened?.attempt.attemptNo).toBe(2);
    expect(opened?.resume.attempt.timeLeftMs).toBe(MINUTES_10 - 60_000);
    expect(opened?.resume.attempt.serverNow).toBe(SERVER_NOW + 60_000);
  });

  it('opens a lobby remembered offline still waiting, its countdown on the corrected clock', () => {
    rememberBoot(7, attempt({ startsAt: SERVER_NOW + 5 * 60_000 }), resume(), DEVICE_NOW);
    const opened = offlineBoot(input({ memory: readBootMemory(7, 10) }));
    expect(opened?.attempt.startsAt).toBe(SERVER_NOW + 5 * 60_000);
    expect(opened?.attempt.serverNow).toBe(SERVER_NOW + 60_000);
    expect(opened?.attempt.timeLeftMs).toBe(MINUTES_10);
  });

  it('opens it when the browser says it is offline, whatever the error', () => {
    expect(offlineBoot(input({ error: new Error('x'), online: false }))).not.toBeNull();
    expect(offlineBoot(input({ error: new TypeError('Failed to fetch') }))).not.toBeNull();
  });

  it('does not when the server answered (an error is not the network)', () => {
    const refused = new ApiError(500, 'INTERNAL', 'boom', [], { httpStatus: 500 });
    expect(offlineBoot(input({ error: refused }))).toBeNull();
  });

  it('does not without a memory of this attempt on this device', () => {
    expect(offlineBoot(input({ memory: null }))).toBeNull();
    expect(offlineBoot(input({ attemptNo: 3 }))).toBeNull();
    expect(offlineBoot(input({ attemptNo: 2 }))).not.toBeNull();
  });

  it('does not for an attempt that was closed, or whose time is over', () => {
    const memory = remembered();
    const closed: BootMemory = { ...memory, attempt: { ...memory.attempt, status: 'submitted' } };
    expect(offlineBoot(input({ memory: closed }))).toBeNull();
    expect(offlineBoot(input({ deviceNow: DEVICE_NOW + MINUTES_10 }))).toBeNull();
  });
});
