import { cutoffOf, qualifies } from './cutoff.ts';
import { countsAsAnswered, type ActionCode } from './palette.ts';
import {
  effectiveMarking,
  isAnswered,
  scoreAnswer,
  typeOf,
  type AnswerKey,
  type AnswerOutcome,
  type NumericRange,
  type QuestionType,
  type TextKey,
} from './question-scoring.ts';

export { NEGATIVE_SHARE } from './negative-marking.ts';
export const DEFAULT_EXAM_TOTAL_MARKS = 200;
export const ACCURACY_GOOD_THRESHOLD = 60;

export interface ScoredQuestion extends AnswerKey {
  questionId: number;
  questionNo: number;
  sectionId: number;
  /** The correct option's id (single, true/false); null when the question has no answer key. */
  answerId: number | null;
  /** Marks per question from its group: totalMarks / totalQuestion. */
  group: { totalMarks: number; totalQuestion: number } | null;
  /** The question's own marks and negative mark; absent/null: the group's share, as inherited. */
  marks?: number | null | undefined;
  negativeMark?: number | null | undefined;
  /** The section's negative-marking amount, else the set's (decision 061); null: none chosen. */
  inheritedNegativeMark?: number | null | undefined;
}

export interface SavedResponse {
  questionId: number;
  /** 0 = unanswered (or a question of another type). */
  answerId: number;
  /** Multiple correct: every chosen option. */
  answerIds?: readonly number[] | null | undefined;
  /** Numerical: the number as typed. */
  numericAnswer?: string | null | undefined;
  /** Short answer: the text as typed. */
  textAnswer?: string | null | undefined;
  action: ActionCode;
  timeLeftMs: number;
}

export type Outcome = AnswerOutcome;

export interface QuestionResult {
  questionId: number;
  questionNo: number;
  sectionId: number;
  questionType: QuestionType;
  outcome: Outcome;
  answerId: number;
  answerIds: number[];
  numericAnswer: string;
  textAnswer: string;
  correctAnswerId: number | null;
  correctAnswerIds: number[] | null;
  numericRange: NumericRange | null;
  textKey: TextKey | null;
  marks: number;
  maxMarks: number;
  timeSpentSec: number;
}

export interface SectionSummary {
  id: number;
  name: string;
  attempted: number;
  correct: number;
  incorrect: number;
  skipped: number;
  /** Partly right (JEE partial marking): attempted, neither correct nor incorrect. */
  partial: number;
  score: number;
  maxScore: number;
  accuracy: number;
}

