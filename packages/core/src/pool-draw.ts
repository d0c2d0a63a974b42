/**
 * Pools and blueprints (decision 057): a section drawn from the bank by rules such as "4
 * questions tagged kinematics and easy". The paper carries every question of each rule's pool;
 * each attempt draws its own questions at Start, seeded and deterministic, and stores them in its
 * order (decision 040's `PaperOrder`, marked `drawn`).
 */
import {
  drawPaperOrder,
  seededRandom,
  shuffled,
  type OrderableQuestion,
  type PaperOrder,
  type ShuffleRules,
} from './paper-order.ts';

/** What a rule filters the bank by; every given filter must hold (tags: all of them). */
export interface PoolFilter {
  tags: readonly string[];
  type?: string | null | undefined;
  categoryId?: number | null | undefined;
}

export interface PoolRule extends PoolFilter {
  count: number;
}

export interface PoolCandidate {
  id: number;
  tags: readonly string[];
  type: string;
  categoryId: number | null;
}

export const matchesPool = (rule: PoolFilter, q: PoolCandidate): boolean =>
  rule.tags.every((tag) => q.tags.includes(tag)) &&
  (rule.type == null || rule.type === q.type) &&
  (rule.categoryId == null || rule.categoryId === q.categoryId);

/**
 * The pool of every rule of every pooled section, in order: a bank question belongs to the first
 * rule it matches, so rules never share a question and each rule's count is exactly what it can
 * draw from. Questions in `taken` (listed elsewhere in the set) belong to no pool.
 */
export function poolsOf(
  sections: readonly (readonly PoolFilter[] | null)[],
  bank: readonly PoolCandidate[],
  taken: ReadonlySet<number> = new Set(),
): (number[][] | null)[] {
  const claimed = new Set(taken);
  return sections.map((rules) =>
    rules
      ? rules.map((rule) => {
          const pool = bank.filter((q) => !claimed.has(q.id) && matchesPool(rule, q));
          for (const q of pool) claimed.add(q.id);
          return pool.map((q) => q.id);
        })
      : null,
  );
}

/** A rule the pool cannot fill, with its counts. */
export interface ShortRule {
  section: number;
  rule: number;
  wanted: number;
  available: number;
}

export function shortRules(
  sections: readonly (readonly PoolRule[] | null)[],
  pools: readonly (readonly (readonly number[])[] | null)[],
): ShortRule[] {
  return sections.flatMap((rules, section) =>
    (rules ?? []).flatMap((rule, r) => {
      const available = pools[section]?.[r]?.length ?? 0;
      return available < rule.count ? [{ section, rule: r, wanted: rule.count, available }] : [];
    }),
  );
}

/** One rule's pool in a paper: its questions (paper order) and how many each attempt gets. */
export interface PaperPool {
  questionIds: readonly number[];
  count: number;
}

/** The questions one attempt draws from each pool; the same seed gives the same draw. */
export function drawPools(pools: readonly PaperPool[], random: () => number): Set<number> {
  const drawn = new Set<number>();
  for (const pool of pools) {
    for (const id of shuffled(pool.questionIds, random).slice(0, pool.count)) drawn.add(id);
  }
  return drawn;
}

/**
 * The order of one attempt of a set with pools: its drawn questions (and every listed one), in
 * paper order or shuffled by decision 040's rules. Without pools, decision 040's order alone.
 */
export function drawAttemptOrder(
  questions: readonly OrderableQuestion[],
  rules: ShuffleRules | ((sectionId: number) => ShuffleRules),
  pools: readonly PaperPool[],
  seed: number,
): PaperOrder | null {
  if (pools.length === 0) return drawPaperOrder(questions, rules, seed);
  const random = seededRandom(seed);
  const drawn = drawPools(pools, random);
  const pooled = new Set(pools.flatMap((p) => p.questionIds));
  const mine = questions.filter((q) => !pooled.has(q.questionId) || drawn.has(q.questionId));
  const order = drawPaperOrder(mine, rules, Math.floor(random() * 2 ** 32)) ?? {
    questionIds: mine.map((q) => q.questionId),
    optionIds: {},
  };
  return { ...order, drawn: true };
}
