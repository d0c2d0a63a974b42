import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSet, aStudent } from '@/testing/fixtures';
import { logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { AttemptedTestsView } from './attempted-tests-view';

const LIST = 'POST /v2/api/cbt/student/get/all/response/by/studentId/0';
const attempt = (setId: number, attemptNo: number, submittedAt: string, setName: string) => ({
  attemptNo,
  name: 'Priya Meena',
  rollNo: '123',
  studentId: 1,
  questions: {},
  setId,
  examId: 1,
  setName,
  setNameHi: null,
  examName: 'SSC CGL',
  examNameHi: null,
  setData: aSet({ examSetId: setId, setName }),
  submittedAt,
  submitReason: 'submitted',
  totalQuestion: 12,
  answered: 8,
  correct: 6,
  accuracy: 75,
  score: 11,
  maxScore: 24,
});

describe('AttemptedTestsView', () => {
  it('shows one card per attempt, newest first, each opening its report', async () => {
    logIn(aStudent());
    mockApi({
      [LIST]: {
        '7': [
          attempt(7, 2, '2026-11-23T10:00:00Z', 'CGL Mock 1'),
          attempt(7, 1, '2026-11-20T10:00:00Z', 'CGL Mock 1'),
        ],
        '9': [attempt(9, 1, '2026-11-22T10:00:00Z', 'CHSL Paper')],
      },
    });
    renderWithApp(<AttemptedTestsView />, { route: '/attempted/test/' });
    const cards = await screen.findAllByTestId('attempt-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'CGL Mock 1',
      'CHSL Paper',
      'CGL Mock 1',
    ]);
    const first = cards[0] as HTMLElement;
    expect(first).toHaveTextContent('Question(8/12)');
    expect(first).toHaveTextContent('Marks: 11 / 24');
    expect(first).toHaveTextContent('Correct: 6 · Accuracy 75%');
    expect(first).toHaveTextContent('Attempt 2');
    await userEvent.click(within(first).getByRole('link', { name: /View report/ }));
    const location = currentLocation(screen.getByTestId('location'));
    expect(location.path).toBe('/viewDetailedAnalysis?setId=7&attemptNo=2');
    expect(location.state).toMatchObject({ attemptNo: 2, setData: { examSetId: 7 } });
  });

  it('says so when nothing was submitted yet', async () => {
    logIn(aStudent());
    mockApi({ [LIST]: {} });
    renderWithApp(<AttemptedTestsView />);
    expect(await screen.findByText('You have not submitted any exam yet.')).toBeVisible();
  });

  it("says when a scheduled exam's result is released instead of its marks", async () => {
    logIn(aStudent());
    mockApi({
      [LIST]: {
        '7': [
          {
            ...attempt(7, 1, '2026-11-25T06:00:00Z', 'Board Mock'),
            score: 0,
            correct: 0,
            resultWithheld: { releaseAt: '2026-11-25T06:30:00.000Z', timeZone: 'Asia/Kolkata' },
          },
        ],
        '9': [
          {
            ...attempt(9, 1, '2026-11-24T06:00:00Z', 'Unit Test'),
            resultWithheld: { releaseAt: null, timeZone: 'Asia/Kolkata' },
          },
        ],
      },
    });
    renderWithApp(<AttemptedTestsView />, { route: '/attempted/test/' });
    const [board, unit] = (await screen.findAllByTestId('attempt-card')) as HTMLElement[];
    expect(board).toHaveTextContent(/Result on 25 Nov 2026, 12:00 pm IST/i);
    expect(board).not.toHaveTextContent('Marks:');
    expect(unit).toHaveTextContent('Result when your institute releases it');
  });
});
