import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { ZImportFile } from '@exam/contracts/content/import-file';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TStudentDetails } from '@exam/contracts/students/entities';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { importContent } from './content/import.ts';
import { openDatabase, type Database } from './db/client.ts';
import { attempts, questionSets, responses } from './db/schema.ts';
import { orgFixture } from '../test/fixtures.ts';
import { createPostgresDatabase, describeOnPostgres } from '../test/harness.ts';
import { record } from '../test/attempts.ts';
import { tenantHeaders } from '../test/requests.ts';

/**
 * A small form of the whole-district simulation (issue 13): students log in, start the same set,
 * save answers at random moments while the server is killed with SIGKILL and started again, some
 * reload (a new session) half-way, and all submit. Straight from the database afterwards: every
 * acknowledged save is there with its latest value, no attempt is left open, and every score
 * equals a recomputation.
 */

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const adminUrl = inject('pgAdminUrl');
const STUDENTS = 24;
const SAVES_EACH = 12;
// cgl-mock-1 of orgFixture: three questions worth 2 marks, a quarter off for a wrong answer.
const CORRECT_OPTION_NO = [2, 3, 1];
const MARKS = 2;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres('district simulation, small, with kill -9 (PostgreSQL)', () => {
  let database: Database;
  let drop = async () => {};
  let url = '';
  let port = 0;
  let server: ChildProcess | undefined;

  const startServer = async () => {
    server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'fatal',
        SEED_DEMO: 'never',
        LOGIN_MAX_PER_IP: '100000',
        ATTEMPT_SWEEP_INTERVAL_MS: '600000',
      },
      stdio: 'ignore',
    });
    for (let tries = 0; tries < 900; tries++) {
      const res = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null);
      if (res?.status === 200) return;
      await pause(100);
    }
    throw new Error('the server did not become ready');
  };

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl);
    drop = created.drop;
    url = created.url;
    database = await openDatabase({ url, poolSize: 2 });
    await database.migrate();
    await importContent(database.db, [ZImportFile.parse(orgFixture())]);
    port = await freePort();
    await startServer();
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.close();
    await drop();
  });

  /** A call as the browser makes it; a refused connection or a 503 is retried like the outbox. */
  async function call(path: string, token: string | null, body: unknown) {
    for (let tries = 0; tries < 600; tries++) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: 'POST',
        headers: {
          ...tenantHeaders(),
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(body),
      }).catch(() => null);
      if (res && res.status !== 503) {
        return { status: res.status, body: (await res.json()) as { response: unknown } };
      }
      await pause(100);
    }
    throw new Error(`${path} never answered`);
  }

  it('keeps every acknowledged answer through a SIGKILL, and every score equals a recomputation', async () => {
    const [set] = await database.db
      .select({ id: questionSets.id })
      .from(questionSets)
      .where(eq(questionSets.key, 'cgl-mock-1'));
    const setId = set?.id ?? 0;
    let acknowledged = 0;
    let killed = false;
    const latest = new Map<string, { seq: number; optionNo: number }>();

    const student = async (n: number) => {
      const username = `district.${n}@example.test`;
      await call('/v2/api/cbt/student/save', null, {
        name: `Student ${n}`,
        username,
        password: 'Secret123',
      });
      const login = await call('/v2/api/cbt/student/authenticate', null, {
        username,
        password: 'Secret123',
      });
      const token = (login.body as unknown as { token: string }).token;
      const who = { token, student: login.body.response as TStudentDetails };
      const started = await call('/v2/api/cbt/student/attempt/start', token, { setId });
      let attempt = started.body.response as TAttempt;
      const paperRes = await fetch(
        `http://127.0.0.1:${port}/v2/api/cbt/question/get/all/by/setId/${setId}`,
        { headers: { ...tenantHeaders(), authorization: `Bearer ${token}` } },
      );
      const paper = ((await paperRes.json()) as { response: TPaper }).response;
      let seq = attempt.lastSeq;
      for (let k = 0; k < SAVES_EACH; k++) {
        await pause(Math.random() * 120);
        if (n % 4 === 0 && k === SAVES_EACH / 2) {
          // A reload: the same attempt with a new session, continuing after the stored seq.
          const again = await call('/v2/api/cbt/student/attempt/start', token, { setId });
          attempt = again.body.response as TAttempt;
          seq = Math.max(seq, attempt.lastSeq);
        }
        const no = 1 + Math.floor(Math.random() * 3);
        const optionNo = Math.floor(Math.random() * 5); // 0: cleared
        seq += 1;
        const res = await call(
          '/v2/api/cbt/student/save/response',
          token,
          record(paper, who, attempt, no, optionNo, seq),
        );
        expect(res.status).toBe(200);
        acknowledged += 1;
        const key = `${who.student.studentId}:${no}`;
        if ((latest.get(key)?.seq ?? 0) < seq) latest.set(key, { seq, optionNo });
      }
      const submitted = await call('/v2/api/cbt/student/submit', token, {
        setId,
        attemptNo: attempt.attemptNo,
        sessionId: attempt.sessionId,
      });
      // 410: a submit committed just before the kill, its answer lost, then sent again.
      expect([200, 410]).toContain(submitted.status);
      return { studentId: who.student.studentId, paper };
    };

    const killer = (async () => {
      while (acknowledged < (STUDENTS * SAVES_EACH) / 3) await pause(20);
      server?.kill('SIGKILL');
      killed = true;
      await pause(300);
      await startServer();
    })();
    const done = await Promise.all(Array.from({ length: STUDENTS }, (_, n) => student(n)));
    await killer;
    expect(killed).toBe(true);
    expect(acknowledged).toBe(STUDENTS * SAVES_EACH);

    const paper = done[0]?.paper;
    for (const { studentId } of done) {
      const [row] = await database.db
        .select()
        .from(attempts)
        .where(and(eq(attempts.studentId, studentId), eq(attempts.setId, setId)));
      expect(row?.status).toBe('submitted');
      const stored = await database.db
        .select()
        .from(responses)
        .where(eq(responses.attemptId, row?.id ?? 0));
      let expected = 0;
      for (const question of paper?.questions ?? []) {
        const want = latest.get(`${studentId}:${question.questionNo}`);
        const got = stored.find((r) => r.questionId === question.questionId);
        if (!want) {
          expect(got).toBeUndefined();
          continue;
        }
        expect(got?.seq).toBe(want.seq);
        const optionId =
          question.options.find((o) => o.optionNo === want.optionNo)?.optionId ?? null;
        expect(got?.answerOptionId ?? null).toBe(optionId);
        if (optionId === null) continue;
        expected +=
          want.optionNo === CORRECT_OPTION_NO[question.questionNo - 1] ? MARKS : -MARKS / 4;
      }
      expect(row?.score).toBeCloseTo(expected, 5);
    }
  }, 300_000);
});
