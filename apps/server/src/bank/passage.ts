import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TQuestionPassage } from '@exam/contracts/questions/entities';
import type { Db } from '../db/client.ts';
import { bankQuestions, bankQuestionVersions, questionGroups } from '../db/schema.ts';
import { addBankVersion, onCurrentVersion, type Actor, type Tx } from './store.ts';
import { refreshUnsatCopies } from './refresh.ts';

/**
 * The other live questions of a shared passage (decision 062): those of the organisation whose
 * current version carries the same passage key, narrowed by `scope` (what the caller may read).
 */
export async function passageSiblings(
  db: Db | Tx,
  orgId: number,
  key: string,
  exceptId: number,
  scope: SQL | undefined,
) {
  return db
    .select({
      id: bankQuestions.id,
      instituteId: bankQuestions.instituteId,
      body: bankQuestionVersions.body,
    })
    .from(bankQuestions)
    .innerJoin(bankQuestionVersions, onCurrentVersion())
    .where(
      and(
        eq(bankQuestions.orgId, orgId),
        ne(bankQuestions.id, exceptId),
        isNull(bankQuestions.retiredAt),
        sql`${bankQuestionVersions.body}->'passage'->>'key' = ${key}`,
        scope,
      ),
    )
    .orderBy(bankQuestions.id);
}

const sameText = (a: TQuestionPassage | undefined, b: TQuestionPassage | undefined) =>
  (a?.titleEn ?? '') === (b?.titleEn ?? '') &&
  (a?.textEn ?? '') === (b?.textEn ?? '') &&
  (a?.textHi ?? '') === (b?.textHi ?? '');

interface PassageEdit {
  orgId: number;
  questionId: number;
  before: TQuestionPassage | undefined;
  /** As stored (cleanPassage): compared with what the other questions hold. */
  after: TQuestionPassage | undefined;
  /** Which of the passage's other questions the caller may change. */
  editable: (instituteId: number | null) => boolean;
}

/**
 * One passage edited in one of its questions is edited in all of them: each other question the
 * caller may edit gets a new version carrying it, and the sets no student has sat follow — their
 * copies, and a group whose passage was the old text. Returns the refreshed set ids.
 */
export async function spreadPassage(tx: Tx, actor: Actor, edit: PassageEdit) {
  const { before, after } = edit;
  if (!after || before?.key !== after.key) return [];
  if (sameText(before, after)) return [];
  const siblings = await passageSiblings(tx, edit.orgId, after.key, edit.questionId, undefined);
  const refreshed = new Set<number>();
  for (const sibling of siblings) {
    if (!edit.editable(sibling.instituteId) || sameText(sibling.body.passage, after)) continue;
    await addBankVersion(tx, actor, sibling.id, { ...sibling.body, passage: after });
    for (const setId of (await refreshUnsatCopies(tx, actor, sibling.id)).refreshed) {
      refreshed.add(setId);
    }
  }
  return [...refreshed];
}

/**
 * A group that showed the old passage (the set builder made it from the passage, decision 055)
 * shows the new one, in the sets just refreshed; a group an author wrote keeps its text.
 */
export async function refreshPassageGroups(
  tx: Tx,
  setIds: number[],
  before: TQuestionPassage,
  after: TQuestionPassage,
) {
  if (setIds.length === 0) return;
  await tx
    .update(questionGroups)
    .set({
      instructionsEn: after.textEn,
      instructionsHi: after.textHi ?? null,
      titleEn: sql`case when ${questionGroups.titleEn} = ${before.titleEn ?? ''}
        then ${after.titleEn ?? ''} else ${questionGroups.titleEn} end`,
    })
    .where(
      and(inArray(questionGroups.setId, setIds), eq(questionGroups.instructionsEn, before.textEn)),
    );
}
