import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orgFixture } from '../../test/fixtures.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { exams, questions, questionSets } from '../db/schema.ts';
import { validateImportFile } from './validate.ts';

const run = promisify(execFile);
const root = new URL('../../../../', import.meta.url).pathname;

function brokenFile() {
  const file = orgFixture() as ReturnType<typeof orgFixture> & Record<string, unknown>;
  const exam = file.exams?.[0];
  const set = exam?.sets?.[0];
  const question = set?.sections[0]?.questions[0];
  if (!exam || !set || !question) throw new Error('fixture changed');
  exam.subCategory = 'bank-po'; // belongs to another category
  set.totalTime = 0;
  question.options = [{ optionTextEn: 'only one', correct: true }];
  (set as Record<string, unknown>).setTypeId = 9;
  file.categories?.push({ key: 'SSC Upper', examCategoryName: '' });
  return file;
}

describe('content validation', () => {
  it('names the path of every bad field', () => {
    const result = validateImportFile('broken.json', brokenFile());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const paths = result.issues.map((i) => `${i.path}: ${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^exams\.0\.sets\.0\.totalTime: must be at least 1 minute/),
        expect.stringMatching(
          /^exams\.0\.sets\.0\.sections\.0\.questions\.0\.options: needs at least 2 options/,
        ),
        expect.stringMatching(/^exams\.0\.sets\.0\.setTypeId: /),
        expect.stringMatching(/^categories\.2\.key: must be lower-case/),
        expect.stringMatching(/^categories\.2\.examCategoryName: must not be empty/),
      ]),
    );
  });

  it('checks cross references: an exam naming a sub-category of another category', () => {
    const file = orgFixture();
    const exam = file.exams?.[0];
    if (exam) exam.subCategory = 'bank-po';
    const result = validateImportFile('x.json', file);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual([
        { file: 'x.json', path: 'exams.0.subCategory', message: 'is not a sub-category of "ssc"' },
      ]);
  });
});

describe('npm run content:import', () => {
  it('refuses a broken file, names every bad field and changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-'));
    const good = join(dir, 'good.json');
    const broken = join(dir, 'broken.json');
    writeFileSync(good, JSON.stringify(orgFixture()));
    writeFileSync(broken, JSON.stringify(brokenFile()));
    const env = { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '' };
    delete (env as Record<string, string | undefined>).DATABASE_URL;

    const failed = await run('npm', ['run', '--silent', 'content:import', '--', good, broken], {
      cwd: root,
      env,
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed && failed.code).toBe(1);
    expect(failed.stderr).toContain('Nothing was imported');
    expect(failed.stderr).toContain(
      'broken.json: exams.0.sets.0.totalTime: must be at least 1 minute',
    );
    expect(failed.stderr).toContain(
      'broken.json: exams.0.subCategory: is not a sub-category of "ssc"',
    );

    const imported = await run('npm', ['run', '--silent', 'content:import', '--', good], {
      cwd: root,
      env,
    });
    expect(imported.stdout).toContain(
      'Imported 2 categories, 3 sub-categories, 3 exams, 3 sets and 5 questions.',
    );
  }, 60_000);
});

describeEachDatabase('importContent', (h) => {
  beforeEach(() => h.reset());

  it('is an upsert: importing twice changes nothing but the content version', async () => {
    await h.importContent(orgFixture());
    await h.importContent(orgFixture());
    const db = h.database.db;
    expect(await db.select().from(exams)).toHaveLength(3);
    expect(await db.select().from(questions)).toHaveLength(5);
    const versions = await db.select({ v: questionSets.contentVersion }).from(questionSets);
    expect(versions.map((v) => v.v)).toEqual([2, 2, 2]);
  });

  it('updates text, moves the answer key and drops questions no longer in the file', async () => {
    await h.importContent(orgFixture());
    const file = orgFixture();
    const section = file.exams?.[0]?.sets?.[0]?.sections[0];
    if (!section) throw new Error('fixture changed');
    section.questions = section.questions.slice(0, 1);
    const [first] = section.questions;
    if (!first) throw new Error('fixture changed');
    first.questionTextEn = '<p>What is 2 + 2?</p>';
    first.options = (first.options ?? []).map((o, i) => ({ ...o, correct: i === 3 }));
    await h.importContent(file);

    const db = h.database.db;
    const rows = await db.query.questions.findMany({
      with: undefined,
      orderBy: (q, { asc }) => [asc(q.id)],
    });
    expect(rows.map((r) => r.key)).toEqual(['q1', 'q3', 'q1', 'q1']);
    const [q1] = await db
      .select()
      .from(questions)
      .where(eq(questions.textEn, '<p>What is 2 + 2?</p>'));
    const correct = await db.query.options.findFirst({
      where: (o, { eq: is }) => is(o.id, q1?.answerOptionId ?? -1),
    });
    expect(correct?.optionNo).toBe(4);
  });
});
