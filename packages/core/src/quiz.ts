import { isAnswered, scoreAnswer, type AnswerKey, type GivenAnswer } from './question-scoring.ts';

/**
 * Quiz and practice (SPEC §4): an index advances with Next; after the last question a finished
 * state shows the score; restart resets index, score and selection. The score goes up by one when
 * the chosen option equals answerId. Practice also reveals a solution toggle once an option is
 * chosen, and hides it again on next, previous or a jump. Pure: the players render this state.
 */

/**
 * What the rules need of a question: its id, type and key (question-scoring.ts). A question without
 * a type is a single choice keyed by answerId (null: no key).
 */
export interface KeyedQuestion extends AnswerKey {
  questionId: number;
}

/**
 * A chosen answer: the option id of a single-choice or true/false question, or the answer of a
 * multiple-correct (answerIds) or numerical (numericAnswer) question.
 */
export type Answer = number | GivenAnswer;

/** questionId → the answer given. */
export type Answers = Readonly<Record<number, Answer>>;

/** An answer as question-scoring.ts reads it. */
export const givenOf = (answer: Answer | undefined): GivenAnswer | undefined =>
  typeof answer === 'number' ? { answerId: answer } : answer;

/** Whether an answer of the question's type was given (an empty choice or '' is not one). */
export const isAnswerGiven = (question: KeyedQuestion, answer: Answer | undefined) =>
  answer !== undefined && isAnswered(question, givenOf(answer));

/** Marks do not matter here: a quiz counts one point per exactly right answer (SPEC §4). */
const ONE_POINT = { marks: 1, negativeMark: 0 };

/** The outcome of one answer: Correct, Incorrect, Partial (JEE partial marking) or Skipped. */
export const outcomeOf = (question: KeyedQuestion, answer: Answer | undefined) =>
  scoreAnswer(question, ONE_POINT, givenOf(answer)).outcome;

/** The scoring rule: one point for each question answered exactly right. */
export const isCorrect = (question: KeyedQuestion, chosen: Answer | undefined): boolean =>
  outcomeOf(question, chosen) === 'Correct';

export interface QuizScore {
  score: number;
  correct: number;
  incorrect: number;
  /** Partly right multiple-correct answers: no point, and not incorrect either. */
  partial: number;
  skipped: number;
  total: number;
}

/**
 * Counts a whole attempt: correct, incorrect (answered but wrong, or answered without a key),
 * partial, skipped (no answer).
 */
export function scoreAnswers(questions: readonly KeyedQuestion[], answers: Answers): QuizScore {
  let correct = 0;
  let incorrect = 0;
  let partial = 0;
  for (const question of questions) {
    const chosen = answers[question.questionId];
    if (!isAnswerGiven(question, chosen) && !question.dropped) continue;
    const outcome = outcomeOf(question, chosen);
    if (outcome === 'Correct') correct += 1;
    else if (outcome === 'Partial') partial += 1;
    else incorrect += 1;
  }
  return {
    score: correct,
    correct,
    incorrect,
    partial,
    skipped: questions.length - correct - incorrect - partial,
    total: questions.length,
  };
}

// ── Quiz ────────────────────────────────────────────────────────────────────────────────────────
export interface QuizState {
  index: number;
  answers: Answers;
  /** Question indexes shown so far (a slider button of a shown, unanswered one is 'danger'). */
  visited: readonly number[];
  finished: boolean;
  /** The score so far: one per chosen option that equals its question's answerId. */
  score: number;
}

export type QuizEvent =
  | { type: 'select'; optionId: number }
  /** A multiple-correct or numerical answer (an empty one clears the question). */
  | { type: 'answer'; answer: GivenAnswer }
  | { type: 'next' }
  | { type: 'jump'; index: number }
  | { type: 'finish' }
  | { type: 'restart' };

export const initialQuiz = (): QuizState => ({
  index: 0,
  answers: {},
  visited: [0],
  finished: false,
  score: 0,
});

const clampIndex = (index: number, count: number) =>
  Math.min(Math.max(0, Math.trunc(index)), Math.max(0, count - 1));

const visit = (visited: readonly number[], index: number) =>
  visited.includes(index) ? visited : [...visited, index];

/** The quiz's transitions over its questions. Events that do not apply leave the state as it is. */
export function quizReducer(
  questions: readonly KeyedQuestion[],
  state: QuizState,
  event: QuizEvent,
): QuizState {
  if (event.type === 'restart') return initialQuiz();
  if (state.finished) return state;
  const current = questions[state.index];
  switch (event.type) {
    case 'select':
      if (!current) return state;
      return { ...state, answers: { ...state.answers, [current.questionId]: event.optionId } };
    case 'answer': {
      if (!current) return state;
      const { [current.questionId]: _replaced, ...others } = state.answers;
      return isAnswerGiven(current, event.answer)
        ? { ...state, answers: { ...others, [current.questionId]: event.answer } }
        : { ...state, answers: others };
    }
    case 'next': {
      // SPEC §5: Next is disabled while no option is chosen.
      if (!current || !isAnswerGiven(current, state.answers[current.questionId])) return state;
      const score = scoreAnswers(questions, state.answers).score;
      if (state.index >= questions.length - 1) return { ...state, score, finished: true };
      const index = state.index + 1;
      return { ...state, score, index, visited: visit(state.visited, index) };
    }
    case 'jump': {
      if (questions.length === 0) return state;
      const index = clampIndex(event.index, questions.length);
      return { ...state, index, visited: visit(state.visited, index) };
    }
    case 'finish':
      return { ...state, score: scoreAnswers(questions, state.answers).score, finished: true };
  }
}

