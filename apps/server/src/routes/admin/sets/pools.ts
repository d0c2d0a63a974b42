import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TPoolRule } from '@exam/contracts/admin/set-entities';
import { poolsOf, shortRules, type PoolCandidate, type ShortRule } from '@exam/core/pool-draw';
import { seededRandom, shuffled } from '@exam/core/paper-order';
import type { Db } from '../../../db/client.ts';
import { bankQuestions } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Tx } from '../../../bank/store.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { readable } from '../scope.ts';

/**
 * The most questions one rule's pool carries in the paper (decision 057): the paper is one
 * cached document for every candidate, so a rule that matches more carries a sample of them.
 */
export const POOL_MAX_PER_RULE = 100;

type Rules = readonly TPoolRule[] | null;

function ruleFilter(rule: TPoolRule): SQL[] {
  const where: SQL[] = [];
  if (rule.tags.length > 0) {
    where.push(sql`${bankQuestions.tags} @> ${JSON.stringify(rule.tags)}::jsonb`);
  }
  if (rule.type) where.push(eq(bankQuestions.questionType, rule.type));
  if (rule.categoryId !== null) where.push(eq(bankQuestions.categoryId, rule.categoryId));
  return where;
}

/** The live bank questions the caller may read that match any rule, oldest first. */
async function candidates(db: Db | Tx, staff: AuthenticatedStaff, sections: readonly Rules[]) {
  const rules = sections.flatMap((r) => r ?? []);
  if (rules.length === 0) return [];
  const anyRule = sql.join(
    rules.map((rule) => {
      const where = ruleFilter(rule);
      return where.length ? sql`(${and(...where)})` : sql`true`;
    }),
    sql` or `,
  );
  const rows = await db
    .select({
      id: bankQuestions.id,
      tags: bankQuestions.tags,
      type: bankQuestions.questionType,
      categoryId: bankQuestions.categoryId,
    })
    .from(bankQuestions)
    .where(
      and(
        readable(staff, bankQuestions.orgId, bankQuestions.instituteId),
        isNull(bankQuestions.retiredAt),
        sql`(${anyRule})`,
      ),
    )
    .orderBy(asc(bankQuestions.id));
  return rows satisfies PoolCandidate[];
}

/** Per pooled section, per rule: the bank questions it can draw from (first matching rule wins). */
export async function bankPools(
  db: Db | Tx,
  staff: AuthenticatedStaff,
  sections: readonly Rules[],
  listed: Iterable<number>,
) {
  return poolsOf(sections, await candidates(db, staff, sections), new Set(listed));
}

const describeRule = (rule: TPoolRule) =>
  [
    rule.tags.length ? `tagged ${rule.tags.join(' + ')}` : 'of any tag',
    rule.type ? `of type ${rule.type}` : '',
    rule.categoryId !== null ? `in category ${rule.categoryId}` : '',
  ]
    .filter(Boolean)
    .join(', ');

export const shortRuleMessage = (short: ShortRule, rule: TPoolRule) =>
  `Section ${short.section + 1}, rule ${short.rule + 1} asks for ${short.wanted} questions ` +
  `${describeRule(rule)}; the bank has ${short.available}.`;

/** 400 naming the first rule the bank cannot fill, with its counts (all of them in the message). */
export function refuseShortRules(sections: readonly Rules[], pools: (number[][] | null)[]) {
  const short = shortRules(
    sections.map((r) => r ?? null),
    pools,
  );
  const first = short[0];
  if (!first) return;
  const messages = short.map((s) =>
    shortRuleMessage(s, sections[s.section]?.[s.rule] as TPoolRule),
  );
  throw new AppError(
    'BAD_REQUEST',
    messages.join(' '),
    `body.sections.${first.section}.pool.${first.rule}.count`,
  );
}

/** The questions of a rule's pool the paper carries: all, or a sample when there are too many. */
export function carried(pool: readonly number[]): number[] {
  if (pool.length <= POOL_MAX_PER_RULE) return [...pool];
  return shuffled(pool, seededRandom(randomInt(2 ** 32)))
    .slice(0, POOL_MAX_PER_RULE)
    .sort((a, b) => a - b);
}
