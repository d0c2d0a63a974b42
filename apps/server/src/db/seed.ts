import { count, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { organisations } from './schema.ts';
import { importContent } from '../content/import.ts';
import { loadImportFiles } from '../content/load-files.ts';
import { seedDemoBank } from './seed-bank.ts';
import { DEMO_ORG_TOKEN, seedDemoStudents } from './seed-students.ts';
import { seedDemoStaff } from './seed-staff.ts';
import { DEMO_CONTENT_DIR } from '../paths.ts';

/** The demo tenant (DESIGN.md §4): its content goes through the same import as any other. */
export async function seedDemo(db: Db) {
  const { files, issues } = loadImportFiles([DEMO_CONTENT_DIR]);
  if (issues.length) {
    throw new Error(
      `Demo content is invalid:\n${issues.map((i) => `${i.file}: ${i.path}: ${i.message}`).join('\n')}`,
    );
  }
  const summary = await importContent(db, files);
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.orgToken, DEMO_ORG_TOKEN));
  if (org) await seedDemoBank(db, org.id);
  await seedDemoStudents(db);
  await seedDemoStaff(db);
  return summary;
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(organisations);
  return (row?.n ?? 0) === 0;
}
