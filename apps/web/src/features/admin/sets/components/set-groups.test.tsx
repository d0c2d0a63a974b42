import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { bankQuestion, EXAM, mockBuilderApi, renderNewSet, savedSet } from './set-builder-fixtures';
import { SetForm } from './set-form';
import { fromSet } from '../utils/set-form-values';

const row = (questionNo: number, bankQuestionId: number, textEn: string) => ({
  questionId: 100 + questionNo,
  questionNo,
  bankQuestionId,
  bankVersion: 1,
  currentVersion: 1,
  type: 'single' as const,
  textEn,
  marks: null,
  negativeMark: null,
});

const SAVED = savedSet({
  id: 41,
  nameEn: 'Reading mock',
  totalMarks: 2,
  sections: [
    {
      sectionId: 1,
      nameEn: 'English',
      nameHi: null,
      marksPerQuestion: 1,
      negativeMark: null,
      shuffleQuestions: true,
      shuffleOptions: true,
      pool: null,
      questions: [row(1, 7, '<p>Synonym</p>'), row(2, 8, '<p>The river rises where?</p>')],
      groups: [
        {
          groupId: 1,
          titleEn: 'Group A — vocabulary',
          titleHi: null,
          instructionsEn: '',
          instructionsHi: null,
          questions: [row(1, 7, '<p>Synonym</p>')],
        },
        {
          groupId: 2,
          titleEn: 'Comprehension',
          titleHi: 'गद्यांश',
          instructionsEn: '<p>The river rises in the hills.</p>',
          instructionsHi: null,
          questions: [row(2, 8, '<p>The river rises where?</p>')],
        },
      ],
    },
  ],
});

// Each group holds rich text editors: rendering them is slow on a loaded machine.
describe('the set builder with groups', { timeout: 20_000 }, () => {
  it('adds a titled group with its own questions and sends the groups in order', async () => {
    const sent = mockBuilderApi(
      [bankQuestion(1, 'Synonym'), bankQuestion(2, 'Passage question')],
      SAVED,
    );
    const user = userEvent.setup();
    const onSaved = renderNewSet();

    await user.type(screen.getByLabelText('Name (English)'), 'Reading mock');
    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    const second = screen.getByRole('region', { name: 'Group 2' });
    await user.type(within(second).getByLabelText('Group title (English)'), 'Comprehension');
    await user.click(within(second).getByRole('button', { name: 'Add questions' }));
    const picker = await screen.findByRole('dialog', {
      name: 'Add questions to Section 1 — Comprehension',
    });
    await user.click(await within(picker).findByRole('button', { name: 'Add: #2' }));
    await user.click(within(picker).getAllByRole('button', { name: 'Done' })[0] as HTMLElement);

    const first = screen.getByRole('region', { name: 'Group 1' });
    await user.click(within(first).getByRole('button', { name: 'Add questions' }));
    const again = await screen.findByRole('dialog', {
      name: 'Add questions to Section 1 — Group 1',
    });
    // A question already in another group of the set cannot be added twice.
    expect(await within(again).findByRole('button', { name: 'Added: #2' })).toBeDisabled();
    await user.click(within(again).getByRole('button', { name: 'Add: #1' }));
    await user.click(within(again).getAllByRole('button', { name: 'Done' })[0] as HTMLElement);

    // Numbered across the groups: group 1's question is 1, the passage's is 2.
    expect(within(first).getByText('1.')).toBeInTheDocument();
    expect(within(second).getByText('2.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      sections: [
        {
          nameEn: 'Section 1',
          groups: [
            { titleEn: '', questions: [{ bankQuestionId: 1 }] },
            { titleEn: 'Comprehension', questions: [{ bankQuestionId: 2 }] },
          ],
        },
      ],
    });
  });

  it("shows a saved set's groups with their titles and passage, and removes a group", async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithApp(
      <SetForm set={SAVED} initial={fromSet(SAVED).values} exams={[EXAM]} onSaved={vi.fn()} />,
    );
    const first = screen.getByRole('region', { name: 'Group 1' });
    const second = screen.getByRole('region', { name: 'Group 2' });
    expect(within(first).getByLabelText('Group title (English)')).toHaveValue(
      'Group A — vocabulary',
    );
    expect(within(second).getByLabelText('Group title (Hindi)')).toHaveValue('गद्यांश');
    expect(
      within(second).getByText('Shared instructions or passage').closest('details'),
    ).toHaveAttribute('open');
    expect(
      within(first).getByText('Shared instructions or passage').closest('details'),
    ).not.toHaveAttribute('open');
    expect(screen.getByText(/^2 questions in the set/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove group 1' }));
    expect(screen.queryByRole('region', { name: 'Group 2' })).not.toBeInTheDocument();
    expect(screen.getByText(/^1 question in the set/)).toBeInTheDocument();
  });
});
