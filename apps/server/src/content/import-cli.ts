import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { importContent } from './import.ts';
import { loadImportFiles } from './load-files.ts';

/** npm run content:import -- FILE [FILE…]: validate everything, then import in one transaction. */
async function main(args: string[]) {
  if (args.length === 0) {
    console.error('Usage: npm run content:import -- FILE.json [MORE.json | FOLDER …]');
    return 2;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const paths = args.map((arg) => resolve(cwd, arg));
  const missing = paths.filter((p) => !existsSync(p));
  if (missing.length) {
    console.error(missing.map((p) => `No such file: ${p}`).join('\n'));
    return 2;
  }
  const { files, issues } = loadImportFiles(paths);
  if (issues.length) {
    console.error(`Nothing was imported: ${issues.length} problem(s) found.`);
    for (const issue of issues) console.error(`  ${issue.file}: ${issue.path}: ${issue.message}`);
    return 1;
  }
  const env = readEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    const summary = await importContent(database.db, files);
    console.log(
      `Imported ${summary.categories} categories, ${summary.subCategories} sub-categories, ` +
        `${summary.exams} exams, ${summary.sets} sets and ${summary.questions} questions.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
