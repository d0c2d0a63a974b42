import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TResponseSheet } from '@exam/contracts/results/response-sheet';
import { ResponseSheetRoute } from '@/app/routes/response-sheet';
import { errorEnvelope, jsonResponse, logIn, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';

const SHEET = 'POST /v2/api/cbt/student/response-sheet';
const CHALLENGE = 'POST /v2/api/cbt/student/challenge';

const option = (questionId: number, no: number) => ({
  optionId: questionId * 10 + no,
  optionNo: no,
  optionCap: 'ABCD'[no - 1] ?? '?',
  optionTextEn: `Option ${no}`,
  optionTextHi: null,
});

const question = (no: number, overrides: Partial<TResponseSheet['questions'][number]> = {}) => ({
  questionId: no,
  questionNo: no,
  examId: 1,
  setId: 7,
  sectionId: 1,
  groupId: 1,
  questionTextEn: `<p>Question ${no}</p>`,
  questionTextHi: null,
  options: [1, 2, 3, 4].map((n) => option(no, n)),
  questionType: 'single' as const,
  answerId: no * 10 + 1,
  selectedAnswerId: no * 10 + 2,
  selectedAnswerIds: [],
  numericAnswer: '',
  textAnswer: '',
  keyChange: null,
  challenge: null,
  ...overrides,
});

const sheet = (overrides: Partial<TResponseSheet> = {}): TResponseSheet => ({
  setId: 7,
  attemptNo: 1,
  setName: 'CGL Mock 1',
  setNameHi: null,
  name: 'Asha Verma',
  rollNo: 'R-1',
  challengeWindow: {
    opensAt: '2026-11-29T06:00:00.000Z',
    closesAt: '2026-11-30T06:00:00.000Z',
    open: true,
  },
  finalKeyAt: null,
  sections: [],
  groups: [],
  questions: [
    question(1),
    question(2, {
      keyChange: { kind: 'key', from: 'A', to: 'B' },
      challenge: {
        reason: 'B is right, see page 4.',
        imagePath: null,
        status: 'accepted',
        decisionReason: 'Agreed',
      },
    }),
  ],
  ...overrides,
});

describe('the response sheet page', () => {
  it('shows each answer beside the provisional key, a key change and a challenge outcome', async () => {
    logIn();
    mockApi({ [SHEET]: sheet() });
    renderWithApp(<ResponseSheetRoute />, { route: '/responseSheet?setId=7&attemptNo=1' });
    const [first, second] = await screen.findAllByTestId('sheet-question');
    expect(within(first as HTMLElement).getByTestId('sheet-mine')).toHaveTextContent('B');
    expect(within(first as HTMLElement).getByTestId('sheet-key')).toHaveTextContent('A');
    expect(within(second as HTMLElement).getByTestId('sheet-key-change')).toHaveTextContent(
      'Key changed: A → B',
    );
    expect(within(second as HTMLElement).getByTestId('sheet-challenge')).toHaveTextContent(
      'Accepted',
    );
    // A decided challenge can no longer be changed; an undecided question can be challenged.
    expect(within(second as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Challenge this key' }),
    ).toBeVisible();
  });

  it('sends a challenge with its reason and shows the server’s refusal in words', async () => {
    logIn();
    const api = mockApi({
      [SHEET]: sheet(),
      [CHALLENGE]: () =>
        jsonResponse(
          errorEnvelope(
            409,
            'CONFLICT',
            'Challenges closed on 30 Nov 2026, 11:30 am (Asia/Kolkata).',
          ),
          409,
        ),
    });
    renderWithApp(<ResponseSheetRoute />, { route: '/responseSheet?setId=7&attemptNo=1' });
    const [first] = await screen.findAllByTestId('sheet-question');
    await userEvent.click(
      within(first as HTMLElement).getByRole('button', { name: 'Challenge this key' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(
      within(dialog).getByLabelText('Why is the key wrong?'),
      'Option B, see page 4.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(await within(dialog).findByText(/Challenges closed on 30 Nov 2026/)).toBeVisible();
    const sent = api.mock.calls.find(([url]) => String(url).endsWith('/student/challenge'));
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      setId: 7,
      attemptNo: 1,
      questionId: 1,
      reason: 'Option B, see page 4.',
    });
  });

  it('says why there is no sheet yet', async () => {
    logIn();
    mockApi({
      [SHEET]: () =>
        jsonResponse(
          errorEnvelope(
            409,
            'CONFLICT',
            'Response sheets are published when the exam window closes.',
          ),
          409,
        ),
    });
    renderWithApp(<ResponseSheetRoute />, { route: '/responseSheet?setId=7' });
    expect(await screen.findByTestId('sheet-error')).toHaveTextContent(
      'Response sheets are published when the exam window closes.',
    );
  });
});
