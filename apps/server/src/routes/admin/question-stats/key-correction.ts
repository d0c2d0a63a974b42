import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  TAnswerKey,
  TCorrectKeyBody,
  TKeyCorrectionOutcome,
} from '@exam/contracts/admin/key-corrections';
import { optionLetter } from '@exam/core/audit-changes';
import { carriesAnswerKey } from '@exam/contracts/papers/entities';
import { writeAudit, type Actor } from '../../../bank/store.ts';
import type { Db } from '../../../db/client.ts';
import { attempts, keyCorrections, options, questions, questionSets } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { inOrder } from '../../../lib/in-order.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { loadPaperContent, loadSetMeta, type QuestionFacts } from '../../papers/service.ts';
import { assertEditable, orNotFound } from '../scope.ts';
import { findReadableSet } from '../sets/read.ts';
import { reviseBankQuestion } from './bank-revision.ts';
import { rescoreExamAttempts, rescoreQuizAttempts } from './rescore.ts';

export type KeyChange = { kind: 'key'; body: TCorrectKeyBody } | { kind: 'drop'; reason: string };

const badField = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field} ${message}`, field);

type QuestionRow = Pick<
  typeof questions.$inferSelect,
  | 'id'
  | 'questionNo'
  | 'questionType'
  | 'answerOptionId'
  | 'answerOptionIds'
  | 'numericMin'
  | 'numericMax'
  | 'droppedAt'
>;

const keyOf = (q: QuestionRow): TAnswerKey => {
  if (q.questionType === 'multiple') return { answerOptionIds: q.answerOptionIds ?? [] };
  if (q.questionType === 'numerical') return { numericMin: q.numericMin, numericMax: q.numericMax };
  return { answerOptionId: q.answerOptionId };
};

const FIELDS_OF = {
  single: ['answerOptionId'],
  'true-false': ['answerOptionId'],
  multiple: ['answerOptionIds'],
  numerical: ['numericMin', 'numericMax'],
  // Accepted answers are not corrected here (decision 039): drop the question instead.
  'short-answer': [],
} as const;
const KEY_FIELDS = ['answerOptionId', 'answerOptionIds', 'numericMin', 'numericMax'] as const;

/** The new key from the body, checked against the question's type and options (400 naming the field). */
function newKey(q: QuestionRow, optionIds: number[], body: TCorrectKeyBody): TAnswerKey {
  if (q.questionType === 'short-answer')
    throw badField(
      'body',
      "cannot change a short-answer question's accepted answers after the exam; drop it instead.",
    );
  const wanted: readonly string[] = FIELDS_OF[q.questionType];
  for (const field of KEY_FIELDS) {
    if (body[field] !== undefined && !wanted.includes(field))
      throw badField(`body.${field}`, `does not apply to a ${q.questionType} question.`);
  }
  for (const field of wanted) {
    if (body[field as keyof TCorrectKeyBody] === undefined)
      throw badField(`body.${field}`, `is required for a ${q.questionType} question.`);
  }
  let key: TAnswerKey;
  if (q.questionType === 'numerical') {
    const min = body.numericMin ?? 0;
    const max = body.numericMax ?? 0;
    if (min > max) throw badField('body.numericMax', 'must not be below numericMin.');
    key = { numericMin: min, numericMax: max };
  } else if (q.questionType === 'multiple') {
    const ids = [...new Set(body.answerOptionIds)].sort((a, b) => a - b);
    const stranger = ids.find((id) => !optionIds.includes(id));
    if (stranger !== undefined)
      throw badField(
        'body.answerOptionIds',
        `holds ${stranger}, which is not an option of this question.`,
      );
    key = { answerOptionIds: ids };
  } else {
    if (!optionIds.includes(body.answerOptionId ?? 0))
      throw badField('body.answerOptionId', 'is not an option of this question.');
    key = { answerOptionId: body.answerOptionId ?? null };
  }
  if (JSON.stringify(key) === JSON.stringify(keyOf(q)))
    throw badField(`body.${wanted[0]}`, 'is already the key of this question.');
  return key;
}

/** A key as staff read it in the audit log: option letters ("B", "A, C") or a range ("2–2.5"). */
const keyAsRead =
  (optionIds: number[]) =>
  (key: TAnswerKey | null): string | null => {
    if (!key) return null;
    const letter = (id: number) => optionLetter(optionIds.indexOf(id));
    if (key.answerOptionIds) return key.answerOptionIds.map(letter).join(', ');
    if (key.numericMin !== undefined && key.numericMin !== null)
      return key.numericMin === key.numericMax
        ? String(key.numericMin)
        : `${key.numericMin}–${key.numericMax}`;
    return key.answerOptionId ? letter(key.answerOptionId) : null;
  };

/** The corrected question's facts, as the scoring rule reads them. */
function correctedFacts(fact: QuestionFacts, change: { dropped: boolean; key: TAnswerKey | null }) {
  if (change.dropped) return { ...fact, dropped: true };
  const key = change.key ?? {};
  if (fact.questionType === 'multiple') return { ...fact, answerIds: key.answerOptionIds ?? [] };
  if (fact.questionType === 'numerical')
    return { ...fact, numericRange: { min: key.numericMin ?? 0, max: key.numericMax ?? 0 } };
  return { ...fact, answerId: key.answerOptionId ?? null };
}

/**
 * Corrects a question's key or drops it after the exam (decision 020), in one transaction: the
 * key on `questions`, the set's content version (cached papers and reports are keyed by it), a
 * key_corrections row, every submitted attempt (and quiz play) rescored, and an audit row.
 */
export async function correctKey(
  db: Db,
  staff: AuthenticatedStaff,
  actor: Actor,
  ids: { setId: number; questionId: number },
  change: KeyChange,
): Promise<TKeyCorrectionOutcome> {
  const set = await findReadableSet(db, staff, ids.setId);
  assertEditable(staff, set.instituteId, 'The set');
  const [questionRows, optionRows] = await inOrder([
    db
      .select()
      .from(questions)
      .where(and(eq(questions.id, ids.questionId), eq(questions.setId, set.id))),
    db
      .select({ id: options.id })
      .from(options)
      .where(eq(options.questionId, ids.questionId))
      .orderBy(asc(options.optionNo)),
  ] as const);
  const question = orNotFound(questionRows[0], 'The question');
  if (question.droppedAt)
    throw new AppError('CONFLICT', `Question ${question.questionNo} is already dropped.`);
  const before = keyOf(question);
  const after =
    change.kind === 'key'
      ? newKey(
          question,
          optionRows.map((o) => o.id),
          change.body,
        )
      : null;
  const reason = change.kind === 'key' ? change.body.reason : change.reason;

  // Read before the transaction: PGlite has one connection, a query outside would wait for it.
  const meta = orNotFound(await loadSetMeta(db, set.id), 'The set');
  const paper = await loadPaperContent(db, meta);
  const fact = paper.facts.get(question.id);
  if (!fact) throw new AppError('CONFLICT', 'The set changed meanwhile: try again.');

  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ contentVersion: questionSets.contentVersion })
      .from(questionSets)
      .where(eq(questionSets.id, set.id))
      .for('update');
    if (locked?.contentVersion !== meta.contentVersion)
      throw new AppError('CONFLICT', 'The set changed meanwhile: try again.');
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(attempts)
      .where(and(eq(attempts.setId, set.id), eq(attempts.status, 'open')));
    if (Number(open?.n ?? 0) > 0)
      throw new AppError(
        'CONFLICT',
        `${open?.n} attempt(s) of this set are still open: correct the key once they are submitted ` +
          '(each ends at its time limit at the latest).',
      );

    const contentVersion = meta.contentVersion + 1;
    await tx
      .update(questions)
      .set(
        change.kind === 'drop'
          ? { droppedAt: sql`now()` }
          : {
              ...(after?.answerOptionId !== undefined && { answerOptionId: after.answerOptionId }),
              ...(after?.answerOptionIds !== undefined && {
                answerOptionIds: after.answerOptionIds,
              }),
              ...(after?.numericMin !== undefined && { numericMin: after.numericMin }),
              ...(after?.numericMax !== undefined && { numericMax: after.numericMax }),
            },
      )
      .where(eq(questions.id, question.id));
    await tx.update(questionSets).set({ contentVersion }).where(eq(questionSets.id, set.id));

    const facts = new Map(paper.facts);
    facts.set(question.id, correctedFacts(fact, { dropped: change.kind === 'drop', key: after }));
    const corrected = { facts, scoring: paper.scoring };
    const rescored = carriesAnswerKey(set.setTypeId)
      ? await rescoreQuizAttempts(tx, set.id, corrected)
      : await rescoreExamAttempts(tx, set.id, corrected, contentVersion);

    await reviseBankQuestion(tx, actor, question, {
      key: after,
      optionIds: optionRows.map((o) => o.id),
      setName: set.name,
    });
    const [row] = await tx
      .insert(keyCorrections)
      .values({
        orgId: set.orgId,
        setId: set.id,
        questionId: question.id,
        kind: change.kind,
        before,
        after,
        reason,
        attemptsRescored: rescored,
        staffId: staff.id,
      })
      .returning({ id: keyCorrections.id });
    const keyText = keyAsRead(optionRows.map((o) => o.id));
    await writeAudit(tx, actor, {
      action: change.kind === 'drop' ? 'drop-question' : 'correct-key',
      entity: 'question',
      entityId: question.id,
      before: { key: keyText(before), question: question.questionNo },
      after: {
        key: change.kind === 'drop' ? 'dropped' : keyText(after),
        question: question.questionNo,
        reason,
        set: set.name,
        attemptsRescored: rescored,
      },
    });
    return {
      correctionId: row?.id ?? 0,
      questionId: question.id,
      questionNo: question.questionNo,
      kind: change.kind,
      before,
      after,
      attemptsRescored: rescored,
    };
  });
}
