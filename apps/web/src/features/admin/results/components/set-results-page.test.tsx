import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import SetResultsPage from './set-results-page';

vi.mock('./set-results-view', () => ({ SetResultsView: () => <p>the table</p> }));

afterEach(() => vi.unstubAllGlobals());

describe('a set’s results page', () => {
  it('leads to the set’s live page and its question statistics', async () => {
    mockApi({});
    renderWithApp(<SetResultsPage />, {
      route: '/admin/sets/7/results',
      path: '/admin/sets/:id/results',
    });
    expect(await screen.findByText('the table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Question statistics' })).toHaveAttribute(
      'href',
      '/admin/sets/7/question-stats',
    );
    expect(screen.getByRole('link', { name: 'Live monitoring' })).toHaveAttribute(
      'href',
      '/admin/sets/7/live',
    );
  });
});
