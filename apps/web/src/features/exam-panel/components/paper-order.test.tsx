import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAttempt, aPaper, aResumeWith } from '@/testing/exam-builders';
import { aStudent } from '@/testing/fixtures';
import { logIn, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { examFlow, PAPER, RESUME, SAVE, START, stubMatchMedia } from '@/testing/exam-panel-harness';
import { ExamPanelView } from './exam-panel-view';

const flow = examFlow;

// The paper's Reasoning questions are 101 (No. 1) and 102 (No. 2); this candidate's order puts
// 102 first with its options swapped.
const shuffled = anAttempt({
  sessionId: 'session-2',
  paperOrder: { questionIds: [102, 101, 201], optionIds: { '102': [1022, 1021] } },
});

describe('the exam panel of a shuffled set (decision 040)', () => {
  beforeEach(stubMatchMedia);

  it('shows the questions and options in the attempt’s order, numbered by their places', async () => {
    logIn(aStudent());
    const saves: Record<string, unknown>[] = [];
    mockApi({
      [START]: shuffled,
      [RESUME]: aResumeWith(),
      [PAPER]: aPaper(),
      [SAVE]: ({ init }: { init: RequestInit }) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        saves.push(body);
        return { applied: true, seq: body.seq, serverNow: Date.now(), timeLeftMs: 3_500_000 };
      },
    });
    renderWithApp(<ExamPanelView />, { route: '/exampanel', state: flow });
    await screen.findByRole('heading', { name: 'Question No. 1' });
    expect(screen.getByText('Question text 2')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'A. Option 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B. Option 1' })).toBeInTheDocument();

    const palette = screen.getByRole('group', { name: 'Questions of Reasoning' });
    expect(
      within(palette)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2']);

    // The answer names the paper's question and option, whatever their places on screen.
    await userEvent.click(screen.getByRole('radio', { name: 'A. Option 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await screen.findByRole('heading', { name: 'Question No. 2' });
    expect(screen.getByText('Question text 1')).toBeInTheDocument();
    expect(saves[0]).toMatchObject({
      questionId: 102,
      questionNo: 2,
      answerId: 1022,
      respOptionNo: 2,
    });
  });
});
