import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bankQuestions, bankQuestionVersions, questions, questionSets } from '../db/schema.ts';
import { writeAudit, type Actor, type Tx } from './store.ts';
import {
  keyColumns,
  recomputeSetTotals,
  satSql,
  SET_ID_OF_QUESTION,
  textColumns,
  writeOptions,
} from './set-copies.ts';

/**
 * After a bank question got `version`: every set that copied an earlier version and that no
 * student has started is refreshed to it (its content version bumped, so cached papers are
 * rebuilt). Sets students have sat keep their copy: a result never changes under a student.
 * Returns the ids of the refreshed sets and of those that kept their copy.
 */
export async function refreshUnsatCopies(tx: Tx, actor: Actor, bankQuestionId: number) {
  const [bank] = await tx
    .select({ version: bankQuestions.currentVersion })
    .from(bankQuestions)
    .where(eq(bankQuestions.id, bankQuestionId));
  if (!bank) return { refreshed: [], kept: [] };
  // Locking the sets first makes "has a student started it?" a settled question: starting an
  // attempt inserts a row referencing the set, whose foreign-key check waits for this lock, and an
  // attempt committed before it is seen by the check below.
  const setIds = await tx
    .selectDistinct({ setId: questions.setId })
    .from(questions)
    .where(eq(questions.bankQuestionId, bankQuestionId));
  if (setIds.length === 0) return { refreshed: [], kept: [] };
  await tx
    .select({ id: questionSets.id })
    .from(questionSets)
    .where(
      inArray(
        questionSets.id,
        setIds.map((r) => r.setId),
      ),
    )
    .orderBy(asc(questionSets.id))
    .for('update');
  const copies = await tx
    .select({
      id: questions.id,
      setId: questions.setId,
      questionNo: questions.questionNo,
      bankVersion: questions.bankVersion,
      marks: questions.marks,
      negativeMark: questions.negativeMark,
      sat: satSql(SET_ID_OF_QUESTION),
    })
    .from(questions)
    .where(
      and(
        eq(questions.bankQuestionId, bankQuestionId),
        sql`${questions.bankVersion} is distinct from ${bank.version}`,
      ),
    )
    .orderBy(asc(questions.setId));
  const kept = copies.filter((c) => c.sat).map((c) => c.setId);
  const stale = copies.filter((c) => !c.sat);
  if (stale.length === 0) return { refreshed: [], kept };

  const versions = await tx
    .select({ version: bankQuestionVersions.version, body: bankQuestionVersions.body })
    .from(bankQuestionVersions)
    .where(
      and(
        eq(bankQuestionVersions.bankQuestionId, bankQuestionId),
        inArray(bankQuestionVersions.version, [
          bank.version,
          ...stale.flatMap((c) => (c.bankVersion === null ? [] : [c.bankVersion])),
        ]),
      ),
    );
  const bodyOf = new Map(versions.map((v) => [v.version, v.body]));
  const body = bodyOf.get(bank.version);
  if (!body) throw new Error(`bank question ${bankQuestionId} has no version ${bank.version}`);

  for (const copy of stale) {
    const old = copy.bankVersion === null ? undefined : bodyOf.get(copy.bankVersion);
    // Marks the set chose for the row stay; marks that came from the old body follow the new one.
    const follows = (value: number | null, fromBody: number | undefined) =>
      value === (fromBody ?? null);
    const optionIds = await writeOptions(tx, copy.id, body);
    await tx
      .update(questions)
      .set({
        ...textColumns(body),
        ...keyColumns(body, optionIds),
        bankVersion: bank.version,
        marks: follows(copy.marks, old?.marks) ? (body.marks ?? null) : copy.marks,
        negativeMark: follows(copy.negativeMark, old?.negativeMark)
          ? (body.negativeMark ?? null)
          : copy.negativeMark,
      })
      .where(eq(questions.id, copy.id));
    await writeAudit(tx, actor, {
      action: 'refresh-question',
      entity: 'set',
      entityId: copy.setId,
      before: { questionNo: copy.questionNo, bankQuestionId, version: copy.bankVersion },
      after: { questionNo: copy.questionNo, bankQuestionId, version: bank.version },
    });
  }
  const refreshed = [...new Set(stale.map((c) => c.setId))];
  for (const setId of refreshed) await recomputeSetTotals(tx, setId);
  await tx
    .update(questionSets)
    .set({ contentVersion: sql`${questionSets.contentVersion} + 1` })
    .where(inArray(questionSets.id, refreshed));
  return { refreshed, kept: [...new Set(kept)] };
}
