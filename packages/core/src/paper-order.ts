/**
 * A paper per candidate (decision 040): the order of a shuffled set's questions and options for
 * one attempt, drawn once at Start from a seed and stored with the attempt. Questions move only
 * within their block (a run of one section's group, so a passage keeps its questions together);
 * sections and groups keep their place. Options marked "keep last" stay at the end.
 */

/** The order of one attempt: every question id in the candidate's order, and per question (by
 * id) its option ids in the candidate's order when they were shuffled. */
export interface PaperOrder {
  questionIds: number[];
  optionIds: Record<string, number[]>;
  /** A set with pooled sections (decision 057): `questionIds` are the candidate's questions, all
   * of them; a question of the paper it does not name was not drawn for this candidate. */
  drawn?: true;
}

export interface ShuffleRules {
  questions: boolean;
  options: boolean;
}

export interface OrderableQuestion {
  questionId: number;
  sectionId: number;
  groupId: number;
  options: { optionId: number; keepLast?: boolean }[];
}

/** mulberry32: a small, fast generator whose sequence is fixed by its 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Fisher–Yates over the items that may move; those `pinned` follow at the end, as they were. */
export function shuffled<T>(
  items: readonly T[],
  random: () => number,
  pinned: (item: T) => boolean = () => false,
): T[] {
  const free = items.filter((item) => !pinned(item));
  for (let i = free.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const swap = free[i] as T;
    free[i] = free[j] as T;
    free[j] = swap;
  }
  return [...free, ...items.filter(pinned)];
}

/** Consecutive questions of the same section and group: the blocks questions move within. */
function blocksOf<Q extends OrderableQuestion>(questions: readonly Q[]): Q[][] {
  const blocks: Q[][] = [];
  let last: Q | undefined;
  for (const q of questions) {
    const block = blocks.at(-1);
    if (block && last && last.sectionId === q.sectionId && last.groupId === q.groupId)
      block.push(q);
    else blocks.push([q]);
    last = q;
  }
  return blocks;
}

/**
 * The order of one attempt, from the questions in paper order, under the set's rules or each
 * section's (a section may keep its order while the others shuffle). The same seed gives the same
 * order; null when nothing is shuffled (the paper's own order applies).
 */
export function drawPaperOrder(
  questions: readonly OrderableQuestion[],
  rules: ShuffleRules | ((sectionId: number) => ShuffleRules),
  seed: number,
): PaperOrder | null {
  const rulesOf = typeof rules === 'function' ? rules : () => rules;
  const shuffles = questions.some((q) => {
    const r = rulesOf(q.sectionId);
    return r.questions || r.options;
  });
  if (!shuffles) return null;
  const random = seededRandom(seed);
  const ordered = blocksOf(questions).flatMap((block) =>
    block[0] && rulesOf(block[0].sectionId).questions ? shuffled(block, random) : block,
  );
  const optionIds: Record<string, number[]> = {};
  for (const q of ordered) {
    if (q.options.length < 2 || !rulesOf(q.sectionId).options) continue;
    optionIds[String(q.questionId)] = shuffled(q.options, random, (o) => o.keepLast === true).map(
      (o) => o.optionId,
    );
  }
  return { questionIds: ordered.map((q) => q.questionId), optionIds };
}

interface NumberedOption {
  optionId: number;
  optionNo: number;
  optionCap: string;
}
interface NumberedQuestion<O extends NumberedOption> {
  questionId: number;
  questionNo: number;
  options: O[];
}

/**
 * The questions as one candidate sees them: in the attempt's order, numbered 1, 2, 3, … in that
 * order, options in the attempt's order with the numbers and letters of their new places; of a
 * pooled set, only the questions drawn for the attempt. Ids stay as they are, so an answer still names the same option. A question or option the order does not
 * name (none should be) keeps the paper's order after those it names.
 */
export function inPaperOrder<O extends NumberedOption, Q extends NumberedQuestion<O>>(
  questions: readonly Q[],
  order: PaperOrder | null | undefined,
): Q[] {
  if (!order) return [...questions];
  const mine = new Set(order.questionIds);
  const seen = order.drawn ? questions.filter((q) => mine.has(q.questionId)) : questions;
  const rank = new Map(order.questionIds.map((id, i) => [id, i]));
  const place = (id: number) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...seen].sort((a, b) => place(a.questionId) - place(b.questionId));
  return sorted.map((q, index) => ({
    ...q,
    questionNo: index + 1,
    options: optionsInOrder(q.options, order.optionIds[String(q.questionId)]),
  }));
}

function optionsInOrder<O extends NumberedOption>(options: O[], ids: number[] | undefined): O[] {
  if (!ids) return options;
  const rank = new Map(ids.map((id, i) => [id, i]));
  const place = (id: number) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...options].sort((a, b) => place(a.optionId) - place(b.optionId));
  // Each place keeps its number and letter (A, B, C, … or whatever the paper uses).
  return sorted.map((o, i) => {
    const slot = options[i] ?? o;
    return { ...o, optionNo: slot.optionNo, optionCap: slot.optionCap };
  });
}
