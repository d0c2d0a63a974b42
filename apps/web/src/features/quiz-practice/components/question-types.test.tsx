import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/translations';
import { aQuizResult, aSet, quizAnswerSaved } from '@/testing/fixtures';
import {
  halfOfFiveQuestion,
  primesQuestion,
  questionFrame,
  someOptions,
} from '@/testing/result-builders';
import { logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { AnswerReview } from './answer-review';
import { PracticePlayer } from './practice-player';
import { QuizPlayer } from './quiz-player';

const START = 'POST /v2/api/cbt/student/quiz/attempt/start';
const SAVE = 'POST /v2/api/cbt/student/quiz/save/response';
const FINISH = 'POST /v2/api/cbt/student/quiz/attempt/finish';

const common = (questionId: number) => questionFrame(questionId, questionId, 30);

/** Multiple correct (A and C right, JEE partial marking), numerical (2.4 to 2.6), true/false. */
const QUESTIONS: TPaperQuestion[] = [
  {
    ...common(1),
    ...primesQuestion(11),
    questionSolutionTextEn: '<p>2 and 5 have no other divisors.</p>',
  },
  {
    ...common(2),
    ...halfOfFiveQuestion(),
    questionSolutionTextEn: '<p>5 / 2 = 2.5</p>',
  },
  {
    ...common(3),
    questionType: 'true-false',
    questionTextEn: '<p>The sun is a star.</p>',
    options: someOptions(31, ['True', 'False']),
    answerId: 31,
    questionSolutionTextEn: null,
  },
];

const set = aSet({ examSetId: 30, setTypeId: 2, setName: 'Mixed practice', totalTime: 5 });
const rowOf = (name: string) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }).closest('label');

describe('practice with the new question types', () => {
  it('checks ticked options and a typed number, and says right, partly right or wrong with the key', async () => {
    logIn();
    const saved: unknown[] = [];
    mockApi({
      [START]: { setId: 30, attemptNo: 1, startedAt: '', durationMs: 0, questionCount: 3 },
      [SAVE]: ({ init }: { init: RequestInit }) => {
        const body = JSON.parse(String(init.body)) as Parameters<typeof quizAnswerSaved>[0];
        saved.push(body);
        return quizAnswerSaved(body);
      },
      [FINISH]: aQuizResult({ setId: 30, attemptNo: 1, score: 1, correct: 1, skipped: 2 }),
    });
    renderWithApp(<PracticePlayer set={set} questions={QUESTIONS} saved />);
    const user = userEvent.setup();

    expect(screen.getByText('Select all correct options')).toBeInTheDocument();
    expect(screen.getByText('Marks: +4 / −2')).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check answer' });
    expect(check).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'A. 2' }));
    // Nothing is revealed before the answer is checked.
    expect(rowOf('C. 5')).not.toHaveClass('list-group-item-success');
    await user.click(check);
    expect(screen.getByRole('status')).toHaveTextContent('Your answer is partly right');
    expect(rowOf('A. 2')).toHaveClass('list-group-item-success');
    expect(rowOf('C. 5')).toHaveClass('list-group-item-success');
    expect(screen.getByRole('checkbox', { name: /^B. 4/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Check answer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View Solution' }));
    expect(screen.getByText('2 and 5 have no other divisors.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(field, '2.7');
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your answer was incorrect');
    expect(screen.getByTestId('accepted-answer')).toHaveTextContent('any value from 2.4 to 2.6');
    expect(field).toBeDisabled();
    expect(field).toHaveClass('is-invalid');
    expect(screen.queryByRole('group', { name: 'Number keypad' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(screen.getByRole('radio', { name: /True/ }));
    expect(screen.getByRole('status')).toHaveTextContent('You answered correctly!');
    await user.click(screen.getByRole('button', { name: 'Finish Practice' }));
    expect(
      screen.getByText('1 correct, 1 partly right, 1 incorrect, 0 skipped'),
    ).toBeInTheDocument();

    await vi.waitFor(() => expect(saved).toHaveLength(3));
    expect(saved).toEqual([
      { setId: 30, attemptNo: 1, questionId: 1, answerIds: [11] },
      { setId: 30, attemptNo: 1, questionId: 2, numericAnswer: '2.7' },
      { setId: 30, attemptNo: 1, questionId: 3, answerId: 31 },
    ]);
    await user.click(screen.getByRole('button', { name: 'View Detailed Results' }));
    expect(currentLocation(screen.getByTestId('location')).state).toMatchObject({
      answers: { 1: { answerIds: [11] }, 2: { numericAnswer: '2.7' }, 3: 31 },
    });
  });
});

describe('quiz with the new question types', () => {
  it('Next waits for a whole number; ticked options and the number are saved', async () => {
    logIn();
    const saved: unknown[] = [];
    mockApi({
      [START]: { setId: 30, attemptNo: 2, startedAt: '', durationMs: 300_000, questionCount: 3 },
      [SAVE]: ({ init }: { init: RequestInit }) => {
        const body = JSON.parse(String(init.body)) as Parameters<typeof quizAnswerSaved>[0];
        saved.push(body);
        return quizAnswerSaved(body);
      },
      [FINISH]: aQuizResult({ setId: 30, attemptNo: 2, score: 2, correct: 2, skipped: 1 }),
    });
    renderWithApp(<QuizPlayer set={{ ...set, setTypeId: 1 }} questions={QUESTIONS} />);
    const user = userEvent.setup();
    const next = screen.getByRole('button', { name: 'Next' });
    await user.click(screen.getByRole('checkbox', { name: 'A. 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'C. 5' }));
    await user.click(next);

    const minus = screen.getByRole('button', { name: 'Minus sign' });
    await user.click(minus);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(minus);
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: '.' }));
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /False/ }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('heading', { name: 'You scored 2 out of 3!' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(saved).toContainEqual({
        setId: 30,
        attemptNo: 2,
        questionId: 2,
        numericAnswer: '2.5',
      }),
    );
    expect(saved).toContainEqual({ setId: 30, attemptNo: 2, questionId: 1, answerIds: [11, 13] });
  });
});

describe('AnswerReview of the new question types', () => {
  it('shows each answer and the key: options by letter, the number and the accepted range', () => {
    renderWithApp(
      <AnswerReview
        questions={QUESTIONS}
        answers={{ 1: { answerIds: [11] }, 2: { numericAnswer: '2.5' } }}
        language="en"
        mode="breakdown"
      />,
    );
    const [multiple, numerical, trueFalse] = screen.getAllByTestId('answer-review-item');
    expect(multiple).toHaveTextContent('Partly right');
    expect(multiple).toHaveTextContent('Your answer: A. 2');
    expect(multiple).toHaveTextContent('Correct answer: A. 2; C. 5');
    expect(numerical).toHaveTextContent('Correct');
    expect(numerical).toHaveTextContent('Your answer: 2.5');
    expect(numerical).toHaveTextContent('Correct answer: any value from 2.4 to 2.6');
    expect(trueFalse).toHaveTextContent('Skipped');
    expect(trueFalse).toHaveTextContent('Correct answer: A. True');
  });
});
