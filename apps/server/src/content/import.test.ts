import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orgFixture } from '../../test/fixtures.ts';
import { describeEachDatabase } from '../../test/harness.ts';
import { paperOf } from '../../test/attempts.ts';
import { exams, questionGroups, questions, questionSets } from '../db/schema.ts';
import { validateImportFile } from './validate.ts';

const run = promisify(execFile);
const root = new URL('../../../../', import.meta.url).pathname;

function brokenFile() {
  const file = orgFixture() as ReturnType<typeof orgFixture> & Record<string, unknown>;
  const exam = file.exams?.[0];
  const set = exam?.sets?.[0];
  const question = set?.sections[0]?.questions?.[0];
  if (!exam || !set || !question) throw new Error('fixture changed');
  exam.subCategory = 'bank-po'; // belongs to another category
  set.totalTime = 0;
  question.options = [{ optionTextEn: 'only one', correct: true }];
  (set as Record<string, unknown>).setTypeId = 9;
  file.categories?.push({ key: 'SSC Upper', examCategoryName: '' });
  return file;
}

const PASSAGE = '<p>The river rises in the hills.</p>';

/** orgFixture with CGL Mock 1's first section in two groups: a plain one and a passage. */
function groupedFile() {
  const file = orgFixture();
  const section = file.exams?.[0]?.sets?.[0]?.sections[0];
  const [first, ...rest] = section?.questions ?? [];
  if (!section || !first || rest.length === 0) throw new Error('fixture changed');
  section.questions = undefined;
  section.groups = [
    { titleEn: 'Group A', titleHi: 'समूह A', questions: [first] },
    {
      titleEn: 'Comprehension',
      instructionsEn: `${PASSAGE}<script>alert(1)</script>`,
      instructionsHi: '<p>नदी पहाड़ों से निकलती है।</p>',
      questions: rest,
    },
  ];
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

  it('takes a section of groups, but not one with both questions and groups, nor one with neither', () => {
    expect(validateImportFile('groups.json', groupedFile()).ok).toBe(true);
    const both = groupedFile();
    const neither = groupedFile();
    const section = (file: ReturnType<typeof orgFixture>) =>
      file.exams?.[0]?.sets?.[0]?.sections[0];
    const bothSection = section(both);
    const neitherSection = section(neither);
    if (!bothSection || !neitherSection) throw new Error('fixture changed');
    bothSection.questions = bothSection.groups?.[0]?.questions;
    neitherSection.groups = undefined;
    const issues = (file: unknown) => {
      const result = validateImportFile('x.json', file);
      return result.ok ? [] : result.issues.map((i) => `${i.path}: ${i.message}`);
    };
    expect(issues(both)).toEqual([
      'exams.0.sets.0.sections.0.questions: must be absent when the section has groups (put the questions in a group)',
      // The same question twice in the set.
      'exams.0.sets.0.sections.0.groups.0.questions.0.key: repeats the question of set cgl-mock-1 key "q1"',
    ]);
    expect(issues(neither)).toEqual([
      'exams.0.sets.0.sections.0.questions: needs at least one question (or give groups)',
    ]);
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

  it("takes the set's and a section's marks lost per wrong answer, and a new import changes them", async () => {
    const file = orgFixture();
    const set = file.exams?.[0]?.sets?.[0];
    const [first, second] = set?.sections ?? [];
    if (!set || !first || !second) throw new Error('fixture changed');
    set.negativeMark = 1;
    first.negativeMark = 0.5;
    await h.importContent(file);
    const byQuestion = (paper: Awaited<ReturnType<typeof paperOf>>) =>
      paper.questions.map((q) => q.negativeMark);
    expect(byQuestion(await paperOf(h))).toEqual([0.5, 0.5, 1]);

    first.negativeMark = undefined;
    await h.importContent(file);
    expect(byQuestion(await paperOf(h))).toEqual([1, 1, 1]);
  });

  it('updates text, moves the answer key and drops questions no longer in the file', async () => {
    await h.importContent(orgFixture());
    const file = orgFixture();
    const section = file.exams?.[0]?.sets?.[0]?.sections[0];
    if (!section) throw new Error('fixture changed');
    section.questions = (section.questions ?? []).slice(0, 1);
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

  it('stores the groups of a section with their titles and passages, and updates them in place', async () => {
    await h.importContent(groupedFile());
    const db = h.database.db;
    const [set] = await db
      .select({ id: questionSets.id })
      .from(questionSets)
      .where(eq(questionSets.key, 'cgl-mock-1'));
    const groupsOfSet = () =>
      db.query.questionGroups.findMany({
        where: (g, { eq: is }) => is(g.setId, set?.id ?? 0),
        orderBy: (g, { asc }) => [asc(g.sortOrder), asc(g.id)],
      });
    const groupKeys = async () =>
      Object.fromEntries(
        (
          await db
            .select({ key: questions.key, groupId: questions.groupId })
            .from(questions)
            .where(eq(questions.setId, set?.id ?? 0))
        ).map((q) => [q.key, q.groupId]),
      );
    const before = await groupsOfSet();
    expect(
      before.map((g) => [
        g.titleEn,
        g.titleHi,
        g.instructionsEn,
        g.instructionsHi,
        g.totalQuestion,
      ]),
    ).toEqual([
      ['Group A', 'समूह A', '', null, 1],
      ['Comprehension', null, PASSAGE, '<p>नदी पहाड़ों से निकलती है।</p>', 1],
      // The set's second section: one untitled group.
      ['', null, '', null, 1],
    ]);
    const [groupA, passage] = before;
    expect(await groupKeys()).toMatchObject({ q1: groupA?.id, q2: passage?.id });

    // Imported again with the passage reworded and the first group gone: the rows are updated.
    const file = groupedFile();
    const section = file.exams?.[0]?.sets?.[0]?.sections[0];
    const groups = section?.groups;
    if (!section || !groups?.[0] || !groups[1]) throw new Error('fixture changed');
    section.groups = [
      {
        ...groups[1],
        instructionsEn: '<p>Reworded.</p>',
        questions: [...groups[0].questions, ...groups[1].questions],
      },
    ];
    await h.importContent(file);
    const after = await groupsOfSet();
    expect(after.map((g) => [g.id, g.titleEn, g.instructionsEn, g.totalQuestion])).toEqual([
      [groupA?.id, 'Comprehension', '<p>Reworded.</p>', 2],
      [before[2]?.id, '', '', 1],
    ]);
    expect(await groupKeys()).toMatchObject({ q1: groupA?.id, q2: groupA?.id });
    // The emptied group is gone.
    const left = await db.select({ id: questionGroups.id }).from(questionGroups);
    expect(left.map((g) => g.id)).not.toContain(passage?.id);
  });
});
