import type { Actor } from '../../../bank/store.ts';
import { writeAudit } from '../../../bank/store.ts';
import type { Db } from '../../../db/client.ts';
import { students } from '../../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { organisations } from '../../../db/schema.ts';
import { csvDocument } from '../../../lib/csv.ts';
import { xlsxDocument } from '../../../lib/xlsx.ts';
import { exportOwnerOf } from '../../../sites/export-owner.ts';
import { exportTime } from '../results/export-files.ts';
import { hashOneTimePasswords } from '../../../lib/password.ts';
import { initialPassword } from '../students/initial-password.ts';
import type { CheckedRoster } from './check-roster.ts';
import type { TEnrolmentPasswordKind } from '@exam/contracts/admin/enrolment';

/** Rows per INSERT: 17 values each stays far below PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;

/**
 * Writes a checked roster in one transaction: every student with a generated password (only its
 * scrypt hash is stored, with the parameters of decision 022) that must be changed at the first
 * login, unless they are admit-card passwords the candidates keep (decision 066). Answers the
 * passwords as CSV and XLSX, the only time they exist in clear.
 */
export async function writeRoster(
  db: Db,
  actor: Actor & { instituteId: number },
  fileName: string,
  checked: CheckedRoster,
  kind: TEnrolmentPasswordKind = 'one-time',
) {
  const passwords = checked.rows.map(() => initialPassword());
  // Hashed before the transaction opens, so no connection is held while scrypt runs.
  const hashes = await hashOneTimePasswords(passwords);
  const values = checked.rows.map((row, index) => {
    const places = checked.centres.get(row.centreCode.toLowerCase());
    return {
      orgId: actor.orgId,
      instituteId: actor.instituteId,
      username: row.username,
      passwordHash: hashes[index] ?? '',
      name: row.name,
      fatherName: row.fatherName,
      motherName: row.motherName,
      rollNo: row.rollNo,
      studentClass: row.studentClass,
      studentSection: row.studentSection,
      mustChangePassword: kind === 'one-time',
      centreId: places?.centreId ?? null,
      districtId: places?.districtId ?? null,
      blockId: places?.blockId ?? null,
      stateId: places?.stateId ?? null,
    };
  });
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < values.length; i += BATCH) {
      const inserted = await tx
        .insert(students)
        .values(values.slice(i, i + BATCH))
        .returning({ id: students.id });
      ids.push(...inserted.map((r) => r.id));
    }
    await writeAudit(tx, actor, {
      action: 'enrol',
      entity: 'student',
      entityId: null,
      after: { fileName, created: ids.length, passwords: kind, studentIds: ids },
    });
  });
  const header = ['name', 'username', 'roll_number', 'class', 'section', 'password'];
  const rows = checked.rows.map((row, index) => [
    row.name,
    row.username,
    row.rollNo,
    row.studentClass,
    row.studentSection,
    passwords[index],
  ]);
  const owner = await exportOwnerOf(db, actor.orgId, actor.instituteId);
  const [org] = await db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, actor.orgId));
  const xlsx = await xlsxDocument(
    {
      owner,
      title: kind === 'one-time' ? 'One-time passwords' : 'Admit-card passwords',
      madeAt: exportTime(new Date().toISOString(), org?.timeZone ?? 'Asia/Kolkata'),
    },
    header,
    rows,
  );
  return {
    created: values.length,
    passwordsCsv: csvDocument([header, ...rows], 'lf'),
    passwordsXlsxBase64: xlsx.toString('base64'),
    passwordsFileNames: {
      csv: `${owner.slug}-passwords.csv`,
      xlsx: `${owner.slug}-passwords.xlsx`,
    },
  };
}
