import { asc, eq } from 'drizzle-orm';
import type { TKeyCorrectionNotice } from '@exam/contracts/results/entities';
import type { Db } from '../../db/client.ts';
import { keyCorrections, questions } from '../../db/schema.ts';

/** The set's key corrections and drops, oldest first, as students' reports list them. */
export async function keyCorrectionNotices(db: Db, setId: number): Promise<TKeyCorrectionNotice[]> {
  const rows = await db
    .select({
      questionNo: questions.questionNo,
      kind: keyCorrections.kind,
      at: keyCorrections.at,
      reason: keyCorrections.reason,
    })
    .from(keyCorrections)
    .innerJoin(questions, eq(questions.id, keyCorrections.questionId))
    .where(eq(keyCorrections.setId, setId))
    .orderBy(asc(keyCorrections.at), asc(keyCorrections.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
