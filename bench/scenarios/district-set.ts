import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The district's paper: a short CBT set (QUESTIONS single-choice questions, negative marking,
 * `totalTime` minutes, the strict clock) imported into the demo organisation through the content
 * import, as an institute would. A one-minute set is the exam compressed into the run.
 */
export const QUESTIONS = 20;
const OPTIONS = 4;
const root = new URL('../..', import.meta.url).pathname;

/** The correct option (1–4) of question n (1-based). */
const correctOptionNo = (n: number) => 1 + (n % OPTIONS);

function contentFile(setKey: string, minutes: number) {
  return {
    // The demo organisation and institute, unchanged (matched by their tokens).
    organisation: {
      orgToken: 'demo-org',
      name: 'Demo Coaching Institute',
      institutes: [{ instituteToken: 'demo-institute', name: 'Demo Institute, Jaipur' }],
    },
    categories: [
      {
        key: 'bench',
        examCategoryName: 'Benchmarks',
        subCategories: [{ key: 'bench-district', examSubCategoryName: 'District' }],
      },
    ],
    exams: [
      {
        key: 'bench-district',
        category: 'bench',
        subCategory: 'bench-district',
        examName: 'District Simulation',
        sets: [
          {
            key: setKey,
            setName: `District Mock ${setKey}`,
            setTypeId: 3,
            totalTime: minutes,
            negativeMarks: true,
            languages: ['en'],
            clockRule: 'strict',
            sections: [
              {
                key: 'general',
                sectionName: 'General',
                marksPerQuestion: 2,
                questions: Array.from({ length: QUESTIONS }, (_, i) => ({
                  key: `q${i + 1}`,
                  questionTextEn: `<p>District question ${i + 1}</p>`,
                  options: Array.from({ length: OPTIONS }, (_, o) => ({
                    optionTextEn: `Option ${o + 1}`,
                    correct: o + 1 === correctOptionNo(i + 1),
                  })),
                })),
              },
            ],
          },
        ],
      },
    ],
  };
}

/** Imports the set into the server's database and returns its id. */
export async function importDistrictSet(databaseUrl: string, minutes: number) {
  const setKey = `district-${Date.now()}`;
  const dir = mkdtempSync(join(tmpdir(), 'district-set-'));
  const file = join(dir, 'district.json');
  writeFileSync(file, JSON.stringify(contentFile(setKey, minutes)));
  try {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/content/import-cli.ts', file],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: root, LOG_LEVEL: 'warn' },
      },
    );
    if (run.status !== 0) throw new Error(`content import: ${run.stderr || run.stdout}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      'select id from question_sets where key = $1',
      [setKey],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error(`the district set ${setKey} was not imported`);
    return id;
  } finally {
    await client.end();
  }
}
