import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZImportFile } from '@exam/contracts/content/import-file';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { importContent } from '../content/import.ts';
import { orgFixture } from '../../test/fixtures.ts';
import { createPostgresDatabase, describeOnPostgres, type Harness } from '../../test/harness.ts';
import { fetchPaper, record, resumeAnswers, setIdOf, start } from '../../test/attempts.ts';
import { registerAndLogin, post } from '../../test/students.ts';
import { openDatabase, type Database } from './client.ts';

/**
 * The README's backup recipes, done once: answers are saved, the database is backed up and
 * destroyed, the backup is restored, and every answer is still there.
 */

async function open(database: Database) {
  const app = await buildApp({ database, catalogueCacheMs: 0 });
  const h = { app, database } as unknown as Harness;
  return { app, h };
}

async function answerSome(database: Database) {
  await importContent(database.db, [ZImportFile.parse(orgFixture())]);
  const { app, h } = await open(database);
  const who = await registerAndLogin(h, { username: 'backup.student@example.test' });
  const setId = await setIdOf(h, 'cgl-mock-1');
  const paper = await fetchPaper(h, who, setId);
  const attempt = await start(h, who, setId);
  for (const [seq, no] of [1, 2, 3].entries()) {
    const res = await post(
      h,
      who,
      '/v2/api/cbt/student/save/response',
      record(paper, who, attempt, no, 2, seq + 1),
    );
    expect(res.status).toBe(200);
  }
  const answers = await answersOf(h, who, setId, paper.exam.examId);
  expect(answers).toHaveLength(3);
  await app.close();
  return { who, setId, examId: paper.exam.examId, answers };
}

async function answersOf(
  h: Harness,
  who: Awaited<ReturnType<typeof registerAndLogin>>,
  setId: number,
  examId: number,
) {
  const answers = await resumeAnswers(h, who, { setId, examId });
  return answers.map((r) => [r.questionId, r.answerId]);
}

describe('backup and restore of the embedded database folder', () => {
  const root = mkdtempSync(join(tmpdir(), 'exam-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps every answer through a copy of the stopped folder', async () => {
    const dataDir = join(root, 'data');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const saved = await answerSome(database);
    await database.close(); // the server is stopped before its folder is copied

    cpSync(dataDir, join(root, 'backup'), { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });
    cpSync(join(root, 'backup'), dataDir, { recursive: true });

    const restored = await openDatabase({ dataDir });
    const { app, h } = await open(restored);
    expect(await answersOf(h, saved.who, saved.setId, saved.examId)).toEqual(saved.answers);
    await app.close();
    await restored.close();
  }, 120_000);
});

const adminUrl = inject('pgAdminUrl');

describeOnPostgres('backup and restore of PostgreSQL with pg_dump', () => {
  it('keeps every answer through pg_dump, a dropped database and pg_restore', async () => {
    const created = await createPostgresDatabase(adminUrl);
    const dump = join(mkdtempSync(join(tmpdir(), 'exam-dump-')), 'exam.dump');
    try {
      const database = await openDatabase({ url: created.url, poolSize: 2 });
      await database.migrate();
      const saved = await answerSome(database);
      await database.close();

      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, created.url]);
      const name = new URL(created.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database ${name} with (force)`);
      await admin.query(`create database ${name}`);
      await admin.end();
      execFileSync('pg_restore', ['--no-owner', `--dbname=${created.url}`, dump]);

      const restored = await openDatabase({ url: created.url, poolSize: 2 });
      const { app, h } = await open(restored);
      expect(await answersOf(h, saved.who, saved.setId, saved.examId)).toEqual(saved.answers);
      await app.close();
      await restored.close();
    } finally {
      await created.drop();
    }
  }, 120_000);
});
