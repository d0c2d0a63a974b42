import {
  isAnswered,
  normaliseShortAnswer,
  scoreAnswer,
  typeOf,
  type AnswerKey,
  type GivenAnswer,
  type QuestionType,
} from './question-scoring.ts';

/**
 * Question statistics of a set, as Moodle's statistics report, over its candidates (each
 * student's first submitted attempt, the same candidates the rank counts).
 *
 * - Candidates are ordered by total score (highest first); the top group is the first third
 *   (floor(n / 3) candidates), the bottom group the last third, the rest the middle.
 * - Facility: the share of ALL candidates who answered fully correctly (a partly right
 *   multiple-correct answer is not correct; an unanswered question counts as not correct).
 * - Discrimination: (correct in the top group − correct in the bottom group) / group size;
 *   null when there are fewer than three candidates.
 * - Option share: the share of all candidates who chose the option (multiple correct: among
 *   their options).
 * - A question drawn from a pool (decision 057) was on only some candidates' papers: "all
 *   candidates" and each group are then those who had it (`exposureOf`), and discrimination is
 *   the top group's share correct minus the bottom group's (the formula above when every
 *   candidate had it); null when either group had none.
 * - Flags: the key may be wrong when a distractor is chosen by more of the top group than a
 *   keyed option; low facility below LOW_FACILITY; negative discrimination below 0.
 * Correctness is judged by question-scoring.ts against the key, ignoring a drop: the figures
 * show how the question itself behaved.
 */

export const LOW_FACILITY = 0.2;

export type Band = 'top' | 'middle' | 'bottom';

/** The candidate at `position` (1 = highest score) of `count` candidates falls in this band. */
export function bandOf(position: number, count: number): Band {
  const size = Math.floor(count / 3);
  if (position <= size) return 'top';
  if (position > count - size) return 'bottom';
  return 'middle';
}

export interface StatsQuestion extends AnswerKey {
  questionId: number;
  questionNo: number;
  /** Option ids in their order (none for numerical questions). */
  optionIds: readonly number[];
}

/** How many candidates of a band gave one and the same answer to a question. */
export interface AnswerTally extends GivenAnswer {
  questionId: number;
  band: Band;
  count: number;
}

/** How many candidates, in all and of the top and bottom groups, had a question on their paper. */
export interface Exposure {
  all: number;
  top: number;
  bottom: number;
}

export interface OptionShare {
  optionId: number;
  isKey: boolean;
  /** Share of all candidates who chose it, 0..1. */
  share: number;
  chosenByTop: number;
}

/** A text candidates typed into a short-answer question, as compared (normalised), and how many. */
export interface TypedAnswerShare {
  text: string;
  /** Share of all candidates who typed it, 0..1. */
  share: number;
  accepted: boolean;
}

/** The typed answers a short-answer question's statistics list: the commonest first. */
export const TYPED_ANSWERS_SHOWN = 10;

