import { asc, eq, sql } from 'drizzle-orm';
import type { TQuestionBody } from '@exam/contracts/questions/entities';
import type { Db } from './client.ts';
import {
  auditLog,
  bankQuestions,
  bankQuestionVersions,
  exams,
  questions,
  questionSets,
} from './schema.ts';
import { cleanBody } from '../bank/store.ts';
import {
  optionsByQuestion,
  scoringColumns,
  selectOptionsOf,
  type OptionRow as StoredOptionRow,
} from '../content-store/set-content.ts';

const present = (text: string | null) => (text?.trim() ? text : undefined);

type QuestionRow = Awaited<ReturnType<typeof demoQuestions>>[number];
type OptionRow = Omit<StoredOptionRow, 'questionId'>;

function demoQuestions(db: Db, orgId: number) {
  return db
    .select({
      id: questions.id,
      key: questions.key,
      setKey: questionSets.key,
      instituteId: questionSets.instituteId,
      categoryId: exams.categoryId,
      examName: exams.name,
      type: questions.questionType,
      textEn: questions.textEn,
      textHi: questions.textHi,
      solutionEn: questions.solutionEn,
      solutionHi: questions.solutionHi,
      answerOptionId: questions.answerOptionId,
      answerOptionIds: questions.answerOptionIds,
      ...scoringColumns,
    })
    .from(questions)
    .innerJoin(questionSets, eq(questionSets.id, questions.setId))
    .innerJoin(exams, eq(exams.id, questionSets.examId))
    .where(eq(questions.orgId, orgId))
    .orderBy(asc(questions.id));
}

/** The bank body a set question was made from: its texts, options, key and marks. */
export function bodyOfSetQuestion(q: QuestionRow, questionOptions: OptionRow[]): TQuestionBody {
  const correct = new Set(
    q.type === 'multiple' ? (q.answerOptionIds ?? []) : q.answerOptionId ? [q.answerOptionId] : [],
  );
  const body: TQuestionBody = {
    type: q.type,
    textEn: q.textEn,
    textHi: present(q.textHi),
    solutionEn: present(q.solutionEn),
    solutionHi: present(q.solutionHi),
    options: questionOptions.map((o) => ({
      textEn: o.optionTextEn,
      textHi: present(o.optionTextHi),
      correct: correct.has(o.optionId),
      ...(o.keepLast && { keepLast: true }),
    })),
    tags: [q.examName],
  };
  if (q.type === 'multiple' && q.markingRule) body.markingRule = q.markingRule;
  if (q.type === 'numerical' && q.numericMin !== null && q.numericMax !== null) {
    body.numeric = { min: q.numericMin, max: q.numericMax };
  }
  if (q.type === 'short-answer' && q.textKey) body.shortAnswer = q.textKey;
  if (q.marks !== null) body.marks = q.marks;
  if (q.negativeMark !== null) body.negativeMark = q.negativeMark;
  return cleanBody(body);
}

const hasHindi = (body: TQuestionBody) =>
  Boolean(body.textHi?.trim()) && body.options.every((o) => Boolean(o.textHi?.trim()));

/**
 * Puts every question of the demo sets into the organisation's bank as version 1 and points each
 * set question at it, so the console's Questions page and "used in sets" show the demo content.
 * The same rows as the bank's write path (bank/store.ts saveBankQuestion: a bank question, its
 * first version, an audit row), written a few hundred at a time: one by one they would add
 * seconds to the first start.
 */
export async function seedDemoBank(db: Db, orgId: number) {
  const rows = await demoQuestions(db, orgId);
  if (rows.length === 0) return 0;
  const optionsOf = optionsByQuestion(await selectOptionsOf(db, eq(questions.orgId, orgId)));
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += 200) {
      const batch = rows.slice(start, start + 200);
      const bodies = batch.map((q) => bodyOfSetQuestion(q, optionsOf.get(q.id) ?? []));
      const created = await tx
        .insert(bankQuestions)
        .values(
          batch.map((q, i) => ({
            orgId,
            instituteId: q.instituteId,
            key: `demo/${q.setKey}/${q.key}`,
            categoryId: q.categoryId,
            questionType: q.type,
            tags: bodies[i]?.tags ?? [],
            hindiComplete: bodies[i] ? hasHindi(bodies[i]) : false,
          })),
        )
        .returning({ id: bankQuestions.id, key: bankQuestions.key });
      const idOf = new Map(created.map((c) => [c.key, c.id]));
      const linked = batch.map((q, i) => {
        const id = idOf.get(`demo/${q.setKey}/${q.key}`);
        const body = bodies[i];
        if (id === undefined || !body) throw new Error(`demo question ${q.id} was not banked`);
        return { questionId: q.id, bankQuestionId: id, instituteId: q.instituteId, body };
      });
      await tx
        .insert(bankQuestionVersions)
        .values(
          linked.map((l) => ({ bankQuestionId: l.bankQuestionId, version: 1, body: l.body })),
        );
      await tx.insert(auditLog).values(
        linked.map((l) => ({
          orgId,
          instituteId: l.instituteId,
          staffId: null,
          action: 'create',
          entity: 'question',
          entityId: String(l.bankQuestionId),
          after: l.body,
        })),
      );
      const pairs = sql.join(
        linked.map((l) => sql`(${l.questionId}::integer, ${l.bankQuestionId}::integer)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${questions} set bank_question_id = link.bank_id, bank_version = 1
        from (values ${pairs}) as link(question_id, bank_id)
        where ${questions.id} = link.question_id`);
    }
  });
  return rows.length;
}
