import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_DATA_ID, forgetFirstData } from '@/lib/first-data';
import { anExam } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { HomeCarousels } from './home-carousels';

const PAGE = 'POST /v2/api/cbt/exam/get/all/with/pagination';
const exams = [anExam({ examId: 1, examName: 'First' }), anExam({ examId: 2, examName: 'Second' })];

function servePages(pages: Record<number, ReturnType<typeof anExam>[]>) {
  return mockApi({
    [PAGE]: ({ init }: { init: RequestInit }) => {
      const { page, size } = JSON.parse(String(init.body)) as { page: number; size: number };
      const content = pages[page] ?? [];
      return { content, page, size, totalElements: 0, totalPages: 0 };
    },
  });
}

describe('HomeCarousels', () => {
  it('asks for pages 0 and 1 of six exams', async () => {
    const fetchMock = servePages({ 0: exams, 1: [] });
    renderWithApp(<HomeCarousels />);
    await screen.findAllByRole('heading', { name: 'First' });
    const bodies = fetchMock.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    );
    expect(bodies).toEqual(
      expect.arrayContaining([
        { page: 0, size: 6 },
        { page: 1, size: 6 },
      ]),
    );
  });

  it("shows page 0's exams reversed in the second carousel when page 1 is empty", async () => {
    servePages({ 0: exams, 1: [] });
    renderWithApp(<HomeCarousels />);
    const second = screen.getByRole('region', {
      name: 'Master every skill you need—right here, all in one place!',
    });
    const names = (await within(second).findAllByRole('heading', { level: 3 })).map(
      (h) => h.textContent,
    );
    expect(names.slice(0, 2)).toEqual(['Second', 'First']);
  });

  it('shows skeletons while loading, then the cards', async () => {
    servePages({ 0: exams, 1: [anExam({ examId: 3, examName: 'Third' })] });
    renderWithApp(<HomeCarousels />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading...');
    const first = screen.getByRole('region', { name: 'Start your smart prep journey today!' });
    expect(
      (await within(first).findAllByRole('heading', { name: 'First' })).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('repeats a small catalogue so the loop has enough slides', async () => {
    servePages({ 0: exams, 1: [] });
    renderWithApp(<HomeCarousels />);
    const first = screen.getByRole('region', { name: 'Start your smart prep journey today!' });
    expect((await within(first).findAllByRole('heading', { name: 'First' })).length).toBe(4);
  });

  it('opens /set with the exam from a card', async () => {
    servePages({ 0: exams, 1: [] });
    renderWithApp(<HomeCarousels />);
    const first = screen.getByRole('region', { name: 'Start your smart prep journey today!' });
    const [link] = await within(first).findAllByRole('link', { name: 'View all sets' });
    expect(link).toHaveAttribute('href', '/set?examId=1');
    await userEvent.click(link as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/set?examId=1');
  });

  describe('with the catalogue the server put in the page (decision 029)', () => {
    afterEach(() => {
      document.getElementById(FIRST_DATA_ID)?.remove();
      forgetFirstData();
    });

    function putInPage(pages: Record<number, ReturnType<typeof anExam>[]>) {
      const data = document.createElement('script');
      data.id = FIRST_DATA_ID;
      data.type = 'application/json';
      data.textContent = JSON.stringify(
        Object.entries(pages).map(([page, content]) => ({
          method: 'POST',
          path: '/v2/api/cbt/exam/get/all/with/pagination',
          body: { size: 6, page: Number(page) },
          response: { content, page: Number(page), size: 6, totalElements: 3, totalPages: 1 },
        })),
      );
      document.body.append(data);
      forgetFirstData();
    }

    it('shows the cards at once, without asking the server', () => {
      putInPage({ 0: exams, 1: [anExam({ examId: 3, examName: 'Third' })] });
      const fetchMock = servePages({});
      renderWithApp(<HomeCarousels />, { staleTime: 5 * 60_000 });
      const first = screen.getByRole('region', { name: 'Start your smart prep journey today!' });
      expect(within(first).getAllByRole('heading', { name: 'First' }).length).toBeGreaterThan(0);
      const second = screen.getByRole('region', {
        name: 'Master every skill you need—right here, all in one place!',
      });
      expect(within(second).getAllByRole('heading', { name: 'Third' }).length).toBeGreaterThan(0);
      expect(screen.queryByRole('status')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('asks the server for a page the server did not answer', async () => {
      putInPage({ 0: exams });
      const fetchMock = servePages({ 1: [anExam({ examId: 3, examName: 'Third' })] });
      renderWithApp(<HomeCarousels />, { staleTime: 5 * 60_000 });
      await screen.findAllByRole('heading', { name: 'Third' });
      const bodies = fetchMock.mock.calls.map((call) =>
        JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
      );
      expect(bodies).toEqual([{ page: 1, size: 6 }]);
    });
  });
});
