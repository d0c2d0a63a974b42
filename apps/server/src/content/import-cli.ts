import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { importQuestionsOf, type TImportFile } from '@exam/contracts/content/import-file';
import type { TImportFileReport } from '@exam/contracts/interchange/import-report';
import { QUESTION_TYPES, type TQuestionType } from '@exam/contracts/questions/entities';
import { readEnv } from '../env.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { organisations } from '../db/schema.ts';
import { DEMO_ORG_TOKEN } from '../db/seed-students.ts';
import { detectFormat } from '../interchange/detect.ts';
import { IMPORT_MAX_FILE_BYTES } from '../interchange/limits.ts';
import { parseQuestionFile, tooLarge } from '../interchange/parse.ts';
import type { ParsedImport } from '../interchange/report.ts';
import { writeImport } from '../interchange/write-import.ts';
import { importContent, type ImportSummary } from './import.ts';
import { expandPaths, isContentJson, loadImportFiles } from './load-files.ts';
import type { ContentIssue } from './validate.ts';

const USAGE = `Usage: npm run content:import -- [--org ORG_TOKEN] [--dry-run] [--json] FILE|FOLDER …
  Content JSON files (the platform's own format) are imported as catalogue and sets.
  Moodle XML, GIFT, Aiken, QTI packages (.zip) or items, CSV and XLSX go to the question bank of
  the organisation (--org; default the only organisation, else demo-org).
  --dry-run  reads and reports, writes nothing
  --json     prints one JSON document: per file the questions by type, the skipped and the errors`;

interface Options {
  org?: string;
  dryRun: boolean;
  json: boolean;
  paths: string[];
}

function parseArgs(args: string[]): Options | string {
  const options: Options = { dryRun: false, json: false, paths: [] };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--json') options.json = true;
    else if (arg === '--org') {
      options.org = args[i + 1];
      i += 1;
      if (!options.org) return '--org needs an organisation token';
    } else if (arg.startsWith('--org=')) options.org = arg.slice('--org='.length);
    else if (arg.startsWith('--')) return `Unknown option ${arg}`;
    else options.paths.push(arg);
  }
  return options.paths.length ? options : 'Name at least one file';
}

/** The JSON document of --json, and what the human-readable output says. */
interface ImportRun {
  dryRun: boolean;
  organisation: string | null;
  written: boolean;
  files: (Omit<TImportFileReport, 'items'> & {
    questions: number;
    /** What the import changed or left out of an item (partial credit dropped, …). */
    notes?: { place: string; notes: string[] }[];
  })[];
  bank?: { created: number; updated: number };
  content?: ImportSummary;
}

async function main(args: string[]) {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 2;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const paths = options.paths.map((arg) => resolve(cwd, arg));
  const missing = paths.filter((p) => !existsSync(p));
  if (missing.length) {
    console.error(missing.map((p) => `No such file: ${p}`).join('\n'));
    return 2;
  }
  const jsonPaths: string[] = [];
  const parsed: ParsedImport[] = [];
  for (const path of expandPaths(paths)) {
    // A question file over the limit is refused before it is read (content JSON is the operator's).
    if (!/\.json$/i.test(path) && statSync(path).size > IMPORT_MAX_FILE_BYTES) {
      parsed.push(tooLarge(basename(path), detectFormat(basename(path), new Uint8Array())));
      continue;
    }
    const bytes = readFileSync(path);
    if (isContentJson(path, bytes)) jsonPaths.push(path);
    else parsed.push(await parseQuestionFile(basename(path), bytes));
  }
  const contents = jsonPaths.map((path) => ({ path, ...loadImportFiles([path]) }));
  const contentFiles = contents.flatMap((content) => content.files);
  const run: ImportRun = {
    dryRun: options.dryRun,
    organisation: null,
    written: false,
    files: [
      ...contents.map(contentReport),
      ...parsed.map(({ report: { items, ...rest } }) => ({
        ...rest,
        questions: items.length,
        notes: items.flatMap(({ place, notes }) => (notes?.length ? [{ place, notes }] : [])),
      })),
    ],
  };
  const hasErrors = () => run.files.some((file) => file.errors.length > 0);

  const env = readEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pooler: env.DATABASE_POOLER,
    directUrl: env.DATABASE_DIRECT_URL,
    dataDir: env.DATA_DIR,
  });
  try {
    await database.migrate();
    const org = parsed.length
      ? await findOrganisation(database.db, options.org, contentFiles)
      : null;
    if (org && 'error' in org) {
      run.files.forEach((file) => {
        if (file.format !== 'json') file.errors.push({ place: 'file', message: org.error });
      });
    }
    if (org && 'token' in org) run.organisation = org.token;
    if (hasErrors() || options.dryRun) return finish(run, options, hasErrors() ? 1 : 0);
    if (contentFiles.length) run.content = await importContent(database.db, contentFiles);
    if (org && 'token' in org) {
      // An organisation created by a JSON file of this run exists now.
      const [row] = await database.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.orgToken, org.token));
      if (!row) throw new Error(`organisation ${org.token} was not created`);
      const result = await writeImport(
        database.db,
        { orgId: row.id, instituteId: null, staffId: null },
        parsed,
      );
      if (result.written) run.bank = { created: result.created, updated: result.updated };
    }
    run.written = true;
    return finish(run, options, 0);
  } finally {
    await database.close();
  }
}

