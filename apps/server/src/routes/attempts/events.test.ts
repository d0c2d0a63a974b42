import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORCE_SUBMITTED_MESSAGE } from '@exam/contracts/attempts/entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { importContent } from '../../content/import.ts';
import { ZImportFile } from '@exam/contracts/content/import-file';
import {
  describeEachDatabase,
  describeOnPostgres,
  ownPostgresDatabase,
  type Harness,
} from '../../../test/harness.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { setIdOf, start } from '../../../test/attempts.ts';
import { HEARTBEAT } from '../../../test/student-paths.ts';
import { adminCall, staffLogin, twoInstituteFixture } from '../admin/test-helpers.ts';
import { createAttemptEventHub, parseAttemptNotification } from './events.ts';

const EVENTS = '/v2/api/cbt/student/attempt/events';
type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * An open event stream read as a browser would (fetch and its body's reader). It is left open:
 * the server ends it (after a force submit, or when the app closes). An in-process fetch aborted
 * would leave the server's connection counted, and app.close() waiting for it.
 */
async function openStream(base: string, who: LoggedIn, query: string) {
  const res = await fetch(`${base}${EVENTS}?${query}`, {
    headers: { ...tenantHeaders(), authorization: `Bearer ${who.token}` },
  });
  let text = '';
  let ended = false;
  void (async () => {
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // The app closed.
    }
    ended = true;
  })();
  return {
    res,
    text: () => text,
    ended: () => ended,
    /** Waits until the text read so far matches, at most `ms`. */
    async waitFor(pattern: RegExp, ms = 1_000) {
      const until = Date.now() + ms;
      while (!pattern.test(text) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 10));
      return pattern.test(text);
    },
  };
}

const baseOf = async (app: App) => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
};

describeEachDatabase('GET /v2/api/cbt/student/attempt/events', (h: Harness) => {
  let base: string;
  let setId: number;
  let teacher: Awaited<ReturnType<typeof staffLogin>>;

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture());
    teacher = await staffLogin(h, 'teacher');
    setId = await setIdOf(h, 'cgl-mock-1');
    base = await baseOf(h.app);
  });

  async function sitting() {
    const who = await registerAndLogin(h, { name: 'Streaming Student' });
    const attempt = await start(h, who, setId);
    return { who, attempt };
  }
  const queryOf = (attempt: TAttempt) => `setId=${attempt.setId}&attemptNo=${attempt.attemptNo}`;

  it('tells the open stream of a force-submitted attempt within a second, then ends it', async () => {
    const { who, attempt } = await sitting();
    const stream = await openStream(base, who, queryOf(attempt));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.waitFor(/^: open\n\n/)).toBe(true);

    const at = Date.now();
    const forced = await adminCall(
      h,
      'POST',
      `/v2/api/admin/attempts/${attempt.attemptId}/force-submit`,
      { as: teacher, body: { reason: 'Phone found on the desk' } },
    );
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(
      await stream.waitFor(/event: changed\ndata: \{"reason":"force-submitted"\}\n\n/),
      stream.text(),
    ).toBe(true);
    expect(Date.now() - at).toBeLessThan(1_000);
    // Nothing more to say about a submitted attempt: the server ends the stream.
    await expect.poll(stream.ended, { timeout: 1_000 }).toBe(true);
    // Opened again, it says the attempt is closed, and how.
    const again = await studentCall(h, 'GET', `${EVENTS}?${queryOf(attempt)}`, {
      token: who.token,
    });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(FORCE_SUBMITTED_MESSAGE);
  });

  it('tells of extra time; another attempt hears nothing', async () => {
    const one = await sitting();
    const other = await sitting();
    const stream = await openStream(base, one.who, queryOf(one.attempt));
    const quiet = await openStream(base, other.who, queryOf(other.attempt));
    expect(await stream.waitFor(/: open/)).toBe(true);
    expect(await quiet.waitFor(/: open/)).toBe(true);
    const extra = await adminCall(
      h,
      'POST',
      `/v2/api/admin/attempts/${one.attempt.attemptId}/extra-time`,
      { as: teacher, body: { minutes: 5, reason: 'Power cut in the hall' } },
    );
    expect(extra.status, JSON.stringify(extra.body)).toBe(200);
    expect(await stream.waitFor(/data: \{"reason":"extra-time"\}/)).toBe(true);
    expect(stream.ended()).toBe(false);
    // The heartbeat it prompts brings the new time.
    const beat = await post(h, one.who, HEARTBEAT, {
      setId,
      attemptNo: 1,
      sessionId: one.attempt.sessionId,
    });
    expect(beat.body.response.timeLeftMs).toBeGreaterThan(one.attempt.timeLeftMs);
    expect(quiet.text()).not.toContain('event:');
  });

  it('is 401 without a token, 404 for another student’s attempt, 400 for a bad query', async () => {
    const { attempt } = await sitting();
    const intruder = await registerAndLogin(h, { name: 'Intruder' });
    const anonymous = await studentCall(h, 'GET', `${EVENTS}?${queryOf(attempt)}`);
    expect(anonymous.status).toBe(401);
    const foreign = await studentCall(h, 'GET', `${EVENTS}?${queryOf(attempt)}`, {
      token: intruder.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const bad = await studentCall(h, 'GET', `${EVENTS}?setId=x&attemptNo=0`, {
      token: intruder.token,
    });
    expect(bad.status).toBe(400);
  });

  it('is described in the OpenAPI document as text/event-stream', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const op = doc.paths[EVENTS].get;
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/event-stream']);
  });
});

