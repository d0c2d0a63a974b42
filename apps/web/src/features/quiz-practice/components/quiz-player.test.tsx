import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/translations';
import { aQuizResult, aSet, quizAnswerSaved } from '@/testing/fixtures';
import { logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { QuizPlayer } from './quiz-player';
import { threeQuestions } from './test-questions';

const START = 'POST /v2/api/cbt/student/quiz/attempt/start';
const SAVE = 'POST /v2/api/cbt/student/quiz/save/response';
const FINISH = 'POST /v2/api/cbt/student/quiz/attempt/finish';
const quizSet = aSet({ examSetId: 20, setTypeId: 1, setName: 'Quick Quiz', totalTime: 5 });
const attempt = { setId: 20, attemptNo: 4, startedAt: '', durationMs: 300_000, questionCount: 3 };

function setUp() {
  logIn();
  const saved: unknown[] = [];
  const fetchMock = mockApi({
    [START]: attempt,
    [SAVE]: ({ init }: { init: RequestInit }) => {
      const body = JSON.parse(String(init.body)) as Parameters<typeof quizAnswerSaved>[0];
      saved.push(body);
      return quizAnswerSaved(body);
    },
    [FINISH]: aQuizResult({
      setId: 20,
      attemptNo: 4,
      score: 2,
      correct: 2,
      incorrect: 1,
      skipped: 0,
    }),
  });
  const view = renderWithApp(<QuizPlayer set={quizSet} questions={threeQuestions()} />);
  return { saved, fetchMock, ...view };
}

const option = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });

describe('QuizPlayer', () => {
  it('keeps Next disabled until a choice, reads Finish on the last, and scores 2 of 3', async () => {
    const user = userEvent.setup();
    const { saved, fetchMock } = setUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(option('Option 1.1'));
    expect(next).toBeEnabled();
    await user.click(next);
    await user.click(option('Option 2.1'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(option('Option 3.3'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('heading', { name: 'You scored 2 out of 3!' })).toBeInTheDocument();
    // Each choice was saved to the server, then the play was finished there.
    await vi.waitFor(() => expect(saved).toHaveLength(3));
    expect(saved[0]).toEqual({ setId: 20, attemptNo: 4, questionId: 1, answerId: 11 });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/attempt/finish'))).toBe(
        true,
      ),
    );
  });

  it("shows a question group's title and passage above each of its questions", async () => {
    logIn();
    mockApi({
      [START]: attempt,
      [SAVE]: quizAnswerSaved({ questionId: 1, answerId: 1 }),
      [FINISH]: aQuizResult({ setId: 20, attemptNo: 4 }),
    });
    const questions = threeQuestions().map((q) => ({ ...q, groupId: q.questionNo < 3 ? 5 : 6 }));
    const groups = [
      {
        groupId: 5,
        sectionId: 1,
        totalMarks: 2,
        totalQuestion: 2,
        titleEn: 'Read the passage',
        instructionsEn: '<p>The Ganga rises at Gangotri.</p>',
      },
      { groupId: 6, sectionId: 1, totalMarks: 1, totalQuestion: 1, titleEn: '' },
    ];
    const user = userEvent.setup();
    renderWithApp(<QuizPlayer set={quizSet} questions={questions} groups={groups} />);
    expect(screen.getByRole('complementary', { name: 'Read the passage' })).toHaveTextContent(
      'The Ganga rises at Gangotri.',
    );
    await user.click(screen.getByRole('button', { name: 'Question 3' }));
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.queryByText('The Ganga rises at Gangotri.')).toBeNull();
  });

  it('colours the slider: success for answered, danger for jumped over', async () => {
    const user = userEvent.setup();
    setUp();
    await user.click(option('Option 1.2'));
    await user.click(screen.getByRole('button', { name: 'Question 3' }));
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1, answered' })).toHaveClass('btn-success');
    expect(screen.getByRole('button', { name: 'Question 2, not answered' })).toHaveClass(
      'btn-danger',
    );
  });

  it('restarts from question 1 with nothing chosen, as a new attempt', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setUp();
    await user.click(option('Option 1.1'));
    await user.click(screen.getByRole('button', { name: 'Question 3' }));
    await user.click(option('Option 3.3'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Restart Quiz' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(option('Option 1.1')).not.toBeChecked();
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/attempt/start')),
      ).toHaveLength(2),
    );
  });

  it('goes to /submitquiz/ with the set and attempt when the countdown reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setUp();
      await vi.waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('05:00'));
      // Five minutes pass (the clock jumps), then the next tick finds the time over.
      vi.setSystemTime(Date.now() + 300_000);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() =>
        expect(currentLocation(screen.getByTestId('location')).path).toBe('/submitquiz/'),
      );
      expect(currentLocation(screen.getByTestId('location')).state).toMatchObject({
        attemptNo: 4,
        setData: { examSetId: 20 },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
