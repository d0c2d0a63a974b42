import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { TPaper } from '@exam/contracts/papers/entities';
import { buildApp } from '../../app.ts';
import { homePracticeFixture, orgFixture } from '../../../test/fixtures.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  attemptRow,
  fetchPaper,
  importCglMock,
  record,
  setClock,
  setIdOf,
  start,
} from '../../../test/attempts.ts';
import { HEARTBEAT, SAVE, START } from '../../../test/student-paths.ts';
import { registerAndLogin, post, type LoggedIn } from '../../../test/students.ts';
import { sweepAttempts } from './sweep.ts';
import { HOUR } from '../../../test/times.ts';

const rules = { pauseAfterMs: 60_000, maxPauseMs: 30 * 60_000 };

describeEachDatabase('closing attempts whose time is over', (h) => {
  let paper: TPaper;
  let who: LoggedIn;

  beforeAll(async () => {
    paper = await importCglMock(h);
  });
  beforeEach(async () => {
    who = await registerAndLogin(h);
    // Attempts of earlier tests would be swept too; each test counts only its own.
    await h.app.sweepAttempts();
  });

  it('closes a strict attempt at start + duration, its browser never back, from its last saved state', async () => {
    const attempt = await start(h, who, paper.setId);
    await post(h, who, SAVE, record(paper, who, attempt, 1, 2, 1));
    const stored = await attemptRow(h, attempt.attemptId);
    expect(stored.hardEndAt.getTime() - stored.startedAt.getTime()).toBe(HOUR);
    // One second before the end: a running clock with a second left is not over.
    await setClock(h, attempt.attemptId, {
      startedAgoMs: HOUR - 5_000,
      lastContactAgoMs: HOUR - 5_000,
      timeLeftMs: HOUR,
      hardEndInMs: 5_000,
    });
    expect(await sweepAttempts(h.database.db, rules)).toBe(0);
    // Past start + duration: closed, with all of the time counted although nobody was connected.
    await setClock(h, attempt.attemptId, {
      startedAgoMs: HOUR + 1_000,
      lastContactAgoMs: HOUR + 1_000,
      hardEndInMs: -1_000,
    });
    expect(await sweepAttempts(h.database.db, rules)).toBe(1);
    const row = await attemptRow(h, attempt.attemptId);
    expect(row).toMatchObject({
      status: 'submitted',
      submitReason: 'time-over',
      score: 2,
      timeLeftMs: 0,
      pausedMs: 0,
    });
    expect(row.result).toMatchObject({ correct: 1, skipped: 2, reason: 'time-over' });
    expect(await sweepAttempts(h.database.db, rules)).toBe(0);
  });

  it('closes a strict attempt whose time ran out while nobody was connected, before its hard end', async () => {
    const attempt = await start(h, who, paper.setId);
    await setClock(h, attempt.attemptId, { timeLeftMs: 5 * 60_000, lastContactAgoMs: 10 * 60_000 });
    expect(await sweepAttempts(h.database.db, rules)).toBe(1);
    expect(await attemptRow(h, attempt.attemptId)).toMatchObject({
      status: 'submitted',
      submitReason: 'time-over',
      timeLeftMs: 0,
    });
  });

  it('pause-on-silence: closes and scores an abandoned attempt past its hard end, from its last saved state', async () => {
    const attempt = await start(h, who, paper.setId);
    await post(h, who, SAVE, record(paper, who, attempt, 1, 2, 1));
    await setClock(h, attempt.attemptId, {
      lastContactAgoMs: 50 * 60_000,
      hardEndInMs: -1_000,
      clockRule: 'pause-on-silence',
    });
    expect(await sweepAttempts(h.database.db, rules)).toBe(1);
    const row = await attemptRow(h, attempt.attemptId);
    expect(row).toMatchObject({ status: 'submitted', submitReason: 'time-over', score: 2 });
    expect(row.result).toMatchObject({ correct: 1, skipped: 2, reason: 'time-over' });
    // The clock was paused when the student left: the time they did not use is not counted.
    expect(row.timeLeftMs).toBeGreaterThan(HOUR - 60_000);
    expect(await sweepAttempts(h.database.db, rules)).toBe(0);
  });

  it('closes an attempt whose running clock has run out', async () => {
    const attempt = await start(h, who, paper.setId);
    await setClock(h, attempt.attemptId, { timeLeftMs: 20_000, lastContactAgoMs: 25_000 });
    expect(await sweepAttempts(h.database.db, rules)).toBe(1);
    expect(await attemptRow(h, attempt.attemptId)).toMatchObject({
      status: 'submitted',
      timeLeftMs: 0,
    });
  });

  it('leaves running and paused (pause-on-silence) attempts that still have time', async () => {
    const running = await start(h, who, paper.setId);
    await setClock(h, running.attemptId, { timeLeftMs: 40_000, lastContactAgoMs: 20_000 });
    const other = await registerAndLogin(h);
    const paused = await start(h, other, paper.setId);
    await setClock(h, paused.attemptId, {
      timeLeftMs: 20_000,
      lastContactAgoMs: 10 * 60_000,
      clockRule: 'pause-on-silence',
    });
    expect(await sweepAttempts(h.database.db, rules)).toBe(0);
    expect((await attemptRow(h, running.attemptId)).status).toBe('open');
    expect((await attemptRow(h, paused.attemptId)).status).toBe('open');
  });

  it('scores each attempt once when several processes sweep at the same time', async () => {
    const students = [who, await registerAndLogin(h), await registerAndLogin(h)];
    const started = [];
    for (const student of students) {
      const attempt = await start(h, student, paper.setId);
      await setClock(h, attempt.attemptId, { hardEndInMs: -1 });
      started.push(attempt);
    }
    const counts = await Promise.all([
      sweepAttempts(h.database.db, rules, undefined, 2),
      sweepAttempts(h.database.db, rules, undefined, 2),
      h.app.sweepAttempts(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const attempt of started) {
      expect((await attemptRow(h, attempt.attemptId)).status).toBe('submitted');
    }
  });
});

describeEachDatabase('clock settings of buildApp', (h) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let paper: TPaper;
  let who: LoggedIn;

  beforeAll(async () => {
    await h.importContent(orgFixture(), homePracticeFixture());
    app = await buildApp({
      database: h.database,
      catalogueCacheMs: 0,
      clock: { pauseAfterMs: 5_000, maxPauseMs: 60_000 },
    });
    const tenant = tenantHeaders('home-org', 'home-institute');
    who = { ...(await registerAndLogin(h, { tenant })), tenant };
    paper = await fetchPaper(h, who, await setIdOf(h, 'cgl-mock-1', 'home-org'));
  });
  afterAll(() => app.close());

  const call = async (url: string, body: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: {
        ...who.tenant,
        authorization: `Bearer ${who.token}`,
      },
      payload: body as Record<string, unknown>,
    });
    return res.json().response;
  };

  it('takes the pause threshold and the most pause allowed from the options (pause-on-silence sets)', async () => {
    const attempt = await call(START, { setId: paper.setId });
    const row = await attemptRow(h, attempt.attemptId);
    expect(row.hardEndAt.getTime() - row.startedAt.getTime()).toBe(HOUR + 60_000);
    await setClock(h, attempt.attemptId, { lastContactAgoMs: 6_000 });
    const beat = await call(HEARTBEAT, {
      setId: paper.setId,
      attemptNo: attempt.attemptNo,
      sessionId: attempt.sessionId,
    });
    expect(beat.timeLeftMs).toBe(HOUR);
  });
});
