import type { TSetResultRow, TSetResults } from '@exam/contracts/admin/get-set-results';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { SetResultsView } from './set-results-view';

// jsdom draws no canvas: the chart is replaced, its data still checked.
vi.mock('./score-chart', () => ({
  ScoreChart: ({ data }: { data: TSetResults }) => (
    <p data-testid="chart">{data.distribution.map((b) => b.count).join(',')}</p>
  ),
}));

const row = (over: Partial<TSetResultRow>): TSetResultRow => ({
  attemptId: 1,
  studentId: 1,
  studentName: 'अनीता शर्मा',
  username: 'anita@school.test',
  attemptNo: 1,
  rank: 1,
  rollNo: 'A1',
  studentClass: 10,
  section: 'A',
  centreName: 'Sanganer centre',
  districtName: 'Jaipur',
  blockName: 'Sanganer',
  score: 10,
  passed: true,
  sectionScores: [{ sectionId: 5, score: 6 }],
  accuracy: 80,
  timeTakenSec: 605,
  submittedAt: '2026-11-24T10:00:00.000Z',
  submitReason: 'submitted',
  ...over,
});

const ROWS = [
  row({}),
  row({
    attemptId: 2,
    studentId: 2,
    studentName: 'Bharat',
    rollNo: 'A2',
    rank: 2,
    score: 2,
    passed: false,
    submitReason: 'time-over',
  }),
];

function answer(url: string): TSetResults {
  const params = new URL(url, 'http://x').searchParams;
  const items = params.get('studentClass') === '9' ? ROWS.slice(1) : ROWS;
  const sorted = params.get('dir') === 'desc' ? [...items].reverse() : items;
  return {
    setId: 3,
    setName: 'Mock 1',
    totalMarks: 20,
    cutoff: 6,
    sections: [{ id: 5, name: 'Reasoning', nameHi: 'तर्कशक्ति' }],
    submitted: items.length,
    average: 6,
    median: 6,
    highest: 10,
    passed: 1,
    passRate: 50,
    distribution: [{ from: 0, to: 2, count: items.length }],
    items: sorted,
    total: items.length,
    page: 1,
    pageSize: 50,
    options: {
      districts: [{ id: 1, name: 'Jaipur' }],
      blocks: [{ id: 2, name: 'Sanganer', districtId: 1 }],
      centres: [{ id: 3, name: 'Sanganer centre', blockId: 2 }],
      classes: [9, 10],
      sections: ['A'],
    },
  };
}

// Several clicks and reloads of the table: more than the default 5 s on a busy 2-core machine.
describe('a set’s results table', { timeout: 20_000 }, () => {
  it('shows the figures and rows, sorts on a header click and filters by class', async () => {
    const fetch = mockApi({
      'GET /v2/api/admin/sets/3/results': ({ url }: { url: string }) => answer(url),
    });
    const user = userEvent.setup();
    renderWithApp(<SetResultsView setId={3} />, { route: '/admin/sets/3/results' });

    const table = await screen.findByRole('table');
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(rows()).toEqual(['A1', 'A2']);
    expect(screen.getByTestId('results-candidates')).toHaveTextContent('2');
    expect(screen.getByTestId('results-pass-rate')).toHaveTextContent('50%');
    expect(screen.getByTestId('chart')).toHaveTextContent('2');
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('10:05');
    expect(first).toHaveTextContent('Sanganer centre');
    expect(within(first).getByRole('link', { name: 'अनीता शर्मा' })).toHaveAttribute(
      'href',
      '/admin/attempts/1/report',
    );
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Time over');

    const rank = screen.getByRole('columnheader', { name: /Rank/ });
    expect(rank).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(rank).getByRole('button'));
    await screen.findByText((_, el) => el?.getAttribute('aria-sort') === 'descending');
    expect(rank).toHaveAttribute('aria-sort', 'descending');
    expect(rows()).toEqual(['A2', 'A1']);
    expect(currentLocation(screen.getByTestId('location')).path).toBe(
      '/admin/sets/3/results?dir=desc',
    );

    const score = screen.getByRole('columnheader', { name: /Score/ });
    await user.click(within(score).getByRole('button'));
    expect(score).toHaveAttribute('aria-sort', 'ascending');
    expect(rank).toHaveAttribute('aria-sort', 'none');

    await user.selectOptions(screen.getByLabelText('Class'), '9');
    expect(await screen.findByText('1 candidate')).toBeInTheDocument();
    expect(rows()).toEqual(['A2']);
    const last = String(fetch.mock.calls.at(-1)?.[0]);
    expect(last).toContain('studentClass=9');
    expect(last).toContain('sort=score');
  });

  it('says so when nobody has submitted, and offers no export', async () => {
    mockApi({
      'GET /v2/api/admin/sets/3/results': {
        ...answer('/x'),
        items: [],
        total: 0,
        submitted: 0,
        average: null,
        median: null,
        highest: null,
        passRate: null,
      },
    });
    renderWithApp(<SetResultsView setId={3} />, { route: '/admin/sets/3/results' });
    expect(await screen.findByText('No submitted attempts yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByTestId('results-median')).toHaveTextContent('–');
  });
});
