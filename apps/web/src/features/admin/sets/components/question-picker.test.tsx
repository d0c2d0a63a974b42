import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { QuestionPicker } from './question-picker';
import { bankQuestion } from './set-builder-fixtures';

const QUESTION = { ...bankQuestion(7, 'Find the focal length.', 'numerical'), categoryId: 3 };

describe('the bank picker of the set builder', () => {
  it('filters the bank by category, tag and type, besides the words searched', async () => {
    const fetch = mockApi({
      'GET /v2/api/admin/questions': { items: [QUESTION], total: 1, page: 1, pageSize: 10 },
      'GET /v2/api/admin/categories': [
        { id: 3, key: 'science', name: 'Science', nameHi: 'विज्ञान', sortOrder: 1 },
      ],
    });
    const onAdd = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <QuestionPicker sectionName="Physics" inSet={new Set()} onAdd={onAdd} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Find the focal length.');
    const lastQuery = () => new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://x').searchParams;

    await user.selectOptions(await within(dialog).findByLabelText('Category'), 'Science');
    await waitFor(() => expect(lastQuery().get('categoryId')).toBe('3'));
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'numerical');
    await waitFor(() => expect(lastQuery().get('type')).toBe('numerical'));
    await user.type(within(dialog).getByLabelText('Tag'), 'optics');
    await waitFor(() => expect(lastQuery().get('tag')).toBe('optics'));
    expect(lastQuery().get('categoryId')).toBe('3');
    expect(lastQuery().get('type')).toBe('numerical');
    // Only what adding a question needs: no Hindi or status filter in the picker.
    expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add: #7' }));
    expect(onAdd).toHaveBeenCalledWith(QUESTION);
  });
});
