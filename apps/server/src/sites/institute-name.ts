import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { institutes } from '../db/schema.ts';

export interface InstituteName {
  name: string;
  nameHi: string | null;
}

/** An institute's names, for what carries them outside its site (the PDF scorecard). */
export async function instituteNameOf(db: Db, instituteId: number): Promise<InstituteName | null> {
  const [row] = await db
    .select({ name: institutes.name, nameHi: institutes.nameHi })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  return row ?? null;
}
