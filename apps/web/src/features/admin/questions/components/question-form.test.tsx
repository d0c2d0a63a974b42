import type { TQuestionDetail } from '@exam/contracts/admin/question-entities';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aQuestionDetail } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { QuestionForm } from './question-form';

/** A saved single-choice question with four options, two of them prime. */
const QUESTION: TQuestionDetail = aQuestionDetail({
  body: {
    type: 'single',
    textEn: '<p>Which are prime?</p>',
    textHi: '<p>कौन-से अभाज्य हैं?</p>',
    options: [
      { textEn: '2', textHi: '२', correct: true },
      { textEn: '4', textHi: '४', correct: false },
      { textEn: '5', textHi: '५', correct: false },
      { textEn: '9', textHi: '९', correct: false },
    ],
    tags: ['physics'],
  },
});

/** Renders the editor over a saved question and records the body the Save button sends. */
function renderEditor(question: TQuestionDetail | null = QUESTION) {
  const sent: unknown[] = [];
  const answer = ({ init }: { init: RequestInit }) => {
    const body = JSON.parse(String(init.body)) as { body: TQuestionDetail['body'] };
    sent.push(body);
    return { ...QUESTION, currentVersion: 2, body: body.body };
  };
  const fetch = mockApi({
    'PUT /v2/api/admin/questions/7': answer,
    'POST /v2/api/admin/questions': answer,
  });
  const onSaved = vi.fn();
  renderWithApp(<QuestionForm question={question} categories={[]} onSaved={onSaved} />);
  return { sent, fetch, onSaved, user: userEvent.setup() };
}

