import { describe, expect, it } from 'vitest';
import {
  initialPractice,
  initialQuiz,
  isCorrect,
  percentOf,
  practiceProgress,
  practiceReducer,
  quizButtonStatus,
  quizReducer,
  ratingOf,
  scoreAnswers,
  type PracticeEvent,
  type QuizEvent,
} from './quiz.ts';

// Three questions; the keys are options 11, 22 and 33.
const questions = [
  { questionId: 1, answerId: 11 },
  { questionId: 2, answerId: 22 },
  { questionId: 3, answerId: 33 },
];
const quiz = (...events: QuizEvent[]) =>
  events.reduce((state, event) => quizReducer(questions, state, event), initialQuiz());
const practice = (...events: PracticeEvent[]) =>
  events.reduce((state, event) => practiceReducer(questions, state, event), initialPractice());

describe('scoring rule', () => {
  it('scores only when the chosen option equals answerId', () => {
    expect(isCorrect({ questionId: 1, answerId: 11 }, 11)).toBe(true);
    expect(isCorrect({ questionId: 1, answerId: 11 }, 12)).toBe(false);
    expect(isCorrect({ questionId: 1, answerId: 11 }, undefined)).toBe(false);
    expect(isCorrect({ questionId: 1, answerId: null }, 11)).toBe(false);
    expect(isCorrect({ questionId: 1 }, 11)).toBe(false);
  });

  it('counts correct, incorrect and skipped', () => {
    expect(scoreAnswers(questions, { 1: 11, 2: 99 })).toEqual({
      score: 1,
      correct: 1,
      incorrect: 1,
      partial: 0,
      skipped: 1,
      total: 3,
    });
  });
});

describe('multiple-correct and numerical questions in a quiz', () => {
  // q1 single (key 11); q2 multiple, JEE partial, key {21, 22}; q3 numerical, 2.5 to 2.7.
  const mixed = [
    { questionId: 1, answerId: 11 },
    {
      questionId: 2,
      questionType: 'multiple' as const,
      answerIds: [21, 22],
      markingRule: 'jee-partial' as const,
    },
    { questionId: 3, questionType: 'numerical' as const, numericRange: { min: 2.5, max: 2.7 } },
  ];
  const play = (...events: QuizEvent[]) =>
    events.reduce((state, event) => quizReducer(mixed, state, event), initialQuiz());

  it('scores one point per exactly right answer; a partial answer is counted apart', () => {
    expect(
      scoreAnswers(mixed, { 1: 11, 2: { answerIds: [21] }, 3: { numericAnswer: '2.6' } }),
    ).toEqual({ score: 2, correct: 2, incorrect: 0, partial: 1, skipped: 0, total: 3 });
    expect(
      scoreAnswers(mixed, { 2: { answerIds: [22, 21] }, 3: { numericAnswer: '2.8' } }),
    ).toEqual({ score: 1, correct: 1, incorrect: 1, partial: 0, skipped: 1, total: 3 });
  });

  it('an empty choice or a blank number is no answer: Next stays put', () => {
    const state = play(
      { type: 'select', optionId: 11 },
      { type: 'next' },
      {
        type: 'answer',
        answer: { answerIds: [] },
      },
    );
    expect(state.answers[2]).toBeUndefined();
    expect(quizReducer(mixed, state, { type: 'next' }).index).toBe(1);
  });

  it('an answer replaces the last one, and clearing it removes it', () => {
    const answered = play(
      { type: 'jump', index: 2 },
      { type: 'answer', answer: { numericAnswer: '2.5' } },
      { type: 'answer', answer: { numericAnswer: '3' } },
    );
    expect(answered.answers).toEqual({ 3: { numericAnswer: '3' } });
    expect(
      quizReducer(mixed, answered, { type: 'answer', answer: { numericAnswer: '' } }).answers,
    ).toEqual({});
  });

  it('finishing scores the typed and multiple answers', () => {
    const done = play(
      { type: 'select', optionId: 11 },
      { type: 'next' },
      { type: 'answer', answer: { answerIds: [21, 22] } },
      { type: 'next' },
      { type: 'answer', answer: { numericAnswer: '2.70' } },
      { type: 'next' },
    );
    expect(done).toMatchObject({ finished: true, score: 3 });
  });

  it('practice takes a multiple or numerical answer once, like a picked option', () => {
    const once = [
      { type: 'jump', index: 1 },
      { type: 'answer', answer: { answerIds: [21] } },
      { type: 'answer', answer: { answerIds: [21, 22] } },
    ] as PracticeEvent[];
    const state = once.reduce((s, e) => practiceReducer(mixed, s, e), initialPractice());
    expect(state.answers).toEqual({ 2: { answerIds: [21] } });
  });
});

