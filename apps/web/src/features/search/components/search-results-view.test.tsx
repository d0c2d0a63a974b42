import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { aCategory, anExam, aSet } from '@/testing/fixtures';
import { errorEnvelope, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { SearchResultsView } from './search-results-view';

const SEARCH = 'GET /v2/api/cbt/search';

describe('SearchResultsView', () => {
  it('lists matching categories, exams and sets as links', async () => {
    const fetchMock = mockApi({
      [SEARCH]: {
        categories: [aCategory()],
        exams: [anExam()],
        sets: [aSet({ setName: 'CGL Mock 1' })],
      },
    });
    renderWithApp(<SearchResultsView query="cgl" />);
    expect(await screen.findByRole('link', { name: 'SSC CGL Examination' })).toHaveAttribute(
      'href',
      '/set?examId=1',
    );
    expect(screen.getByRole('link', { name: 'Banking' })).toHaveAttribute('href', '/exam/list/2');
    expect(screen.getByRole('link', { name: 'CGL Mock 1' })).toHaveAttribute(
      'href',
      '/set?examId=1',
    );
    expect(screen.getByText('3 results')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v2/api/cbt/search?q=cgl');
  });

  it('names categories, exams, sets and their exams in Hindi, in Hindi mode', async () => {
    await i18n.changeLanguage('hi');
    mockApi({
      [SEARCH]: {
        categories: [aCategory()],
        exams: [anExam()],
        sets: [aSet({ setName: 'CGL Mock 1', setNameHi: 'सीजीएल मॉक 1' })],
      },
    });
    renderWithApp(<SearchResultsView query="cgl" />);
    expect(await screen.findByRole('link', { name: 'एसएससी सीजीएल परीक्षा' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'बैंकिंग' })).toBeVisible();
    const set = screen.getByRole('link', { name: 'सीजीएल मॉक 1' });
    expect(set.closest('li')).toHaveTextContent('एसएससी सीजीएल परीक्षा');
    expect(document.body).not.toHaveTextContent('SSC CGL Examination');
  });

  it('says when nothing matched', async () => {
    mockApi({ [SEARCH]: { categories: [], exams: [], sets: [] } });
    renderWithApp(<SearchResultsView query="zzzz" />);
    expect(await screen.findByText(/No results for “zzzz”/)).toBeInTheDocument();
  });

  it('asks for more letters instead of searching a one-letter query', () => {
    const fetchMock = mockApi({});
    renderWithApp(<SearchResultsView query="a" />);
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the search fails", async () => {
    mockApi({
      [SEARCH]: new Response(
        JSON.stringify(errorEnvelope(500, 'INTERNAL', 'Search is unavailable.')),
        { status: 500 },
      ),
    });
    renderWithApp(<SearchResultsView query="bank" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable.');
  });
});