describe('the attempt event hub', () => {
  it('reads only well-formed notifications', () => {
    expect(parseAttemptNotification('12:force-submitted')).toEqual({
      attemptId: 12,
      reason: 'force-submitted',
    });
    for (const payload of ['12:reopened', 'x:extra-time', '12', '', '12:extra-time:1'])
      expect(parseAttemptNotification(payload)).toBeUndefined();
  });

  it('keeps idle streams alive with a comment, ends them at close and stops listening', async () => {
    let unlistened = false;
    const hub = createAttemptEventHub(
      async () => async () => {
        unlistened = true;
      },
      { warn: () => {} },
      20,
    );
    await hub.ensureListening();
    const stream = hub.open(7);
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(text.startsWith(': open\n\n:\n\n')).toBe(true);
    await hub.close();
    await expect.poll(() => stream.writableEnded).toBe(true);
    expect(unlistened).toBe(true);
  });

  it('opens the stream even when the database cannot listen (the heartbeat remains)', async () => {
    const warnings: string[] = [];
    const hub = createAttemptEventHub(
      async () => {
        throw new Error('connection refused');
      },
      { warn: (message) => warnings.push(message) },
    );
    await hub.ensureListening();
    expect(warnings.join()).toContain('connection refused');
    hub.open(1).destroy();
    await hub.close();
  });
});

describeOnPostgres('attempt events across processes', (adminUrl) => {
  const own = ownPostgresDatabase(adminUrl);
  const databases: Database[] = [];
  const apps: App[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: own.url, poolSize: 3 });
      if (i === 0) {
        await database.migrate();
        await importContent(database.db, [ZImportFile.parse(twoInstituteFixture())]);
      }
      databases.push(database);
      apps.push(await buildApp({ database, catalogueCacheMs: 0 }));
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });

  it('listens again after its session is cut (a restart, a failover)', async () => {
    const [database] = databases as [Database];
    const heard: string[] = [];
    const unlisten = await database.listen('listener_test', (payload) => heard.push(payload));
    const notify = (payload: string) =>
      database.db.execute(sql`select pg_notify('listener_test', ${payload})`);
    await notify('before');
    await expect.poll(() => heard).toEqual(['before']);
    const cut = await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen%'`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    // Reconnected after 0.5 s; a notification meanwhile is lost (the heartbeat covers it).
    await expect
      .poll(
        async () => {
          await notify('after');
          return heard.includes('after');
        },
        { timeout: 5_000, interval: 200 },
      )
      .toBe(true);
    await unlisten();
  });

  it('a force submit through one process reaches the stream held by the other', async () => {
    const [writer, reader] = apps as [App, App];
    const h = { app: writer, database: databases[0] } as unknown as Harness;
    const teacher = await staffLogin(h, 'teacher');
    const who = await registerAndLogin(h, { name: 'Student Across' });
    const setId = await setIdOf(h, 'cgl-mock-1');
    const attempt = await start(h, who, setId);

    const stream = await openStream(
      await baseOf(reader),
      who,
      `setId=${setId}&attemptNo=${attempt.attemptNo}`,
    );
    expect(await stream.waitFor(/: open/)).toBe(true);
    const forced = await adminCall(
      h,
      'POST',
      `/v2/api/admin/attempts/${attempt.attemptId}/force-submit`,
      { as: teacher, body: { reason: 'Caught copying' } },
    );
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    expect(await stream.waitFor(/"reason":"force-submitted"/), stream.text()).toBe(true);
  });
});
