import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import '../i18n/translations';
import { aSet } from '@/testing/fixtures';
import { errorEnvelope, jsonResponse, logIn, mockApi } from '@/testing/mock-api';
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
    expect(polity).toHaveTextContent('Average score3.8/5');
    expect(polity).not.toHaveTextContent('★');
    expect(within(polity).getByLabelText(/Average score 3.8 out of 5/)).toBeInTheDocument();
    expect(polity).toHaveTextContent('Time in minutes5');
    const maths = screen.getByRole('article', { name: 'Maths Quiz' });
    expect(maths).toHaveTextContent('Attempted users0');
    expect(maths).toHaveTextContent('Your rankNot attempted yet');
    expect(maths).toHaveTextContent('Average scoreNo scores yet');
  });

  it('keeps the cards when the figures fail, and says so', async () => {
    logIn();
    mockApi({
      [QUIZZES]: quizzes,
      [STATS]: jsonResponse(errorEnvelope(503, 'UNAVAILABLE', 'Down'), 503),
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

  it("shows each card's set and exam names in Hindi, in Hindi mode", async () => {
    await i18n.changeLanguage('hi');
    logIn();
    mockApi({
      [QUIZZES]: [
        { ...quizzes[0], setNameHi: 'राजव्यवस्था क्विज़' },
        { ...quizzes[1], setNameHi: null },
      ],
      [STATS]: [
        { setId: 21, attemptedUsers: 12, yourRank: 3, yourBestScore: 4, rating: 1.3 },
        { setId: 22, attemptedUsers: 0, yourRank: null, yourBestScore: null, rating: null },
      ],
    });
    renderWithApp(<PlayedSetList setTypeId={1} />);
    const polity = await screen.findByRole('article', { name: 'राजव्यवस्था क्विज़' });
    expect(polity).toHaveTextContent('एसएससी सीजीएल परीक्षा');
    expect(polity).not.toHaveTextContent('SSC CGL Examination');
    await vi.waitFor(() => expect(polity).toHaveTextContent('औसत स्कोर5 में से 1.3'));
    // A set without a Hindi name keeps its English one; its exam is still named in Hindi.
    const maths = screen.getByRole('article', { name: 'Maths Quiz' });
    expect(maths).toHaveTextContent('एसएससी सीजीएल परीक्षा');
  });
});
