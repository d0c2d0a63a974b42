import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/translations';
import { aSet } from '@/testing/fixtures';
import { logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { PracticePlayer } from './practice-player';
import { threeQuestions } from './test-questions';

const cbtSet = aSet({ examSetId: 10, setTypeId: 3 });
const option = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });
const rowOf = (name: string) => option(name).closest('label');

describe('PracticePlayer with given questions (Practice Weak Areas)', () => {
  function setUp(returnTo?: string) {
    logIn();
    const fetchMock = mockApi({});
    renderWithApp(
      <PracticePlayer
        set={cbtSet}
        questions={threeQuestions()}
        givenQuestions={threeQuestions()}
        title="Reasoning: weak areas"
        saved={false}
        returnTo={returnTo}
      />,
    );
    return fetchMock;
  }

  it('turns a wrong choice red, the key green, and says so; the solution toggles', async () => {
    const user = userEvent.setup();
    setUp();
    expect(screen.getByRole('heading', { level: 1, name: 'Reasoning: weak areas' })).toBeVisible();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Solution' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    await user.click(option('Option 1.2'));
    expect(rowOf('Option 1.2')).toHaveClass('list-group-item-danger');
    expect(rowOf('Option 1.1')).toHaveClass('list-group-item-success');
    expect(screen.getByText('Your answer was incorrect')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    // A choice is final.
    await user.click(option('Option 1.1'));
    expect(option('Option 1.2')).toBeChecked();
    const toggle = screen.getByRole('button', { name: 'View Solution' });
    expect(screen.getByText('Solution 1')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByText('Solution 1')).toBeVisible();
    // Moving on closes it.
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(option('Option 2.2'));
    expect(screen.getByText('You answered correctly!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Solution' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'View Solution' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('falls back to a message without a solution, finishes and completes without the server', async () => {
    const user = userEvent.setup();
    const fetchMock = setUp();
    await user.click(option('Option 1.1'));
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(option('Option 2.2'));
    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    await user.click(option('Option 3.1'));
    await user.click(screen.getByRole('button', { name: 'View Solution' }));
    expect(screen.getByText('No solution provided for this question.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Finish Practice' }));
    expect(screen.getByRole('heading', { name: 'Practice complete!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Score 67%' })).toBeInTheDocument();
    expect(screen.getByText('You scored 2 out of 3')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'View Detailed Results' }));
    const location = currentLocation(screen.getByTestId('location'));
    expect(location.path).toBe('/practiceresult');
    expect(location.state).toMatchObject({
      title: 'Reasoning: weak areas',
      answers: { 1: 11, 2: 22, 3: 31 },
      setData: { examSetId: 10 },
    });
  });

  it('Retake Practice starts again from question 1', async () => {
    const user = userEvent.setup();
    setUp();
    for (const [n, o] of [
      [1, 1],
      [2, 1],
      [3, 3],
    ]) {
      await user.click(option(`Option ${n}.${o}`));
      await user.click(
        screen.getByRole('button', { name: n === 3 ? 'Finish Practice' : 'Next Question' }),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Retake Practice' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(option('Option 1.1')).not.toBeChecked();
    await vi.waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0'),
    );
  });

  it('from a result page, goes back to that report instead of the practice list', async () => {
    const user = userEvent.setup();
    setUp('/submitexam?setId=10&attemptNo=2');
    for (const n of [1, 2, 3]) {
      await user.click(option(`Option ${n}.1`));
      await user.click(
        screen.getByRole('button', { name: n === 3 ? 'Finish Practice' : 'Next Question' }),
      );
    }
    expect(screen.queryByRole('button', { name: 'Back to Dashboard' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the report' }));
    expect(currentLocation(screen.getByTestId('location')).path).toBe(
      '/submitexam?setId=10&attemptNo=2',
    );
  });
});