describe('the question editor', () => {
  it('sends a multiple-correct question with every ticked option and the JEE Advanced rule', async () => {
    const { sent, onSaved, user } = renderEditor();
    await user.selectOptions(screen.getByLabelText('Question type'), 'Multiple correct');
    // Multiple correct: checkboxes, so a second tick keeps the first.
    await user.click(screen.getByRole('checkbox', { name: 'Correct (Option C)' }));
    await user.selectOptions(screen.getByLabelText('Marking rule'), 'JEE Advanced partial');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        categoryId: null,
        body: expect.objectContaining({
          type: 'multiple',
          markingRule: 'jee-partial',
          textEn: '<p>Which are prime?</p>',
          textHi: '<p>कौन-से अभाज्य हैं?</p>',
          options: [
            { textEn: '2', textHi: '२', correct: true },
            { textEn: '4', textHi: '४', correct: false },
            { textEn: '5', textHi: '५', correct: true },
            { textEn: '9', textHi: '९', correct: false },
          ],
          tags: ['physics'],
        }) as unknown,
      },
    ]);
  });

  it('marks an option "Keep last" for shuffled sets and sends it with that option only', async () => {
    const { sent, onSaved, user } = renderEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Keep last (Option D)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        categoryId: null,
        body: expect.objectContaining({
          options: [
            { textEn: '2', textHi: '२', correct: true },
            { textEn: '4', textHi: '४', correct: false },
            { textEn: '5', textHi: '५', correct: false },
            { textEn: '9', textHi: '९', correct: false, keepLast: true },
          ],
        }) as unknown,
      },
    ]);
  });

  it('sends a numerical answer given as value ± tolerance as its range, with no options', async () => {
    const { sent, onSaved, user } = renderEditor();
    await user.selectOptions(screen.getByLabelText('Question type'), 'Numerical');
    expect(screen.queryByRole('radio', { name: /Correct/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Value'), '9.8');
    await user.clear(screen.getByLabelText('Tolerance (±)'));
    await user.type(screen.getByLabelText('Tolerance (±)'), '0.1');
    await user.type(screen.getByLabelText('Negative marks'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const { body } = sent[0] as { body: Record<string, unknown> };
    expect(body).toMatchObject({
      type: 'numerical',
      options: [],
      numeric: { min: 9.7, max: 9.9, tolerance: 0.1 },
    });
    expect(body.negativeMark).toBe(0);
    expect(body.markingRule).toBeUndefined();
  });

  it('reopens a value ± tolerance as the author wrote it, and a range as a range', async () => {
    const numerical = (numeric: { min: number; max: number; tolerance?: number }) => ({
      ...QUESTION,
      type: 'numerical' as const,
      body: { ...QUESTION.body, type: 'numerical' as const, options: [], numeric },
    });
    renderEditor(numerical({ min: 9.76, max: 9.84, tolerance: 0.04 }));
    expect(screen.getByRole('radio', { name: 'Exact value ± tolerance' })).toBeChecked();
    expect(screen.getByLabelText('Value')).toHaveValue('9.8');
    expect(screen.getByLabelText('Tolerance (±)')).toHaveValue('0.04');
    cleanup();

    renderEditor(numerical({ min: 2, max: 4 }));
    expect(screen.getByRole('radio', { name: 'A range' })).toBeChecked();
    expect(screen.getByLabelText('Lowest accepted')).toHaveValue('2');
    expect(screen.getByLabelText('Highest accepted')).toHaveValue('4');
  });

  it('fills True/सत्य and False/असत्य for true/false, one correct by radio, and gives the typed options back after', async () => {
    const { sent, onSaved, user } = renderEditor();
    await user.selectOptions(screen.getByLabelText('Question type'), 'True/False');
    expect(screen.getAllByRole('radio', { name: /Correct/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove option/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Correct (Option B)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((sent[0] as { body: unknown }).body).toMatchObject({
      type: 'true-false',
      options: [
        { textEn: 'True', textHi: 'सत्य', correct: false },
        { textEn: 'False', textHi: 'असत्य', correct: true },
      ],
    });

    await user.selectOptions(screen.getByLabelText('Question type'), 'Single choice');
    expect(screen.getAllByRole('radio', { name: /Correct/ })).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Correct (Option A)' })).toBeChecked();
  });

  it('names every missing field and sends nothing while the question is incomplete', async () => {
    const { fetch, user } = renderEditor(null);
    await user.selectOptions(screen.getByLabelText('Question type'), 'Numerical');
    await user.type(screen.getByLabelText('Value'), 'nine');
    await user.click(screen.getByRole('button', { name: 'Save question' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Question (English): is required');
    expect(alert).toHaveTextContent('Value: must be a number');
    // What was typed stays for the correction.
    expect(screen.getByLabelText('Value')).toHaveValue('nine');
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('a shared passage (decision 062)', () => {
    const passage = { key: 'river', titleEn: 'The river', textEn: '<p>The river rises.</p>' };
    const withPassage = {
      ...QUESTION,
      body: { ...QUESTION.body, passage },
      passageQuestions: [12],
    };

    it('names the other questions of the passage and sends its edited title with its key', async () => {
      const { sent, onSaved, user } = renderEditor(withPassage);
      expect(screen.getByText(/Shared with 1 other question/)).toBeVisible();
      expect(screen.getByRole('link', { name: '#12' })).toHaveAttribute(
        'href',
        '/admin/questions/12',
      );
      const title = screen.getByLabelText('Passage title');
      await user.clear(title);
      await user.type(title, 'The great river');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(sent).toEqual([
        expect.objectContaining({
          body: expect.objectContaining({
            passage: { ...passage, titleEn: 'The great river' },
          }) as unknown,
        }),
      ]);
    });

    it('takes the question out of the passage', async () => {
      const { sent, onSaved, user } = renderEditor(withPassage);
      await user.click(
        screen.getByRole('button', { name: 'Remove the passage from this question' }),
      );
      expect(screen.queryByLabelText('Passage title')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect((sent[0] as { body: object }).body).not.toHaveProperty('passage');
    });

    it('adds a passage to a question that had none, with a key of its own', async () => {
      const { user } = renderEditor();
      expect(screen.queryByLabelText('Passage title')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Add a passage' }));
      expect(screen.getByLabelText('Passage title')).toBeVisible();
      expect(screen.getByText(/Only this question has this passage/)).toBeVisible();
    });
  });
});
