import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { buildApp } from '../app.ts';
import { orgFixture } from '../../test/fixtures.ts';
import { describeEachDatabase, type Harness } from '../../test/harness.ts';
import { setIdOf, start } from '../../test/attempts.ts';
import { HEARTBEAT } from '../../test/student-paths.ts';
import { registerAndLogin, post, type LoggedIn } from '../../test/students.ts';
import { TEST_CLOCK_PATH } from './routes.ts';

const MINUTE = 60_000;

describeEachDatabase('the end-to-end tests’ clock (TEST_CLOCK=1)', (h) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let setId: number;
  // The same database, through an app built with the test clock.
  const withClock = {
    get app() {
      return app;
    },
    get database() {
      return h.database;
    },
  } as Harness;

  beforeAll(async () => {
    await h.importContent(orgFixture());
    setId = await setIdOf(h, 'cgl-mock-1');
    app = await buildApp({ database: h.database, catalogueCacheMs: 0, testClock: true });
  });
  afterAll(() => app.close());

  const timeLeft = async (who: LoggedIn, attempt: TAttempt) => {
    const res = await post(h, who, HEARTBEAT, {
      setId,
      attemptNo: attempt.attemptNo,
      sessionId: attempt.sessionId,
    });
    expect(res.status).toBe(200);
    return (res.body.response as { timeLeftMs: number }).timeLeftMs;
  };

  it("costs a strict attempt the minute asked for, at once, and only the caller's", async () => {
    const who = await registerAndLogin(h);
    const other = await registerAndLogin(h);
    const mine = await start(h, who, setId);
    const theirs = await start(h, other, setId);
    const before = await timeLeft(who, mine);
    const theirsBefore = await timeLeft(other, theirs);

    const res = await post(withClock, who, TEST_CLOCK_PATH, { advanceMs: MINUTE });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ attemptsMoved: 1 });

    const after = await timeLeft(who, mine);
    expect(before - after).toBeGreaterThanOrEqual(MINUTE);
    expect(before - after).toBeLessThan(MINUTE + 10_000);
    expect(theirsBefore - (await timeLeft(other, theirs))).toBeLessThan(10_000);
  });

  it('is not there unless the app is built for it', async () => {
    const who = await registerAndLogin(h);
    const res = await post(h, who, TEST_CLOCK_PATH, { advanceMs: MINUTE });
    expect(res.status).toBe(404);
  });
});
