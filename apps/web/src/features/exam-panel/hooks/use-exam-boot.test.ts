import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAttempt, aResume, aSaveRecord } from '@/testing/exam-builders';
import { errorEnvelope, jsonResponse, mockApi } from '@/testing/mock-api';
import { putOutbox, type OutboxRecord } from '../model/outbox';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { requestEarly } from '../boot/early-requests';
import { useExamBoot } from './use-exam-boot';

const START = 'POST /v2/api/cbt/student/attempt/start';
const RESUME = 'POST /v2/api/cbt/student/get/all/response/by/studentId';
const SERVER_NOW = 1_800_000_000_000;

const attempt = (sessionId: string) =>
  anAttempt({ timeLeftMs: 600_000, sessionId, serverNow: SERVER_NOW, durationMs: 900_000 });

const resume = aResume({ timeLeftMs: 600_000, serverNow: SERVER_NOW });

const kept: OutboxRecord = aSaveRecord({
  answerId: 1012,
  timeLeft: '09:00',
  timeLeftInMilliseconds: 540_000,
  action: 1,
  answered: 1,
  notVisited: 1,
  respOptionNo: 2,
});

const INPUT = {
  setId: 10,
  examId: 1,
  student: { studentId: 7, orgId: 1 },
  attemptNo: undefined,
};

const boot = async (runId: number) => {
  const { result } = renderHook(() => useExamBoot({ ...INPUT, runId }));
  await waitFor(() => expect(result.current.phase).not.toBe('loading'));
  return result.current;
};

const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('entering the panel without the network', () => {
  it('opens the attempt this device booted before, with its session, the clock run on and the kept answers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SERVER_NOW);
    mockApi({ [START]: attempt('session-1'), [RESUME]: resume });
    const online = await boot(0);
    expect(online).toMatchObject({ phase: 'ready', offline: false });

    // Two minutes later the network is gone; an answer was kept unsent meanwhile.
    vi.setSystemTime(SERVER_NOW + 120_000);
    putOutbox({ studentId: 7, setId: 10, attemptNo: 1 }, kept);
    mockApi({ [START]: networkDown, [RESUME]: networkDown });
    const offline = await boot(1);
    if (offline.phase !== 'ready') throw new Error(`not ready: ${offline.phase}`);
    expect(offline.offline).toBe(true);
    expect(offline.attempt.sessionId).toBe('session-1');
    expect(offline.resume.attempt.timeLeftMs).toBe(480_000);
    expect(offline.unsent).toEqual([kept]);
  });

  it('fails as before when this device never booted the attempt', async () => {
    mockApi({ [START]: networkDown });
    expect(await boot(0)).toMatchObject({ phase: 'failed' });
  });

  it('fails as before when the server answered with an error (the network is up)', async () => {
    mockApi({ [START]: attempt('session-1'), [RESUME]: resume });
    await boot(0);
    mockApi({ [START]: jsonResponse(errorEnvelope(500, 'INTERNAL', 'boom'), 500) });
    expect(await boot(1)).toMatchObject({ phase: 'failed' });
  });

  it('forgets the attempt once the server says it is closed', async () => {
    mockApi({ [START]: attempt('session-1'), [RESUME]: resume });
    await boot(0);
    mockApi({
      [START]: jsonResponse(errorEnvelope(410, 'ATTEMPT_CLOSED', 'closed'), 410),
    });
    expect(await boot(1)).toMatchObject({ phase: 'alreadySubmitted' });
    mockApi({ [START]: networkDown });
    expect(await boot(2)).toMatchObject({ phase: 'failed' });
  });
});

describe('entering the panel in one call', () => {
  it("opens from the start's own resume state when nothing is kept unsent", async () => {
    const asked: unknown[] = [];
    mockApi({
      [START]: ({ init }: { init: RequestInit }) => {
        asked.push(JSON.parse(String(init.body)));
        return { ...attempt('session-1'), responses: resume };
      },
      [RESUME]: () => {
        throw new Error('the resume query is not needed');
      },
    });
    expect(await boot(0)).toMatchObject({ phase: 'ready', offline: false, resume });
    expect(asked).toEqual([{ setId: 10, withResponses: true }]);
  });

  it('re-sends what this device kept, then reads the resume state again', async () => {
    putOutbox({ studentId: 7, setId: 10, attemptNo: 1 }, kept);
    const after = aResume({ timeLeftMs: 590_000, serverNow: SERVER_NOW });
    mockApi({
      [START]: { ...attempt('session-1'), lastSeq: 0, responses: resume },
      'POST /v2/api/cbt/student/save/response': {
        applied: true,
        seq: kept.seq,
        timeLeftMs: 590_000,
        serverNow: SERVER_NOW,
      },
      [RESUME]: after,
    });
    expect(await boot(0)).toMatchObject({ phase: 'ready', resume: after });
  });
});

describe('a page load straight onto the panel', () => {
  const logIn = () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'Bearer staff-of-nobody');
    localStorage.setItem(STORAGE_KEYS.studToken, 'student-token');
  };
  const reloadedOn = (setId: number) => ({ usr: { setData: { examSetId: setId } } });

  it('takes the start asked for before React ran, and asks no second time', async () => {
    logIn();
    let starts = 0;
    mockApi({
      [START]: () => {
        starts += 1;
        return { ...attempt('session-early'), responses: resume };
      },
    });
    requestEarly(reloadedOn(10));
    expect(starts).toBe(1);
    expect(await boot(0)).toMatchObject({
      phase: 'ready',
      attempt: { sessionId: 'session-early' },
    });
    expect(starts).toBe(1);
    // Retry (a new run) asks again: the early answer is taken once.
    await boot(1);
    expect(starts).toBe(2);
  });

  it('is not used for another set, and nothing is asked without a login', async () => {
    let starts = 0;
    mockApi({
      [START]: () => {
        starts += 1;
        return { ...attempt(`session-${starts}`), responses: resume };
      },
    });
    requestEarly(reloadedOn(10));
    expect(starts).toBe(0);
    logIn();
    requestEarly(reloadedOn(99));
    expect(await boot(0)).toMatchObject({ attempt: { sessionId: 'session-2' } });
    expect(starts).toBe(2);
  });
});