/** The organisation the bank files go to; a JSON file of the same run may create it. */
/**
 * The organisation the bank files go to: --org, else the only one (existing, or created by a JSON
 * file of this run), else demo-org.
 */
async function findOrganisation(
  db: Db,
  token: string | undefined,
  files: TImportFile[],
): Promise<{ token: string } | { error: string }> {
  const rows = await db.select({ token: organisations.orgToken }).from(organisations);
  const known = new Set([
    ...rows.map((row) => row.token),
    ...files.map((file) => file.organisation.orgToken),
  ]);
  const only = known.size === 1 ? [...known][0] : undefined;
  const wanted = token ?? only ?? (known.has(DEMO_ORG_TOKEN) ? DEMO_ORG_TOKEN : undefined);
  if (wanted && known.has(wanted)) return { token: wanted };
  if (token) return { error: `there is no organisation "${token}"` };
  if (known.size === 0)
    return {
      error:
        'there is no organisation yet: import its content JSON too, or start the server once (demo)',
    };
  return { error: 'name the organisation with --org (there are several, none is demo-org)' };
}

const isQuestionType = (value: unknown): value is TQuestionType =>
  (QUESTION_TYPES as readonly unknown[]).includes(value);

function contentReport({
  path,
  files,
  issues,
}: {
  path: string;
  files: TImportFile[];
  issues: ContentIssue[];
}): ImportRun['files'][number] {
  const errors = issues.map((issue) => ({ place: issue.path, message: issue.message }));
  const list = files
    .flatMap((file) => file.exams)
    .flatMap((exam) => exam.sets)
    .flatMap((set) => set.sections)
    .flatMap(importQuestionsOf);
  const imported: TImportFileReport['imported'] = {};
  for (const question of list) {
    // A content question without a type is single choice.
    const type = 'type' in question && isQuestionType(question.type) ? question.type : 'single';
    imported[type] = (imported[type] ?? 0) + 1;
  }
  const questions = list.length;
  return {
    file: basename(path),
    format: 'json',
    imported,
    skipped: [],
    errors,
    questions,
  };
}

function finish(run: ImportRun, options: Options, code: number) {
  if (options.json) {
    console.log(JSON.stringify(run, null, 2));
    return code;
  }
  for (const file of run.files) {
    const counts = Object.entries(file.imported)
      .map(([type, n]) => `${n} ${type}`)
      .join(', ');
    console.log(
      `${file.file} (${file.format}): ${file.questions} question(s)${counts ? ` — ${counts}` : ''}`,
    );
    for (const note of file.notes ?? [])
      console.log(`  changed ${note.place}: ${note.notes.join('; ')}`);
    for (const skip of file.skipped) console.log(`  skipped ${skip.place}: ${skip.reason}`);
    for (const error of file.errors)
      console.error(`  ${file.file}: ${error.place}: ${error.message}`);
  }
  if (code !== 0) console.error('Nothing was imported: fix the errors above.');
  else if (run.dryRun) console.log('Dry run: nothing was written.');
  else {
    if (run.content) {
      const s = run.content;
      console.log(
        `Imported ${s.categories} categories, ${s.subCategories} sub-categories, ${s.exams} exams, ${s.sets} sets and ${s.questions} questions.`,
      );
    }
    if (run.bank)
      console.log(
        `Question bank of ${run.organisation}: ${run.bank.created} added, ${run.bank.updated} updated.`,
      );
  }
  return code;
}

process.exitCode = await main(process.argv.slice(2));