/** SPEC §9: marks per question = group total marks / group total questions, 1 when unknown. */
export function markPerQuestion(group: ScoredQuestion['group']): number {
  if (!group || !(group.totalQuestion > 0) || !(group.totalMarks > 0)) return 1;
  return group.totalMarks / group.totalQuestion;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Accuracy = correct / answered-with-key, as a rounded percentage; 0 when nothing counts. */
export const accuracyPercent = (correct: number, answeredWithKey: number) =>
  answeredWithKey > 0 ? Math.round((correct / answeredWithKey) * 100) : 0;

/** One question of a submitted attempt: the answer that counts (actions 1 and 3), scored. */
export function scoreQuestion(
  question: ScoredQuestion,
  response: SavedResponse | undefined,
  negativeMarks: boolean,
) {
  const marking = effectiveMarking(question, markPerQuestion(question.group), negativeMarks);
  const counted = response && countsAsAnswered(response.action) ? response : undefined;
  const type = typeOf(question);
  const answered = isAnswered(question, counted);
  const given = {
    answerId:
      answered && (type === 'single' || type === 'true-false') ? (counted?.answerId ?? 0) : 0,
    answerIds: answered && type === 'multiple' ? [...new Set(counted?.answerIds ?? [])] : [],
    numericAnswer: answered && type === 'numerical' ? (counted?.numericAnswer?.trim() ?? '') : '',
    textAnswer: answered && type === 'short-answer' ? (counted?.textAnswer?.trim() ?? '') : '',
  };
  const { outcome, marks } = scoreAnswer(question, marking, counted);
  return { outcome, answered, ...given, marks: round2(marks), maxMarks: marking.marks };
}

/**
 * Seconds spent per question: the drop in time left since the save before it, in the order the
 * saves happened (time left descending). The first save counts from the full duration.
 */
export function timePerQuestion(
  responses: SavedResponse[],
  durationMs: number,
): Map<number, number> {
  const ordered = [...responses].sort((a, b) => b.timeLeftMs - a.timeLeftMs);
  const spent = new Map<number, number>();
  let previous = durationMs;
  for (const response of ordered) {
    const seconds = Math.max(0, Math.round((previous - response.timeLeftMs) / 1000));
    spent.set(response.questionId, (spent.get(response.questionId) ?? 0) + seconds);
    previous = response.timeLeftMs;
  }
  return spent;
}

export interface ExamResultInput {
  questions: ScoredQuestion[];
  sections: { sectionId: number; sectionName: string }[];
  responses: SavedResponse[];
  negativeMarks: boolean;
  /** The exam's total marks for the pass mark; SPEC's default 200 when unknown. */
  examTotalMarks: number | null;
  /** The set's own cut-off marks; absent/null: packages/core/cutoff's default. */
  cutoff?: number | null | undefined;
  durationMs: number;
  /** Time left when the attempt was submitted. */
  timeLeftMs: number;
}

export function computeResult(input: ExamResultInput) {
  const responseOf = new Map(input.responses.map((r) => [r.questionId, r]));
  const spent = timePerQuestion(input.responses, input.durationMs);
  const answeredIds = new Set<number>();
  const questions: QuestionResult[] = [...input.questions]
    .sort((a, b) => a.questionNo - b.questionNo)
    .map((q) => {
      const { answered, ...scored } = scoreQuestion(
        q,
        responseOf.get(q.questionId),
        input.negativeMarks,
      );
      if (answered) answeredIds.add(q.questionId);
      const type = typeOf(q);
      return {
        questionId: q.questionId,
        questionNo: q.questionNo,
        sectionId: q.sectionId,
        questionType: type,
        correctAnswerId: q.answerId,
        correctAnswerIds: type === 'multiple' ? [...(q.answerIds ?? [])] : null,
        numericRange: type === 'numerical' ? (q.numericRange ?? null) : null,
        textKey: type === 'short-answer' ? (q.textKey ?? null) : null,
        timeSpentSec: spent.get(q.questionId) ?? 0,
        ...scored,
      };
    });

  const sections: SectionSummary[] = input.sections.map((s) =>
    summarise(s.sectionId, s.sectionName, questions, answeredIds),
  );
  const overall = summarise(0, 'Overall', questions, answeredIds);
  const totalMarks =
    input.examTotalMarks && input.examTotalMarks > 0
      ? input.examTotalMarks
      : DEFAULT_EXAM_TOTAL_MARKS;
  const passMark = cutoffOf(input.cutoff, totalMarks);
  const totalTimeSec = Math.max(0, Math.round((input.durationMs - input.timeLeftMs) / 1000));
  return {
    questions,
    sections,
    score: overall.score,
    maxScore: overall.maxScore,
    percentage: overall.maxScore > 0 ? round2((overall.score / overall.maxScore) * 100) : 0,
    correct: overall.correct,
    incorrect: overall.incorrect,
    skipped: overall.skipped,
    partial: overall.partial,
    attempted: overall.attempted,
    accuracy: overall.accuracy,
    passMark,
    passed: qualifies(overall.score, passMark),
    totalTimeSec,
    averageTimePerQuestionSec:
      overall.attempted > 0 ? Math.round(totalTimeSec / overall.attempted) : 0,
  };
}
export type ExamResult = ReturnType<typeof computeResult>;

/**
 * A section's (id 0: the whole paper's) counts. Attempted: answered, key or not. A Partial answer is
 * attempted and counted among the answered-with-key for accuracy, but not as correct.
 */
function summarise(
  id: number,
  name: string,
  all: QuestionResult[],
  answeredIds: ReadonlySet<number>,
): SectionSummary {
  const questions = id === 0 ? all : all.filter((q) => q.sectionId === id);
  const count = (outcome: Outcome) => questions.filter((q) => q.outcome === outcome).length;
  const correct = count('Correct');
  const incorrect = count('Incorrect');
  const partial = count('Partial');
  return {
    id,
    name,
    attempted: questions.filter((q) => answeredIds.has(q.questionId)).length,
    correct,
    incorrect,
    skipped: questions.length - correct - incorrect - partial,
    partial,
    score: round2(questions.reduce((sum, q) => sum + q.marks, 0)),
    maxScore: round2(questions.reduce((sum, q) => sum + q.maxMarks, 0)),
    accuracy: accuracyPercent(correct, correct + incorrect + partial),
  };
}

/**
 * Rank from counts, so a database can count instead of sending every score: `higher` candidates
 * scored more, `others` candidates besides this one. Standard competition rank (ties share a
 * rank) and the share of candidates at or below the score.
 */
export function rankFromCounts(higher: number, others: number) {
  const total = others + 1;
  return { rank: higher + 1, total, percentile: round2(((total - higher) / total) * 100) };
}

/** The same over a list of every candidate's score (this one's included). */
export function rankOf(score: number, allScores: number[]) {
  const total = allScores.length;
  if (total === 0) return { rank: 1, total: 0, percentile: 0 };
  const higher = allScores.filter((s) => s > score).length;
  return rankFromCounts(higher, total - 1);
}
