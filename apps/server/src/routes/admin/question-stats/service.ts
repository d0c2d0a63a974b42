import {
  ZGetQuestionStatsResponse,
  type TSetQuestionStats,
} from '@exam/contracts/admin/question-stats';
import { ok } from '@exam/contracts/common/envelope';
import { questionStatistics } from '@exam/core/question-statistics';
import type { Db } from '../../../db/client.ts';
import type { questionSets } from '../../../db/schema.ts';
import {
  answerIdsOf,
  numericRangeOf,
  optionsByQuestion,
  textKeyOf,
  selectKeyCorrections,
  selectOptions,
  selectQuestions,
} from '../../../content-store/set-content.ts';
import type { ttlCache } from '../../../lib/ttl-cache.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { canEdit } from '../scope.ts';
import { keyOf } from '../../papers/service.ts';
import { answerTallies, cohortSummary, drawnExposures, type CohortSummary } from './tallies.ts';

type SetRow = typeof questionSets.$inferSelect;

/** The set's questions, each with its options. */
async function setQuestions(db: Db, setId: number) {
  const [questionRows, optionRows] = await Promise.all([
    selectQuestions(db, setId),
    selectOptions(db, setId),
  ]);
  const optionsOf = optionsByQuestion(optionRows);
  return questionRows.map((q) => ({
    ...q,
    numericRange: numericRangeOf(q),
    textKey: textKeyOf(q),
    options: optionsOf.get(q.questionId) ?? [],
  }));
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
  const [rows, tallies, corrections, exposures] = await Promise.all([
    setQuestions(db, set.id),
    answerTallies(db, set, staff.instituteId),
    selectKeyCorrections(db, set.id),
    drawnExposures(db, set, staff.instituteId),
  ]);
  const statistics = questionStatistics(
    rows.map((q) => ({
      questionId: q.questionId,
      questionNo: q.questionNo,
      ...keyOf(q),
      optionIds: q.options.map((o) => o.optionId),
    })),
    tallies,
    summary.candidates,
    exposures,
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
        textEn: q?.questionTextEn ?? '',
        textHi: q?.questionTextHi ?? null,
        answerOptionId: q?.questionType === 'multiple' ? null : (q?.answerId ?? null),
        answerOptionIds: q ? answerIdsOf(q) : null,
        numericRange: q?.numericRange ?? null,
        textKey: q?.textKey ?? null,
        dropped: Boolean(q?.droppedAt),
        options: s.options.map((o) => ({
          ...o,
          optionNo: optionOf.get(o.optionId)?.optionNo ?? 0,
          optionCap: optionOf.get(o.optionId)?.optionCap ?? '',
          textEn: optionOf.get(o.optionId)?.optionTextEn ?? '',
          textHi: optionOf.get(o.optionId)?.optionTextHi ?? null,
        })),
      };
    }),
  };
}
