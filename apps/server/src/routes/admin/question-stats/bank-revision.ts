import { and, eq } from 'drizzle-orm';
import type { TAnswerKey } from '@exam/contracts/admin/key-corrections';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import { addBankVersion, type Actor, type Tx } from '../../../bank/store.ts';
import { bankQuestions, bankQuestionVersions } from '../../../db/schema.ts';

/** The body with the corrected key: options by their place (the set copied them in order). */
function withKey(body: TQuestionBody, key: TAnswerKey, optionIds: number[]): TQuestionBody {
  if (body.type === 'numerical' && body.numeric)
    return {
      ...body,
      numeric: { ...body.numeric, min: key.numericMin ?? 0, max: key.numericMax ?? 0 },
    };
  const correct = new Set(key.answerOptionIds ?? [key.answerOptionId ?? 0]);
  return {
    ...body,
    options: body.options.map((o, i) => ({ ...o, correct: correct.has(optionIds[i] ?? 0) })),
  };
}

/**
 * Decision 049: a key corrected after the exam is corrected in the bank too, as a new version
 * (the sets already sat keep their own copy), and staff are asked to revise its solution; a
 * dropped question is only flagged, for staff to rewrite.
 */
export async function reviseBankQuestion(
  tx: Tx,
  actor: Actor,
  question: { bankQuestionId: number | null; questionNo: number },
  change: { key: TAnswerKey | null; optionIds: number[]; setName: string },
) {
  if (question.bankQuestionId === null) return;
  const id = question.bankQuestionId;
  const [bank] = await tx
    .select({ version: bankQuestions.currentVersion })
    .from(bankQuestions)
    .where(eq(bankQuestions.id, id));
  if (!bank) return;
  if (change.key) {
    const [current] = await tx
      .select({ body: bankQuestionVersions.body })
      .from(bankQuestionVersions)
      .where(
        and(
          eq(bankQuestionVersions.bankQuestionId, id),
          eq(bankQuestionVersions.version, bank.version),
        ),
      );
    if (current)
      await addBankVersion(tx, actor, id, withKey(current.body, change.key, change.optionIds));
  }
  const what = change.key ? 'its key was corrected' : 'it was dropped';
  await tx
    .update(bankQuestions)
    .set({
      solutionReview: `After the exam of ${change.setName} (question ${question.questionNo}), ${what}: revise the solution.`,
    })
    .where(eq(bankQuestions.id, id));
}
