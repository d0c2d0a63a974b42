import { count } from 'drizzle-orm';
import type { Db } from './client.ts';
import { organisations } from './schema.ts';
import { importContent } from '../content/import.ts';
import { loadImportFiles } from '../content/load-files.ts';
import { seedDemoStudents } from './seed-students.ts';
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
  await seedDemoStudents(db);
  await seedDemoStaff(db);
  return summary;
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(organisations);
  return (row?.n ?? 0) === 0;
}
