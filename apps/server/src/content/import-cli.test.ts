import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgFixture } from '../../test/fixtures.ts';
import { openDatabase } from '../db/client.ts';

const run = promisify(execFile);
const root = new URL('../../../../', import.meta.url).pathname;
const fixture = (name: string) =>
  new URL(`../interchange/fixtures/${name}`, import.meta.url).pathname;

type CliFailure = { code: number; stdout: string; stderr: string };

/** Runs the CLI on an embedded database of its own; resolves with the exit code and output. */
async function importCli(dataDir: string, args: string[]) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return run('npm', ['run', '--silent', 'content:import', '--', ...args], { cwd: root, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: CliFailure) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

async function bankCount(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const result = await database.db.execute(sql`select count(*)::int as n from bank_questions`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  } finally {
    await database.close();
  }
}

describe('npm run content:import with question files', () => {
  it('--json: one document with the counts by type and the skipped items; --dry-run writes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-import-'));
    const data = join(dir, 'data');
    const org = join(dir, 'org.json');
    writeFileSync(org, JSON.stringify(orgFixture('cli-org', 'cli-institute')));
    expect((await importCli(data, [org])).code).toBe(0);

    const files = [
      fixture('moodle-awkward.xml'),
      fixture('gift-awkward.gift'),
      fixture('template-awkward.csv'),
    ];
    const dry = await importCli(data, ['--dry-run', '--json', ...files]);
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({ dryRun: true, written: false });
    expect(await bankCount(data)).toBe(0);

    const done = await importCli(data, ['--json', '--org', 'cli-org', ...files]);
    expect(done.code).toBe(0);
    const report = JSON.parse(done.stdout);
    expect(report).toMatchObject({
      dryRun: false,
      written: true,
      organisation: 'cli-org',
      bank: { created: 22, updated: 0 },
    });
    expect(
      report.files.map((f: { file: string; imported: unknown }) => [f.file, f.imported]),
    ).toEqual([
      [
        'moodle-awkward.xml',
        { single: 2, multiple: 2, 'true-false': 1, numerical: 1, 'short-answer': 1 },
      ],
      [
        'gift-awkward.gift',
        { single: 4, multiple: 1, 'true-false': 2, numerical: 2, 'short-answer': 1 },
      ],
      ['template-awkward.csv', { single: 1, multiple: 1, numerical: 2, 'true-false': 1 }],
    ]);
    expect(report.files[0].skipped[0]).toEqual({
      place: 'question 7 (Explain refraction)',
      reason: 'essays are marked by a person, not by the platform',
      sourceType: 'essay',
    });
    expect(report.files[1].skipped).toHaveLength(2);
    expect(await bankCount(data)).toBe(22);
  }, 120_000);

  it('a content JSON file and a question file in one run: the organisation it creates takes the questions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-import-'));
    const data = join(dir, 'data');
    const org = join(dir, 'org.json');
    writeFileSync(org, JSON.stringify(orgFixture('fresh-org', 'fresh-institute')));
    const done = await importCli(data, [org, fixture('aiken-awkward.txt')]);
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('Imported 2 categories');
    expect(done.stdout).toContain('Question bank of fresh-org: 3 added, 0 updated.');
    expect(await bankCount(data)).toBe(3);
  }, 120_000);

  it('exits non-zero and writes nothing when a file has errors, naming each', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bank-import-'));
    const data = join(dir, 'data');
    const org = join(dir, 'org.json');
    writeFileSync(org, JSON.stringify(orgFixture('cli-org', 'cli-institute')));
    expect((await importCli(data, [org])).code).toBe(0);

    const failed = await importCli(data, [
      '--json',
      fixture('aiken-awkward.txt'),
      fixture('template-broken.csv'),
    ]);
    expect(failed.code).toBe(1);
    const report = JSON.parse(failed.stdout);
    expect(report.written).toBe(false);
    expect(report.files[1].errors).toHaveLength(5);
    expect(report.files[1].errors[0]).toEqual({
      place: 'row 2',
      message: 'type: "essay" is not one of single, multiple, numerical, true-false, short-answer',
    });
    expect(await bankCount(data)).toBe(0);

    // A corrupt archive (TAO's own test file) is an error of the file: exit code 1.
    const human = await importCli(data, [fixture('corpus/tao/InvalidArchive.zip')]);
    expect(human.code).toBe(1);
    expect(human.stderr).toContain('InvalidArchive.zip: file: is not a readable zip package');
    expect(human.stderr).toContain('Nothing was imported');

    // Broken questions of a GIFT file are skipped with their reasons; the rest is imported.
    const skipping = await importCli(data, [fixture('gift-broken.gift')]);
    expect(skipping.code).toBe(0);
    expect(skipping.stdout).toContain(
      'skipped line 1 (Unclosed): the answer block opened with { is not closed with }',
    );

    // What an import changed is said too: Moodle's GIFT examples drop partial credit.
    const changed = await importCli(data, [
      fixture('corpus/gift-pegjs/giftFormatPhpExamples.gift'),
    ]);
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain(
      'changed line 28: partial credit dropped: "half credit answer" (50%)',
    );
  }, 120_000);
});
