import type { TAdminExam } from '@exam/contracts/admin/catalogue-entities';
import type { TQuestionSummary } from '@exam/contracts/admin/question-entities';
import type { TSetDetail } from '@exam/contracts/admin/set-entities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../i18n/translations';
import { SetForm } from './set-form';
import { emptySet } from './set-form-values';

const EXAM = { id: 12, name: 'SSC CPO', nameHi: null } as TAdminExam;

const summary = (id: number, type: TQuestionSummary['type'], text: string) =>
  ({
    id,
    type,
    textEn: `<p>${text}</p>`,
    tags: [],
    categoryId: null,
    hindiComplete: true,
    currentVersion: 1,
    retired: false,
    instituteId: 1,
    editable: true,
    usedInSets: 0,
    updatedAt: '2026-11-24T10:00:00.000Z',
  }) satisfies TQuestionSummary;

// The builder renders rich text editors: slow on a loaded machine.
describe('the set builder', { timeout: 20_000 }, () => {
  it('sends the bank questions of each section in the order arranged, with marks overridden per question', async () => {
    const sent: unknown[] = [];
    mockApi({
      'GET /v2/api/admin/questions': {
        items: [summary(1, 'multiple', 'Kinetic energy'), summary(2, 'numerical', 'Find g')],
        total: 2,
        page: 1,
        pageSize: 10,
      },
      'POST /v2/api/admin/sets': ({ init }: { init: RequestInit }) => {
        sent.push(JSON.parse(String(init.body)));
        return {
          id: 40,
          examId: 12,
          examName: 'SSC CPO',
          setTypeId: 3,
          nameEn: 'Physics check',
          nameHi: null,
          active: false,
          totalQuestion: 2,
          totalMarks: 5,
          durationMinutes: 30,
          instituteId: 1,
          editable: true,
          sat: false,
          descriptionEn: '',
          descriptionHi: null,
          languages: [1, 2],
          cutoff: null,
          negativeMarks: false,
          instructionEn: '',
          instructionHi: '',
          clockRule: 'strict',
          fullscreen: 'off',
          classId: null,
          contentVersion: 1,
          sections: [],
        } satisfies TSetDetail;
      },
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<SetForm set={null} initial={emptySet(12)} exams={[EXAM]} onSaved={onSaved} />);

    await user.type(screen.getByLabelText('Name (English)'), 'Physics check');
    await user.click(screen.getByRole('button', { name: 'Add questions' }));
    const picker = await screen.findByRole('dialog', { name: 'Add questions to Section 1' });
    await user.click(await within(picker).findByRole('button', { name: 'Add: #1' }));
    await user.click(within(picker).getByRole('button', { name: 'Add: #2' }));
    expect(within(picker).getByRole('button', { name: 'Added: #2' })).toBeDisabled();
    await user.click(within(picker).getAllByRole('button', { name: 'Done' })[0] as HTMLElement);

    expect(screen.getByText('2 questions in the set')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.type(
      screen.getByLabelText('Marks', { selector: '#sections-0-groups-0-q1-marks' }),
      '4',
    );
    await user.click(screen.getByRole('button', { name: 'Save set' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      examId: 12,
      setTypeId: 3,
      nameEn: 'Physics check',
      durationMinutes: 30,
      languages: [1, 2],
      sections: [
        {
          nameEn: 'Section 1',
          nameHi: 'खंड 1',
          marksPerQuestion: 1,
          groups: [
            {
              titleEn: '',
              titleHi: null,
              questions: [{ bankQuestionId: 2 }, { bankQuestionId: 1, marks: 4 }],
            },
          ],
        },
      ],
    });
  });

  it('names a missing set name and sends nothing', async () => {
    const fetch = mockApi({});
    const user = userEvent.setup();
    renderWithApp(<SetForm set={null} initial={emptySet(12)} exams={[EXAM]} onSaved={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save set' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name (English): is required');
    expect(fetch).not.toHaveBeenCalled();
  });
});
