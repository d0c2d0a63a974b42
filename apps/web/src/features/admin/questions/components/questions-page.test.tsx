import type { TQuestionSummary } from '@exam/contracts/admin/question-entities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aQuestionDetail } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import QuestionsPage from './questions-page';

const QUESTION: TQuestionSummary = {
  id: 7,
  type: 'numerical',
  textEn: '<p>Find <b>g</b> in m/s².</p>',
  tags: ['physics'],
  categoryId: null,
  hindiComplete: false,
  currentVersion: 1,
  retired: false,
  instituteId: 1,
  editable: true,
  usedInSets: 2,
  marks: null,
  negativeMark: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const page = (items: TQuestionSummary[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('/admin/questions', () => {
  it('lists the bank with what each question is, searches by the words typed and clears the filters', async () => {
    const fetch = mockApi({
      'GET /v2/api/admin/questions': ({ url }: { url: string }) =>
        page(new URL(url, 'http://x').searchParams.get('q') === 'none' ? [] : [QUESTION]),
      'GET /v2/api/admin/categories': [],
      'GET /v2/api/admin/sets': { items: [], total: 0, page: 1, pageSize: 100 },
    });
    const user = userEvent.setup();
    renderWithApp(<QuestionsPage />, { route: '/admin/questions' });

    const row = await screen.findByRole('listitem');
    expect(row).toHaveTextContent('#7');
    expect(row).toHaveTextContent('Find g in m/s².');
    expect(row).toHaveTextContent('Numerical');
    expect(row).toHaveTextContent('Hindi: Missing');
    expect(row).toHaveTextContent('2 sets');

    await user.type(screen.getByLabelText('Search'), 'none');
    expect(await screen.findByText('No questions match.')).toBeInTheDocument();
    expect(currentLocation(screen.getByTestId('location')).path).toBe('/admin/questions?q=none');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('q=none'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('listitem')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
    // The cleared box does not put its old words back after the pause.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(currentLocation(screen.getByTestId('location')).path).toBe('/admin/questions');
  });

  it('typesets the formulas of a question in the list instead of showing LaTeX', async () => {
    mockApi({
      'GET /v2/api/admin/questions': page([
        { ...QUESTION, textEn: '<p>Solve \\(x^2 = 4\\) for <i>x</i> &lt; 0.</p>' },
      ]),
      'GET /v2/api/admin/categories': [],
      'GET /v2/api/admin/sets': { items: [], total: 0, page: 1, pageSize: 100 },
    });
    renderWithApp(<QuestionsPage />, { route: '/admin/questions' });
    const row = await screen.findByRole('listitem');
    await vi.waitFor(() => expect(row.querySelector('.katex')).not.toBeNull());
    expect(row.textContent).not.toContain('\\(');
    expect(row).toHaveTextContent('for x < 0.');
    expect(row.querySelector('i')).toBeNull();
  });

  it('retires a question and says so', async () => {
    mockApi({
      'GET /v2/api/admin/questions': page([QUESTION]),
      'GET /v2/api/admin/categories': [],
      'GET /v2/api/admin/sets': { items: [], total: 0, page: 1, pageSize: 100 },
      'POST /v2/api/admin/questions/7/retire': aQuestionDetail({ id: 7, retired: true }),
    });
    const user = userEvent.setup();
    renderWithApp(<QuestionsPage />, { route: '/admin/questions' });
    const row = await screen.findByRole('listitem');
    await user.click(within(row).getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Question 7 retired.'),
    );
  });
});
