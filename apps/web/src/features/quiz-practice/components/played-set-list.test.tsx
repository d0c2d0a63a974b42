import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/translations';
import { aSet } from '@/testing/fixtures';
import { jsonResponse, logIn, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { PlayedSetList } from './played-set-list';

const QUIZZES = 'POST /v2/api/cbt/question/set/get/all/active/by/examId/0/setTypeId/1';
const STATS = 'POST /v2/api/cbt/student/quiz/get/stats/by/setIds/21%2C22';
const quizzes = [
  aSet({ examSetId: 21, setTypeId: 1, setName: 'Polity Quiz', totalTime: 5, totalQuestion: 5 }),
  aSet({ examSetId: 22, setTypeId: 1, setName: 'Maths Quiz', totalTime: 8, totalQuestion: 8 }),
];

describe('PlayedSetList', () => {
  it("shows each card's figures from the server: attempted users, rank and rating", async () => {
    logIn();
    mockApi({
      [QUIZZES]: quizzes,
      [STATS]: [
        { setId: 21, attemptedUsers: 12, yourRank: 3, yourBestScore: 4, rating: 3.8 },
        { setId: 22, attemptedUsers: 0, yourRank: null, yourBestScore: null, rating: null },
      ],
    });
    renderWithApp(<PlayedSetList setTypeId={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz' })).toBeInTheDocument();
    const polity = await screen.findByRole('article', { name: 'Polity Quiz' });
    await vi.waitFor(() => expect(polity).toHaveTextContent('Attempted users12'));
    expect(polity).toHaveTextContent('Your rank3');
    expect(within(polity).getByLabelText(/Rating 3.8 out of 5/)).toBeInTheDocument();
    expect(polity).toHaveTextContent('Time in minutes5');
    const maths = screen.getByRole('article', { name: 'Maths Quiz' });
    expect(maths).toHaveTextContent('Attempted users0');
    expect(maths).toHaveTextContent('Your rankNot attempted yet');
    expect(maths).toHaveTextContent('RatingNot rated yet');
  });

  it('keeps the cards when the figures fail, and says so', async () => {
    logIn();
    mockApi({
      [QUIZZES]: quizzes,
      [STATS]: jsonResponse({ status: 0, statusCode: 503, message: 'Down', errors: [] }, 503),
    });
    renderWithApp(<PlayedSetList setTypeId={1} />);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('asks a logged-out visitor to log in for the figures, and says when there are no sets', async () => {
    mockApi({ [QUIZZES]: quizzes });
    const { unmount } = renderWithApp(<PlayedSetList setTypeId={1} />);
    const card = await screen.findByRole('article', { name: 'Polity Quiz' });
    expect(card).toHaveTextContent('Your rankLog in to see');
    unmount();
    mockApi({ [QUIZZES]: [] });
    renderWithApp(<PlayedSetList setTypeId={1} />);
    expect(await screen.findByText('No sets here yet')).toBeInTheDocument();
  });
});
