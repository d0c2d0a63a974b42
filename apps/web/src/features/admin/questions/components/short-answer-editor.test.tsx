import type { TQuestionDetail } from '@exam/contracts/admin/question-entities';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aQuestionDetail } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { QuestionForm } from './question-form';

const SHORT: TQuestionDetail = aQuestionDetail({
  type: 'short-answer',
  body: {
    type: 'short-answer',
    textEn: '<p>The capital of India?</p>',
    options: [],
    shortAnswer: { accepted: ['New Delhi', 'Delhi'], caseSensitive: false },
    tags: [],
  },
});

function renderEditor(question: TQuestionDetail | null) {
  const sent: { body: Record<string, unknown> }[] = [];
  const answer = ({ init }: { init: RequestInit }) => {
    const body = JSON.parse(String(init.body)) as { body: TQuestionDetail['body'] };
    sent.push(body as unknown as { body: Record<string, unknown> });
    return { ...SHORT, currentVersion: 2, body: body.body };
  };
  mockApi({
    'PUT /v2/api/admin/questions/7': answer,
    'POST /v2/api/admin/questions': answer,
  });
  const onSaved = vi.fn();
  renderWithApp(<QuestionForm question={question} categories={[]} onSaved={onSaved} />);
  return { sent, onSaved, user: userEvent.setup() };
}

describe('the question editor, short answer', () => {
  it('sends the accepted answers of the list field and the case rule, with no options', async () => {
    // A saved single-choice question turned into a short answer.
    const { sent, onSaved, user } = renderEditor(aQuestionDetail());
    await user.selectOptions(screen.getByLabelText('Question type'), 'Short answer');
    expect(screen.queryByRole('radio', { name: /Correct/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Accepted answer 1'), 'NaCl');
    await user.click(screen.getByRole('button', { name: 'Add an accepted answer' }));
    await user.type(screen.getByLabelText('Accepted answer 2'), ' Na Cl ');
    await user.click(screen.getByLabelText('Capital and small letters must match'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]?.body).toMatchObject({
      type: 'short-answer',
      options: [],
      shortAnswer: { accepted: ['NaCl', 'Na Cl'], caseSensitive: true },
    });
    expect(sent[0]?.body.numeric).toBeUndefined();
  });

  it('reopens the accepted answers as rows, removes one, and names an empty one on its field', async () => {
    const { sent, user } = renderEditor(SHORT);
    expect(screen.getByLabelText('Accepted answer 1')).toHaveValue('New Delhi');
    expect(screen.getByLabelText('Accepted answer 2')).toHaveValue('Delhi');
    expect(screen.getByLabelText('Capital and small letters must match')).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remove answer 2' }));
    expect(screen.queryByLabelText('Accepted answer 2')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Accepted answer 1'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Accepted answer 1')).toHaveAccessibleDescription(
        /empty|required/i,
      ),
    );
    expect(sent).toEqual([]);
  });
});
