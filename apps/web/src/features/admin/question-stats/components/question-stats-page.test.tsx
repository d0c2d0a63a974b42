import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TQuestionStatistics, TSetQuestionStats } from '@exam/contracts/admin/question-stats';
import { i18n } from '@/lib/i18n/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import QuestionStatsPage from './question-stats-page';

const STATS = 'GET /v2/api/admin/sets/7/question-stats';
const KEY = 'POST /v2/api/admin/sets/7/questions/302/key';

const option = (id: number, cap: string, share: number, isKey = false) => ({
  optionId: id,
  optionNo: id % 10,
  optionCap: cap,
  textEn: `Option ${cap}`,
  textHi: null,
  isKey,
  share,
  chosenByTop: 0,
});
const noFlags = { keyMayBeWrong: false, lowFacility: false, negativeDiscrimination: false };
const question = (no: number, o: Partial<TQuestionStatistics>): TQuestionStatistics => ({
  questionId: 300 + no,
  questionNo: no,
  questionType: 'single',
  textEn: `<p>Question ${no} text</p>`,
  textHi: null,
  answerOptionId: null,
  answerOptionIds: null,
  numericRange: null,
  dropped: false,
  answered: 40,
  correct: 20,
  facility: 0.5,
  discrimination: 0.4,
  options: [option(1, 'A', 0.5, true), option(2, 'B', 0.5)],
  flags: noFlags,
  ...o,
});
const stats: TSetQuestionStats = {
  setId: 7,
  setName: 'CGL Mock 1',
  candidates: 43,
  groupSize: 14,
  submittedAttempts: 43,
  openAttempts: 0,
  editable: true,
  questions: [
    question(1, { facility: 0.8 }),
    question(2, {
      facility: 0.1,
      discrimination: -0.3,
      flags: { keyMayBeWrong: true, lowFacility: true, negativeDiscrimination: true },
      options: [option(21, 'A', 0.1, true), option(22, 'B', 0.7)],
    }),
    question(3, {
      questionType: 'numerical',
      facility: 0.25,
      options: [],
      numericRange: { min: 1, max: 2 },
    }),
  ],
  corrections: [],
};

const show = () => {
  renderWithApp(<QuestionStatsPage />, {
    route: '/admin/sets/7/question-stats',
    path: '/admin/sets/:id/question-stats',
  });
};
const rowNumbers = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('QuestionStatsPage', () => {
  it('shows each question with its figures, option bars and flags, sortable by facility', async () => {
    mockApi({ [STATS]: stats });
    show();
    expect(await screen.findByText(/43 candidates/)).toBeVisible();
    const second = screen.getByTestId('qstats-row-2');
    expect(second.querySelector('[data-label="Facility"]')).toHaveTextContent(/^10%$/);
    expect(second.querySelector('[data-label="Discrimination"]')).toHaveTextContent(/^-0\.30$/);
    expect(within(second).getByText('Key may be wrong')).toBeVisible();
    expect(
      within(second).getByRole('meter', { name: 'Option B: 70% of candidates' }),
    ).toBeVisible();
    expect(
      within(second).getByRole('meter', { name: 'Option A: 10% of candidates (key)' }),
    ).toBeVisible();
    expect(screen.getByText("25% answered within the key's range")).toBeVisible();
    expect(rowNumbers()).toEqual(['1', '2', '3']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'facility');
    expect(rowNumbers()).toEqual(['2', '3', '1']);
  });

  it('tells staff who may not correct keys who can, and offers no correction', async () => {
    mockApi({ [STATS]: { ...stats, editable: false } });
    show();
    expect(
      await screen.findByText(
        "Only an org-admin can correct a key or drop a question of the organisation's shared sets.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Correct key' })).toBeNull();
  });

  it('corrects a key with a reason, previews and then reports the attempts rescored', async () => {
    const api = mockApi({
      [STATS]: stats,
      [KEY]: {
        correctionId: 1,
        questionId: 302,
        questionNo: 2,
        kind: 'key',
        before: { answerOptionId: 21 },
        after: { answerOptionId: 22 },
        attemptsRescored: 43,
      },
    });
    show();
    const row = await screen.findByTestId('qstats-row-2');
    await userEvent.click(within(row).getByRole('button', { name: 'Correct key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the key of question 2' });
    expect(within(dialog).getByText('43 submitted attempts will be rescored.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct key and rescore' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the correct option.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'B. Option B' }));
    await userEvent.type(within(dialog).getByLabelText('Reason (shown to students)'), 'Misprint');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct key and rescore' }));
    expect(await within(dialog).findByText('43 attempts rescored.')).toBeVisible();
    const call = api.mock.calls.find(
      ([url, init]) => String(url).endsWith('/key') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ answerOptionId: 22, reason: 'Misprint' });
  });

  it('says why keys cannot be corrected while attempts are open, in Hindi too', async () => {
    await i18n.changeLanguage('hi');
    mockApi({ [STATS]: { ...stats, openAttempts: 2 } });
    show();
    const row = await screen.findByTestId('qstats-row-1');
    await userEvent.click(within(row).getByRole('button', { name: 'प्रश्न हटाएँ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/इस सेट के 2 प्रयास अभी खुले हैं/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'हटाएँ और फिर से गिनें' })).toBeDisabled();
  });
});
