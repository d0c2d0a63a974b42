import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { questionGaps, type Gap } from '@exam/core/question-gaps';
import { shortRules } from '@exam/core/pool-draw';
import type { TPoolRule, TSetAudience } from '@exam/contracts/admin/set-entities';
import type { Db } from '../../../db/client.ts';
import { questionSets, sections } from '../../../db/schema.ts';
import type { Tx } from '../../../bank/store.ts';
import { auditedWrite, auditOf, type StaffCtx } from '../staff-call.ts';
import {
  optionsByQuestion,
  selectOptions,
  selectQuestions,
  type QuestionRow,
} from '../../../content-store/set-content.ts';
import { shortRuleMessage } from './pools.ts';
import { assertEditable } from '../scope.ts';
import { findReadableSet, SET } from './read.ts';

/**
 * Every rule of the set's pooled sections (decision 057) that its pool cannot fill: what each
 * candidate draws is checked against the copies the set carries.
 */
async function poolGaps(db: Db | Tx, setId: number, rows: QuestionRow[]): Promise<Gap[]> {
  const pooled = await db
    .select({ sectionId: sections.id, sortOrder: sections.sortOrder, pool: sections.pool })
    .from(sections)
    .innerJoin(questionSets, eq(questionSets.templateId, sections.templateId))
    .where(and(eq(questionSets.id, setId), isNotNull(sections.pool)))
    .orderBy(asc(sections.sortOrder), asc(sections.id));
  const rules = pooled.map((s) => s.pool);
  const pools = pooled.map((s) =>
    (s.pool ?? []).map((_, r) =>
      rows.filter((q) => q.sectionId === s.sectionId && q.poolRule === r).map((q) => q.questionId),
    ),
  );
  return shortRules(rules, pools).map((short) => ({
    questionNo: 0,
    bankQuestionId: null,
    what: 'pool' as const,
    message: shortRuleMessage(
      { ...short, section: pooled[short.section]?.sortOrder ?? short.section },
      rules[short.section]?.[short.rule] as TPoolRule,
    ),
  }));
}

/** The gaps of a set as its questions stand in it (the copies students would get). */
export async function gapsOfSet(db: Db | Tx, setId: number, languages: number[]): Promise<Gap[]> {
  const rows = await selectQuestions(db, setId);
  const optionsOf = optionsByQuestion(await selectOptions(db, setId));
  return [
    ...(await poolGaps(db, setId, rows)),
    ...questionGaps(
      rows.map((q) => {
        const correct = new Set(q.answerIds ?? (q.answerId ? [q.answerId] : []));
        return {
          questionNo: q.questionNo,
          bankQuestionId: q.bankQuestionId,
          type: q.questionType,
          textHi: q.questionTextHi,
          options: (optionsOf.get(q.questionId) ?? []).map((o) => ({
            textHi: o.optionTextHi,
            correct: correct.has(o.optionId),
          })),
          numeric:
            q.numericMin !== null && q.numericMax !== null
              ? { min: q.numericMin, max: q.numericMax }
              : null,
          shortAnswer: q.textKey,
        };
      }),
      languages.includes(2),
    ),
  ];
}

/** What the set itself lacks: a bilingual set shows students its Hindi name too. */
function setGaps(set: { nameHi: string | null; languages: number[] }): Gap[] {
  if (!set.languages.includes(2) || (set.nameHi ?? '').trim() !== '') return [];
  return [
    {
      questionNo: 0,
      bankQuestionId: null,
      what: 'set-name-hi',
      message: 'The set has no Hindi name.',
    },
  ];
}

/** A published set may not become incomplete: the change is rolled back and the gaps named. */
export class SetIncompleteError extends Error {
  constructor(readonly gaps: Gap[]) {
    super('The set would be incomplete');
  }
}

/**
 * Publishes a complete set (students see it) or answers the gaps; unpublishing hides it.
 * Attempts and results already made stay either way.
 */
export async function setPublished(
  ctx: StaffCtx,
  id: number,
  publish: boolean,
  chosen?: TSetAudience,
): Promise<{ gaps: Gap[] }> {
  const { db, staff } = ctx;
  const set = await findReadableSet(db, staff, id);
  assertEditable(staff, set.instituteId, SET);
  if (publish) {
    const gaps = [...setGaps(set), ...(await gapsOfSet(db, id, set.languages))];
    if (gaps.length > 0) return { gaps };
  }
  // Decision 051: a school class's paper is for its scheduled students unless staff say otherwise.
  const audience = publish
    ? (chosen ?? (set.classId === null ? 'open' : 'scheduled'))
    : set.audience;
  if (set.active === publish && set.audience === audience) return { gaps: [] };
  await auditedWrite(ctx, async (tx, log) => {
    await tx.update(questionSets).set({ active: publish, audience }).where(eq(questionSets.id, id));
    log(
      auditOf('set')(publish ? 'publish' : 'unpublish', id, {
        before: { active: set.active, audience: set.audience },
        after: { active: publish, audience },
      }),
    );
  });
  return { gaps: [] };
}