export interface QuestionStatistics {
  questionId: number;
  questionNo: number;
  questionType: QuestionType;
  answered: number;
  correct: number;
  /** 0..1; null without candidates. */
  facility: number | null;
  /** -1..1; null with fewer than three candidates. */
  discrimination: number | null;
  options: OptionShare[];
  /** Short-answer questions: the commonest texts typed (normalised), accepted or not. */
  typedAnswers?: TypedAnswerShare[];
  flags: { keyMayBeWrong: boolean; lowFacility: boolean; negativeDiscrimination: boolean };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const ONE_MARK = { marks: 1, negativeMark: 0 };

function keyedOptions(question: StatsQuestion): Set<number> {
  const type = typeOf(question);
  if (type === 'multiple') return new Set(question.answerIds ?? []);
  if (type === 'numerical' || type === 'short-answer' || !question.answerId) return new Set();
  return new Set([question.answerId]);
}

function chosenOptions(question: StatsQuestion, tally: AnswerTally): number[] {
  if (!isAnswered(question, tally)) return [];
  const type = typeOf(question);
  if (type === 'multiple') return [...new Set(tally.answerIds ?? [])];
  if (type === 'numerical' || type === 'short-answer') return [];
  return tally.answerId ? [tally.answerId] : [];
}

export function questionStatistics(
  questions: readonly StatsQuestion[],
  tallies: readonly AnswerTally[],
  candidates: number,
  /** A drawn question's candidates; undefined: every candidate had the question. */
  exposureOf: (questionId: number) => Exposure | undefined = () => undefined,
): QuestionStatistics[] {
  const groupSize = Math.floor(candidates / 3);
  const everyone: Exposure = { all: candidates, top: groupSize, bottom: groupSize };
  const talliesOf = new Map<number, AnswerTally[]>();
  for (const tally of tallies) {
    const list = talliesOf.get(tally.questionId) ?? [];
    list.push(tally);
    talliesOf.set(tally.questionId, list);
  }
  return [...questions]
    .sort((a, b) => a.questionNo - b.questionNo)
    .map((question) => {
      const key = { ...question, dropped: false };
      const seen = exposureOf(question.questionId) ?? everyone;
      const keyed = keyedOptions(question);
      let answered = 0;
      const correctBy: Record<Band, number> = { top: 0, middle: 0, bottom: 0 };
      const chosen = new Map<number, { all: number; top: number }>(
        question.optionIds.map((id) => [id, { all: 0, top: 0 }]),
      );
      const typed = new Map<string, { count: number; accepted: boolean }>();
      for (const tally of talliesOf.get(question.questionId) ?? []) {
        if (!isAnswered(question, tally)) continue;
        answered += tally.count;
        if (typeOf(question) === 'short-answer') {
          const text = normaliseShortAnswer(
            tally.textAnswer,
            question.textKey?.caseSensitive ?? false,
          );
          const seen = typed.get(text) ?? {
            count: 0,
            accepted: scoreAnswer(key, ONE_MARK, tally).outcome === 'Correct',
          };
          seen.count += tally.count;
          typed.set(text, seen);
        }
        if (scoreAnswer(key, ONE_MARK, tally).outcome === 'Correct')
          correctBy[tally.band] += tally.count;
        for (const id of chosenOptions(question, tally)) {
          const option = chosen.get(id);
          if (!option) continue;
          option.all += tally.count;
          if (tally.band === 'top') option.top += tally.count;
        }
      }
      const correct = correctBy.top + correctBy.middle + correctBy.bottom;
      const facility = seen.all > 0 ? round4(correct / seen.all) : null;
      const discrimination =
        seen.top > 0 && seen.bottom > 0
          ? round4(correctBy.top / seen.top - correctBy.bottom / seen.bottom)
          : null;
      const options: OptionShare[] = [...chosen].map(([optionId, count]) => ({
        optionId,
        isKey: keyed.has(optionId),
        share: seen.all > 0 ? round4(count.all / seen.all) : 0,
        chosenByTop: count.top,
      }));
      const keyTop = options.filter((o) => o.isKey).map((o) => o.chosenByTop);
      const weakestKey = keyTop.length > 0 ? Math.min(...keyTop) : null;
      return {
        questionId: question.questionId,
        questionNo: question.questionNo,
        questionType: typeOf(question),
        answered,
        correct,
        facility,
        discrimination,
        options,
        ...(typeOf(question) === 'short-answer' && {
          typedAnswers: [...typed]
            .sort(([a, x], [b, y]) => y.count - x.count || a.localeCompare(b))
            .slice(0, TYPED_ANSWERS_SHOWN)
            .map(([text, { count, accepted }]) => ({
              text,
              share: seen.all > 0 ? round4(count / seen.all) : 0,
              accepted,
            })),
        }),
        flags: {
          keyMayBeWrong:
            weakestKey !== null && options.some((o) => !o.isKey && o.chosenByTop > weakestKey),
          lowFacility: facility !== null && facility < LOW_FACILITY,
          negativeDiscrimination: discrimination !== null && discrimination < 0,
        },
      };
    });
}
