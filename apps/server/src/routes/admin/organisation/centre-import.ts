import { and, eq, inArray } from 'drizzle-orm';
import {
  CENTRE_COLUMNS,
  CENTRE_IMPORT_MAX_ROWS,
  type TCentreColumn,
  type TCentreImportReport,
  type TCentreImportRow,
  type TCentreProblem,
} from '@exam/contracts/admin/org-setup/centre-import';
import type { TImportUpload } from '@exam/contracts/admin/imports';
import type { Db } from '../../../db/client.ts';
import { centres } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { problemWords } from '../enrolment/problems.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';
import { readTable, type TableRow } from '../table-file.ts';
import { placeIds, type PlaceNames } from './centres.ts';

const ALIASES: Record<string, TCentreColumn> = {
  state_name: 'state',
  district_name: 'district',
  block_name: 'block',
  center_code: 'centre_code',
  code: 'centre_code',
  centre: 'centre_name',
  center: 'centre_name',
  center_name: 'centre_name',
  name: 'centre_name',
};

const MAX_LENGTH: Record<TCentreColumn, number> = {
  state: 100,
  district: 100,
  block: 100,
  centre_code: 64,
  centre_name: 200,
};
const REQUIRED: readonly TCentreColumn[] = ['state', 'district', 'centre_code', 'centre_name'];
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const fileProblem = (fileName: string, problem: ReturnType<typeof problemWords>) => ({
  fileName,
  rows: 0,
  toCreate: [],
  existing: [],
  problems: [{ row: 0, column: 'file', ...problem } as TCentreProblem],
});

function checkRow(row: TableRow<TCentreColumn>, problems: TCentreProblem[]) {
  let bad = false;
  const add = (column: TCentreColumn, problem: ReturnType<typeof problemWords>) => {
    bad = true;
    problems.push({ row: row.number, column, ...problem } as TCentreProblem);
  };
  for (const column of CENTRE_COLUMNS) {
    const value = row.cells[column] ?? '';
    if (!value) {
      if (REQUIRED.includes(column)) add(column, problemWords('required'));
    } else if (value.length > MAX_LENGTH[column]) {
      add(column, problemWords('too-long', { max: MAX_LENGTH[column] }));
    } else if (column === 'centre_code' && !CODE.test(value)) {
      add(column, problemWords('bad-code', { value }));
    }
  }
  return bad;
}

/** Reads and checks a centres file: what will be created, what exists (skipped), what is wrong. */
export async function checkCentreFile(
  db: Db,
  orgId: number,
  upload: TImportUpload,
): Promise<TCentreImportReport> {
  const file = await readTable(
    upload.fileName,
    new Uint8Array(Buffer.from(upload.dataBase64, 'base64')),
    {
      known: CENTRE_COLUMNS,
      aliases: ALIASES,
      required: REQUIRED,
    },
  );
  if (!file.ok) return fileProblem(upload.fileName, file.problem);
  if (file.rows.length === 0) return fileProblem(upload.fileName, problemWords('no-rows'));
  if (file.rows.length > CENTRE_IMPORT_MAX_ROWS)
    return fileProblem(
      upload.fileName,
      problemWords('too-many-rows', { rows: file.rows.length, max: CENTRE_IMPORT_MAX_ROWS }),
    );
  const problems: TCentreProblem[] = [];
  const firstRowOfCode = new Map<string, number>();
  const valid: TCentreImportRow[] = [];
  for (const row of file.rows) {
    if (checkRow(row, problems)) continue;
    const key = row.cells.centre_code ?? '';
    const earlier = firstRowOfCode.get(key);
    if (earlier !== undefined) {
      problems.push({
        row: row.number,
        column: 'centre_code',
        ...problemWords('repeated-in-file', { value: key, row: earlier }),
      } as TCentreProblem);
      continue;
    }
    firstRowOfCode.set(key, row.number);
    valid.push({
      row: row.number,
      stateName: row.cells.state ?? '',
      districtName: row.cells.district ?? '',
      blockName: row.cells.block || null,
      key,
      name: row.cells.centre_name ?? '',
    });
  }
  const taken = new Set<string>();
  const keys = valid.map((row) => row.key);
  for (let i = 0; i < keys.length; i += 1000) {
    const found = await db
      .select({ key: centres.key })
      .from(centres)
      .where(and(eq(centres.orgId, orgId), inArray(centres.key, keys.slice(i, i + 1000))));
    for (const { key } of found) taken.add(key);
  }
  return {
    fileName: upload.fileName,
    rows: file.rows.length,
    toCreate: valid.filter((row) => !taken.has(row.key)),
    existing: valid.filter((row) => taken.has(row.key)),
    problems,
  };
}

/** Creates the file's new centres in one transaction, each audited as a single create is. */
export async function importCentres(ctx: StaffCtx, upload: TImportUpload) {
  const report = await checkCentreFile(ctx.db, ctx.staff.orgId, upload);
  const first = report.problems[0];
  if (first) {
    const where = first.row > 0 ? `row ${first.row}, ${first.column}` : 'the file';
    throw new AppError(
      'BAD_REQUEST',
      `Nothing was imported: the file has ${report.problems.length} problem(s), the first at ` +
        `${where}: ${first.message}. Preview it to see them all.`,
      'body.dataBase64',
    );
  }
  const audit = auditOf('centre');
  const created = await auditedWrite(ctx, async (tx, log) => {
    const places = new Map<string, Awaited<ReturnType<typeof placeIds>>>();
    const placeOf = async (names: PlaceNames) => {
      const key = [names.stateName, names.districtName, names.blockName ?? '']
        .map((name) => name.toLowerCase())
        .join('\u0000');
      const known = places.get(key) ?? (await placeIds(tx, names));
      places.set(key, known);
      return known;
    };
    for (const row of report.toCreate) {
      const input = {
        stateName: row.stateName,
        districtName: row.districtName,
        blockName: row.blockName,
        name: row.name,
        key: row.key,
      };
      const [inserted] = await tx
        .insert(centres)
        .values({ orgId: ctx.staff.orgId, key: row.key, name: row.name, ...(await placeOf(input)) })
        .onConflictDoNothing()
        .returning({ id: centres.id });
      // Another import of the same code committed since the check: refuse rather than half-import.
      if (!inserted)
        throw new AppError(
          'CONFLICT',
          `Nothing was imported: centre code ${row.key} (row ${row.row}) was created meanwhile. Preview the file again.`,
          'body.dataBase64',
        );
      log(audit('create', inserted.id, { after: input }));
    }
    return report.toCreate.length;
  });
  return { created, skipped: report.existing.length };
}