describe('quiz state machine', () => {
  it('keeps Next from advancing until an option is chosen', () => {
    expect(quiz({ type: 'next' }).index).toBe(0);
    expect(quiz({ type: 'select', optionId: 11 }, { type: 'next' }).index).toBe(1);
  });

  it('advances, finishes after the last question and scores 2 of 3', () => {
    const state = quiz(
      { type: 'select', optionId: 11 },
      { type: 'next' },
      { type: 'select', optionId: 21 },
      { type: 'next' },
      { type: 'select', optionId: 33 },
      { type: 'next' },
    );
    expect(state.finished).toBe(true);
    expect(state.score).toBe(2);
    expect(state.index).toBe(2);
  });

  it('lets the last choice before Next count (changing an answer)', () => {
    const state = quiz({ type: 'select', optionId: 12 }, { type: 'select', optionId: 11 });
    expect(state.answers).toEqual({ 1: 11 });
  });

  it('ignores events once finished, and restart resets index, score and selection', () => {
    const finished = quiz({ type: 'select', optionId: 11 }, { type: 'finish' });
    expect(finished).toMatchObject({ finished: true, score: 1 });
    expect(quizReducer(questions, finished, { type: 'select', optionId: 12 })).toBe(finished);
    expect(quizReducer(questions, finished, { type: 'restart' })).toEqual(initialQuiz());
  });

  it('colours slider buttons: success answered, danger jumped over or skipped', () => {
    const state = quiz({ type: 'select', optionId: 11 }, { type: 'jump', index: 2 });
    expect(quizButtonStatus(questions, state, 0)).toBe('success');
    expect(quizButtonStatus(questions, state, 1)).toBe('danger');
    expect(quizButtonStatus(questions, state, 2)).toBe('current');
    expect(quizButtonStatus(questions, initialQuiz(), 1)).toBe('none');
  });

  it('clamps a jump to the questions there are', () => {
    expect(quiz({ type: 'jump', index: 99 }).index).toBe(2);
    expect(quiz({ type: 'jump', index: -4 }).index).toBe(0);
  });
});

describe('practice state machine', () => {
  it('reveals the solution toggle only after a choice, and a choice is final', () => {
    expect(practice({ type: 'toggleSolution' }).solutionOpen).toBe(false);
    const state = practice(
      { type: 'select', optionId: 12 },
      { type: 'select', optionId: 11 },
      { type: 'toggleSolution' },
    );
    expect(state.answers).toEqual({ 1: 12 });
    expect(state.solutionOpen).toBe(true);
  });

  it('resets solution visibility on next, previous and jump', () => {
    const open = practice({ type: 'select', optionId: 11 }, { type: 'toggleSolution' });
    expect(practiceReducer(questions, open, { type: 'next' })).toMatchObject({
      index: 1,
      solutionOpen: false,
    });
    const back = practice(
      { type: 'select', optionId: 11 },
      { type: 'next' },
      { type: 'previous' },
      { type: 'toggleSolution' },
    );
    expect(back).toMatchObject({ index: 0, solutionOpen: true });
    expect(practiceReducer(questions, back, { type: 'previous' })).toBe(back);
    expect(practiceReducer(questions, back, { type: 'jump', index: 2 })).toMatchObject({
      index: 2,
      solutionOpen: false,
    });
  });

  it('finishes on Next of the last question and restarts from the beginning', () => {
    const done = practice(
      { type: 'select', optionId: 11 },
      { type: 'next' },
      { type: 'select', optionId: 22 },
      { type: 'next' },
      { type: 'select', optionId: 34 },
      { type: 'next' },
    );
    expect(done.finished).toBe(true);
    expect(scoreAnswers(questions, done.answers).score).toBe(2);
    expect(practiceReducer(questions, done, { type: 'restart' })).toEqual(initialPractice());
  });

  it('clamps the progress bar to 0–100 with a green/red split', () => {
    expect(practiceProgress(questions, {})).toEqual({ correct: 0, incorrect: 0, value: 0 });
    const progress = practiceProgress(questions, { 1: 11, 2: 21 });
    expect(progress.correct).toBeCloseTo(33.33, 1);
    expect(progress.incorrect).toBeCloseTo(33.33, 1);
    expect(practiceProgress(questions, { 1: 11, 2: 22, 3: 33 }).value).toBe(100);
    expect(practiceProgress([], { 1: 11 }).value).toBe(0);
    // Answers to questions that are not in the list never push the bar past 100.
    expect(practiceProgress(questions.slice(0, 1), { 1: 11, 2: 22, 3: 33 }).value).toBe(100);
  });
});

describe('figures', () => {
  it('rounds the score ring percentage', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('rates a set by its average best score out of 5, none before a finish', () => {
    expect(ratingOf([])).toBeNull();
    expect(ratingOf([100, 50])).toBe(3.8);
    expect(ratingOf([80])).toBe(4);
  });
});
