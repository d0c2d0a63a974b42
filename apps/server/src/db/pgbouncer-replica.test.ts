import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZImportFile } from '@exam/contracts/content/import-file';
import { buildApp } from '../app.ts';
import { importContent } from '../content/import.ts';
import {
  fetchPaper,
  ONE_RIGHT_ONE_WRONG,
  resumeAnswers,
  setIdOf,
  sitPaper,
} from '../../test/attempts.ts';
import { RESULT, REVIEW } from '../../test/student-paths.ts';
import { orgFixture } from '../../test/fixtures.ts';
import { createPostgresDatabase, describeOnPostgres, type Harness } from '../../test/harness.ts';
import {
  startPgBouncer,
  startReplica,
  type PgBouncer,
  type Replica,
} from '../../test/pg-deployment.ts';
import { call } from '../../test/requests.ts';
import { registerAndLogin, post } from '../../test/students.ts';
import { openDatabase, type Database } from './client.ts';

/** A value the suite's hooks have set. */
function the<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The suite is not started.');
  return value;
}

const METRICS_TOKEN = 'pooler-test-metrics-token';
const EXAMS_PAGE = '/v2/api/cbt/exam/get/all/with/pagination';

/** The replica stops applying the primary's changes (it still answers), or starts again. */
async function replay(replica: Replica, action: 'pause' | 'resume') {
  const client = new pg.Client({ connectionString: replica.url });
  await client.connect();
  try {
    await client.query(`select pg_wal_replay_${action}()`);
  } finally {
    await client.end();
  }
}

describeOnPostgres('through PgBouncer (transaction mode) with a streaming replica', (adminUrl) => {
  let bouncer: PgBouncer | undefined;
  let replica: Replica | undefined;
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let dropDatabase = async () => {};

  const h: Harness = {
    get app() {
      if (!app) throw new Error('not started');
      return app;
    },
    get database() {
      if (!database) throw new Error('not started');
      return database;
    },
    importContent: async (...files) => {
      await importContent(
        h.database.db,
        files.map((f) => ZImportFile.parse(f)),
      );
    },
    reset: async () => {},
  };

  beforeAll(async () => {
    const created = await createPostgresDatabase(adminUrl);
    dropDatabase = created.drop;
    // Two server connections for five of the app's: every transaction may meet another session.
    bouncer = await startPgBouncer(created.url, 2);
    replica = await startReplica(created.url);
    database = await openDatabase({
      url: bouncer.url,
      pooler: 'transaction',
      directUrl: created.url,
      replicaUrl: replica.url,
      poolSize: 5,
    });
    await database.migrate();
    app = await buildApp({ database, catalogueCacheMs: 0, metricsToken: METRICS_TOKEN });
    await h.importContent(orgFixture());
    await replica.caughtUp();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await bouncer?.stop();
    await replica?.remove();
    await dropDatabase();
  }, 30_000);

  it('refuses to migrate through a transaction pooler without a direct url', async () => {
    const through = await openDatabase({ url: the(bouncer).url, pooler: 'transaction' });
    try {
      await expect(through.migrate()).rejects.toThrow(/set DATABASE_DIRECT_URL/);
    } finally {
      await through.close();
    }
  });

  it('saves in parallel, submits and shows the result and review of the write the replica has not replayed', async () => {
    const setId = await setIdOf(h, 'cgl-mock-1');
    const students = await Promise.all([1, 2, 3, 4].map(() => registerAndLogin(h)));
    const paper = await fetchPaper(h, the(students[0]), setId);
    // The replica is behind every write from here: what a student reads of their own comes from the primary.
    await replay(the(replica), 'pause');
    try {
      const sat = await Promise.all(students.map((who) => sitPaper(h, who, paper, [2, 1, 0])));
      for (const [index, who] of students.entries()) {
        const key = { setId, attemptNo: the(sat[index]).attemptNo };
        const result = await post(h, who, RESULT, { studentId: who.student.studentId, ...key });
        expect(result.status).toBe(200);
        expect(result.body.response).toMatchObject(ONE_RIGHT_ONE_WRONG);
        const review = await post(h, who, REVIEW, { studentId: who.student.studentId, ...key });
        expect(review.status).toBe(200);
        expect(review.body.response.questions).toHaveLength(3);
      }
      const answers = await resumeAnswers(h, the(students[0]), {
        setId,
        examId: paper.exam.examId,
      });
      expect(answers).toHaveLength(3);
    } finally {
      await replay(the(replica), 'resume');
    }
  }, 60_000);

  it('reads the catalogue from the replica, a moment behind the primary', async () => {
    const name = async () => {
      const res = await call(h, 'POST', EXAMS_PAGE, { body: { page: 0, size: 10 } });
      expect(res.status).toBe(200);
      return (res.body.response.content as { examName: string }[]).map((e) => e.examName);
    };
    await replay(the(replica), 'pause');
    try {
      await h.database.db.execute(
        sql`update exams set name = 'Renamed on the primary' where key = 'cgl'`,
      );
      expect(await name()).not.toContain('Renamed on the primary');
    } finally {
      await replay(the(replica), 'resume');
    }
    await the(replica).caughtUp();
    expect(await name()).toContain('Renamed on the primary');
  });

  it('reads from the primary while the replica is stopped', async () => {
    const who = await registerAndLogin(h);
    const setId = await setIdOf(h, 'cgl-mock-1');
    const paper = await fetchPaper(h, who, setId);
    await the(replica).stop();
    const before = h.database.replicaFallbacks?.() ?? 0;
    const attempt = await sitPaper(h, who, paper, [2, 1, 0]);
    const res = await call(h, 'POST', EXAMS_PAGE, { body: { page: 0, size: 10 } });
    expect(res.status).toBe(200);
    const result = await post(h, who, RESULT, {
      studentId: who.student.studentId,
      setId,
      attemptNo: attempt.attemptNo,
    });
    expect(result.status).toBe(200);
    expect(result.body.response).toMatchObject(ONE_RIGHT_ONE_WRONG);
    expect(h.database.replicaFallbacks?.()).toBeGreaterThan(before);
    const metrics = await h.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toMatch(/^db_replica_fallbacks_total [1-9]\d*$/m);
  }, 60_000);
});
