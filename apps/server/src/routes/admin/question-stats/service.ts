import { asc, eq } from 'drizzle-orm';
import {
  ZGetQuestionStatsResponse,
  type TSetQuestionStats,
} from '@exam/contracts/admin/question-stats';
import { ok } from '@exam/contracts/common/envelope';
import { questionStatistics } from '@exam/core/question-statistics';
import type { Db } from '../../../db/client.ts';
import { keyCorrections, options, questions, type questionSets } from '../../../db/schema.ts';
import type { ttlCache } from '../../../lib/ttl-cache.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { canEdit } from '../scope.ts';
import { answerTallies, cohortSummary, type CohortSummary } from './tallies.ts';

type SetRow = typeof questionSets.$inferSelect;

async function setQuestions(db: Db, setId: number) {
  const [questionRows, optionRows] = await Promise.all([
    db
      .select({
        questionId: questions.id,
        questionNo: questions.questionNo,
        questionType: questions.questionType,
        textEn: questions.textEn,
        textHi: questions.textHi,
        answerOptionId: questions.answerOptionId,
        answerOptionIds: questions.answerOptionIds,
        numericMin: questions.numericMin,
        numericMax: questions.numericMax,
        markingRule: questions.markingRule,
        droppedAt: questions.droppedAt,
      })
      .from(questions)
      .where(eq(questions.setId, setId))
      .orderBy(asc(questions.questionNo), asc(questions.id)),
    db
      .select({
        questionId: options.questionId,
        optionId: options.id,
        optionNo: options.optionNo,
        optionCap: options.optionCap,
        textEn: options.textEn,
        textHi: options.textHi,
      })
      .from(options)
      .innerJoin(questions, eq(questions.id, options.questionId))
      .where(eq(questions.setId, setId))
      .orderBy(asc(options.questionId), asc(options.optionNo)),
  ]);
  const optionsOf = new Map<number, typeof optionRows>();
  for (const option of optionRows) {
    optionsOf.set(option.questionId, [...(optionsOf.get(option.questionId) ?? []), option]);
  }
  return questionRows.map((q) => ({
    ...q,
    numericRange:
      q.questionType === 'numerical' && q.numericMin !== null && q.numericMax !== null
        ? { min: q.numericMin, max: q.numericMax }
        : null,
    options: optionsOf.get(q.questionId) ?? [],
  }));
}

async function correctionsOf(db: Db, setId: number) {
  const rows = await db
    .select({
      questionId: keyCorrections.questionId,
      questionNo: questions.questionNo,
      kind: keyCorrections.kind,
      reason: keyCorrections.reason,
      attemptsRescored: keyCorrections.attemptsRescored,
      at: keyCorrections.at,
    })
    .from(keyCorrections)
    .innerJoin(questions, eq(questions.id, keyCorrections.questionId))
    .where(eq(keyCorrections.setId, setId))
    .orderBy(asc(keyCorrections.at), asc(keyCorrections.id));
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

/** The cohort's counts per set and scope, believed for a couple of seconds. */
export type CohortSummaries = ReturnType<typeof ttlCache>;

/**
 * The statistics of a set for the caller's scope: the cache key of its answer and how to write the
 * answer's JSON (DESIGN.md §8: within the results budget for 10,000 candidates). Counting every answer
 * of 10,000 candidates costs a second or more, so the answer is built once — checked against the
 * contract then — and kept per process under a key that changes with what it depends on: the
 * set's content version (read with the set on every request; a key correction bumps it), the
 * number of candidates and the sum of their scores (a new or rescored candidate; these counts are
 * re-read every two seconds). The cache's time limit bounds any change the key misses. Whether the
 * caller may correct keys follows from the scope (canEdit), so it is part of the cached answer.
 * The answer is ~110 KB of JSON for 100 questions: it is compressed once per key and coding
 * (encodedJsonCache), not on every request.
 */
export async function questionStatsAnswer(
  db: Db,
  summaries: CohortSummaries,
  staff: AuthenticatedStaff,
  set: SetRow,
): Promise<{ key: string; json: () => Promise<string> }> {
  const scope = staff.instituteId ?? 'org';
  const summary = await summaries(`${set.id}:${scope}`, () =>
    cohortSummary(db, set, staff.instituteId),
  );
  const key = `${set.id}:${scope}:${set.contentVersion}:${summary.candidates}:${summary.scoreSum}`;
  const json = async () =>
    JSON.stringify(ZGetQuestionStatsResponse.parse(ok(await buildStats(db, staff, set, summary))));
  return { key, json };
}

async function buildStats(
  db: Db,
  staff: AuthenticatedStaff,
  set: SetRow,
  summary: CohortSummary,
): Promise<TSetQuestionStats> {
  const [rows, tallies, corrections] = await Promise.all([
    setQuestions(db, set.id),
    answerTallies(db, set, staff.instituteId),
    correctionsOf(db, set.id),
  ]);
  const statistics = questionStatistics(
    rows.map((q) => ({
      questionId: q.questionId,
      questionNo: q.questionNo,
      questionType: q.questionType,
      answerId: q.answerOptionId,
      answerIds: q.answerOptionIds,
      numericRange: q.numericRange,
      markingRule: q.markingRule,
      optionIds: q.options.map((o) => o.optionId),
    })),
    tallies,
    summary.candidates,
  );
  const byId = new Map(rows.map((q) => [q.questionId, q]));
  return {
    setId: set.id,
    setName: set.name,
    candidates: summary.candidates,
    groupSize: Math.floor(summary.candidates / 3),
    submittedAttempts: summary.submitted,
    openAttempts: summary.open,
    editable: canEdit(staff, set.instituteId),
    corrections,
    questions: statistics.map((s) => {
      const q = byId.get(s.questionId);
      const optionOf = new Map(q?.options.map((o) => [o.optionId, o]));
      return {
        ...s,
        textEn: q?.textEn ?? '',
        textHi: q?.textHi ?? null,
        answerOptionId: q?.questionType === 'multiple' ? null : (q?.answerOptionId ?? null),
        answerOptionIds: q?.questionType === 'multiple' ? (q.answerOptionIds ?? []) : null,
        numericRange: q?.numericRange ?? null,
        dropped: Boolean(q?.droppedAt),
        options: s.options.map((o) => ({
          ...o,
          optionNo: optionOf.get(o.optionId)?.optionNo ?? 0,
          optionCap: optionOf.get(o.optionId)?.optionCap ?? '',
          textEn: optionOf.get(o.optionId)?.textEn ?? '',
          textHi: optionOf.get(o.optionId)?.textHi ?? null,
        })),
      };
    }),
  };
}
