import { countsAsAnswered, type ActionCode } from './palette.ts';

/** SPEC §9: an incorrect answer loses this share of the question's mark when negative marking is on. */
export const NEGATIVE_SHARE = 0.25;
export const PASS_SHARE = 0.3;
export const DEFAULT_EXAM_TOTAL_MARKS = 200;
export const ACCURACY_GOOD_THRESHOLD = 60;

export interface ScoredQuestion {
  questionId: number;
  questionNo: number;
  sectionId: number;
  /** The correct option's id; null when the question has no answer key. */
  answerId: number | null;
  /** Marks per question from its group: totalMarks / totalQuestion. */
  group: { totalMarks: number; totalQuestion: number } | null;
}

export interface SavedResponse {
  questionId: number;
  /** 0 = unanswered. */
  answerId: number;
  action: ActionCode;
  timeLeftMs: number;
}

export type Outcome = 'Correct' | 'Incorrect' | 'Skipped';

export interface QuestionResult {
  questionId: number;
  questionNo: number;
  sectionId: number;
  outcome: Outcome;
  answerId: number;
  correctAnswerId: number | null;
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

export function scoreQuestion(
  question: ScoredQuestion,
  response: SavedResponse | undefined,
  negativeMarks: boolean,
) {
  const maxMarks = markPerQuestion(question.group);
  const answerId = response && countsAsAnswered(response.action) ? response.answerId : 0;
  if (answerId === 0 || question.answerId === null)
    return { outcome: 'Skipped' as const, answerId, marks: 0, maxMarks };
  if (answerId === question.answerId)
    return { outcome: 'Correct' as const, answerId, marks: maxMarks, maxMarks };
  return {
    outcome: 'Incorrect' as const,
    answerId,
    marks: negativeMarks ? -NEGATIVE_SHARE * maxMarks : 0,
    maxMarks,
  };
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
  durationMs: number;
  /** Time left when the attempt was submitted. */
  timeLeftMs: number;
}

export function computeResult(input: ExamResultInput) {
  const responseOf = new Map(input.responses.map((r) => [r.questionId, r]));
  const spent = timePerQuestion(input.responses, input.durationMs);
  const questions: QuestionResult[] = [...input.questions]
    .sort((a, b) => a.questionNo - b.questionNo)
    .map((q) => ({
      questionId: q.questionId,
      questionNo: q.questionNo,
      sectionId: q.sectionId,
      correctAnswerId: q.answerId,
      timeSpentSec: spent.get(q.questionId) ?? 0,
      ...scoreQuestion(q, responseOf.get(q.questionId), input.negativeMarks),
    }));

  const sections: SectionSummary[] = input.sections.map((s) =>
    summarise(s.sectionId, s.sectionName, questions),
  );
  const overall = summarise(0, 'Overall', questions);
  const totalMarks =
    input.examTotalMarks && input.examTotalMarks > 0
      ? input.examTotalMarks
      : DEFAULT_EXAM_TOTAL_MARKS;
  const passMark = round2(totalMarks * PASS_SHARE);
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
    attempted: overall.attempted,
    accuracy: overall.accuracy,
    passMark,
    passed: overall.score >= passMark,
    totalTimeSec,
    averageTimePerQuestionSec:
      overall.attempted > 0 ? Math.round(totalTimeSec / overall.attempted) : 0,
  };
}
export type ExamResult = ReturnType<typeof computeResult>;

function summarise(id: number, name: string, all: QuestionResult[]): SectionSummary {
  const questions = id === 0 ? all : all.filter((q) => q.sectionId === id);
  const correct = questions.filter((q) => q.outcome === 'Correct').length;
  const incorrect = questions.filter((q) => q.outcome === 'Incorrect').length;
  return {
    id,
    name,
    attempted: questions.filter((q) => q.answerId !== 0).length,
    correct,
    incorrect,
    skipped: questions.length - correct - incorrect,
    score: round2(questions.reduce((sum, q) => sum + q.marks, 0)),
    maxScore: round2(questions.reduce((sum, q) => sum + q.maxMarks, 0)),
    accuracy: accuracyPercent(correct, correct + incorrect),
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