/** SPEC §2: slider colours: success for answered, danger for skipped or jumped over. */
export function quizButtonStatus(
  questions: readonly KeyedQuestion[],
  state: QuizState,
  index: number,
): 'success' | 'danger' | 'current' | 'none' {
  const question = questions[index];
  if (!question) return 'none';
  if (state.answers[question.questionId] !== undefined) return 'success';
  if (index === state.index) return 'current';
  return state.visited.includes(index) || index < state.index ? 'danger' : 'none';
}

// ── Practice ────────────────────────────────────────────────────────────────────────────────────
export interface PracticeState {
  index: number;
  answers: Answers;
  /** The 'View Solution' panel of the current question is open. */
  solutionOpen: boolean;
  finished: boolean;
}

export type PracticeEvent =
  | { type: 'select'; optionId: number }
  /** A multiple-correct or numerical answer, checked once given (like a picked option). */
  | { type: 'answer'; answer: GivenAnswer }
  | { type: 'toggleSolution' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'jump'; index: number }
  | { type: 'finish' }
  | { type: 'restart' };

export const initialPractice = (): PracticeState => ({
  index: 0,
  answers: {},
  solutionOpen: false,
  finished: false,
});

/** Practice's transitions. A chosen option is final (it has turned green or red). */
export function practiceReducer(
  questions: readonly KeyedQuestion[],
  state: PracticeState,
  event: PracticeEvent,
): PracticeState {
  if (event.type === 'restart') return initialPractice();
  if (state.finished) return state;
  const current = questions[state.index];
  const move = (index: number): PracticeState => ({
    ...state,
    index: clampIndex(index, questions.length),
    solutionOpen: false,
  });
  switch (event.type) {
    case 'select':
      if (!current || state.answers[current.questionId] !== undefined) return state;
      return { ...state, answers: { ...state.answers, [current.questionId]: event.optionId } };
    case 'answer':
      if (!current || state.answers[current.questionId] !== undefined) return state;
      if (!isAnswerGiven(current, event.answer)) return state;
      return { ...state, answers: { ...state.answers, [current.questionId]: event.answer } };
    case 'toggleSolution':
      // The toggle appears once an option is chosen.
      if (!current || state.answers[current.questionId] === undefined) return state;
      return { ...state, solutionOpen: !state.solutionOpen };
    case 'next':
      if (!current || state.answers[current.questionId] === undefined) return state;
      if (state.index >= questions.length - 1)
        return { ...state, solutionOpen: false, finished: true };
      return move(state.index + 1);
    case 'previous':
      return state.index === 0 ? state : move(state.index - 1);
    case 'jump':
      return questions.length === 0 ? state : move(event.index);
    case 'finish':
      return { ...state, solutionOpen: false, finished: true };
  }
}

/** SPEC §2: the progress bar's value, clamped to 0–100. */
export const clampPercent = (value: number) =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;

/**
 * The practice progress bar: the share of questions answered, split into the correct (green) and
 * incorrect (red) parts, each clamped to 0–100 and together at most 100.
 */
export function practiceProgress(questions: readonly KeyedQuestion[], answers: Answers) {
  const { correct, incorrect, total } = scoreAnswers(questions, answers);
  if (total === 0) return { correct: 0, incorrect: 0, value: 0 };
  const green = clampPercent((correct / total) * 100);
  const red = clampPercent(Math.min((incorrect / total) * 100, 100 - green));
  return { correct: green, incorrect: red, value: clampPercent(green + red) };
}

/** The score as a rounded percentage of the questions (the completion screen's ring). */
export const percentOf = (score: number, total: number) =>
  total > 0 ? Math.round(clampPercent((score / total) * 100)) : 0;

/**
 * A set's rating (decision 009): the average of its students' best scores as a share of the
 * questions, on a 0–5 scale with one decimal; null until someone has finished it.
 */
export function ratingOf(bestPercents: readonly number[]): number | null {
  if (bestPercents.length === 0) return null;
  return ratingOfAverage(
    bestPercents.reduce((sum, p) => sum + clampPercent(p), 0) / bestPercents.length,
  );
}

/** The same rating from the average best percentage (null: nobody has finished). */
export const ratingOfAverage = (averagePercent: number | null) =>
  averagePercent === null ? null : Math.round((clampPercent(averagePercent) / 20) * 10) / 10;
