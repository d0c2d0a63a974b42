import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERCENTILE_FORMULA } from '@exam/core/percentile';
import type { TSitting, TSittingMerit } from '@exam/contracts/admin/sittings';
import { i18n } from '@/lib/i18n/i18n';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import SittingsPage from './sittings-page';

const SITTINGS = 'GET /v2/api/admin/sittings';
const MERIT = 'GET /v2/api/admin/sittings/merit';

const sitting = (name: string, shifts = 2): TSitting => ({
  name,
  shifts,
  candidates: 3,
  firstOpensAt: '2026-11-23T03:30:00.000Z',
  lastClosesAt: '2026-11-23T12:30:00.000Z',
});
const shift = (scheduleId: number, opensAt: string, candidates: number, topRaw: number) => ({
  scheduleId,
  setId: scheduleId * 10,
  setName: `Paper ${scheduleId}`,
  opensAt,
  closesAt: opensAt.replace('T03', 'T06').replace('T09', 'T12'),
  timeZone: 'Asia/Kolkata',
  candidates,
  topRaw,
});
const merit = (name: string): TSittingMerit => ({
  sitting: name,
  shifts: [
    shift(1, '2026-11-23T03:30:00.000Z', 2, 60),
    shift(2, '2026-11-23T09:30:00.000Z', 1, 90),
  ],
  subjects: ['Physics', 'Maths'],
  items: [
    {
      rank: 1,
      studentId: 11,
      studentName: 'Asha Verma',
      rollNo: 'R-011',
      scheduleId: 1,
      raw: 60,
      percentile: 100,
      shiftRank: 1,
      subjects: [
        { name: 'Physics', raw: 30, percentile: 100 },
        { name: 'Maths', raw: 30, percentile: 100 },
      ],
    },
    {
      rank: 1,
      studentId: 12,
      studentName: 'Dev Singh',
      rollNo: '',
      scheduleId: 2,
      raw: 90,
      percentile: 100,
      shiftRank: 1,
      subjects: [{ name: 'Physics', raw: 45, percentile: 100 }],
    },
    {
      rank: 3,
      studentId: 13,
      studentName: 'Bilal Khan',
      rollNo: 'R-013',
      scheduleId: 1,
      raw: 40,
      percentile: 50,
      shiftRank: 2,
      subjects: [
        { name: 'Physics', raw: 10, percentile: 50 },
        { name: 'Maths', raw: 30, percentile: 100 },
      ],
    },
  ],
  total: 3,
  page: 1,
  pageSize: 20,
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => void i18n.changeLanguage('en'));

describe('SittingsPage', () => {
  it("shows the latest sitting's shifts and its merit list by percentile, with the formula", async () => {
    const asked: string[] = [];
    mockApi({
      [SITTINGS]: [sitting('Board Maths 2026'), sitting('Mock JEE')],
      [MERIT]: ({ url }: { url: string }) => {
        const name = new URL(url, 'http://x').searchParams.get('sitting') ?? '';
        asked.push(name);
        return merit(name);
      },
    });
    renderWithApp(<SittingsPage />, { route: '/admin/sittings' });
    await screen.findByText('Asha Verma');
    const table = screen.getByRole('table', { name: 'Merit list of Board Maths 2026' });
    expect(screen.getByTestId('percentile-formula')).toHaveTextContent(
      "100 × (candidates of the shift with a raw score at or below the candidate's)",
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Asha VermaR-011',
      'Dev Singh',
      'Bilal KhanR-013',
    ]);
    expect(cells(rows[2] as HTMLElement)).toEqual([
      '3',
      'Shift 1',
      '40',
      '50.0000000',
      '50.0000000raw 10',
      '100.0000000raw 30',
      '2',
    ]);
    // Dev's paper had no Maths.
    expect(cells(rows[1] as HTMLElement)[5]).toBe('—');
    const shifts = screen.getByRole('table', { name: 'Shifts' });
    expect(within(shifts).getAllByRole('row')[2]).toHaveTextContent(/Shift 2.*Paper 2.*1.*90/);

    await userEvent.selectOptions(screen.getByLabelText('Sitting'), 'Mock JEE');
    expect(
      await screen.findByRole('table', { name: 'Merit list of Mock JEE' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['Board Maths 2026', 'Mock JEE']);
  });

  it('downloads the whole merit list of the sitting shown as CSV or XLSX', async () => {
    const createObjectURL = vi.fn(() => 'blob:merit');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    // jsdom does not navigate: the click that saves the file is only recorded.
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const file = () =>
      new Response(new Blob(['Rank']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="merit-Board-2026.xlsx"' },
      });
    const api = mockApi({
      [SITTINGS]: [sitting('Board 2026')],
      [MERIT]: merit('Board 2026'),
      'GET /v2/api/admin/sittings/merit.xlsx': file,
      'GET /v2/api/admin/sittings/merit.csv': file,
    });
    const user = userEvent.setup();
    renderWithApp(<SittingsPage />, { route: '/admin/sittings' });
    await user.click(await screen.findByRole('button', { name: 'Download Excel (XLSX)' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    const urls = api.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/v2/api/admin/sittings/merit.xlsx?sitting=Board+2026');
    expect(urls).toContain('/v2/api/admin/sittings/merit.csv?sitting=Board+2026');
    save.mockRestore();
  });

  it('says the same formula as the files do, in both languages', async () => {
    mockApi({ [SITTINGS]: [sitting('Board 2026')], [MERIT]: merit('Board 2026') });
    renderWithApp(<SittingsPage />, { route: '/admin/sittings' });
    expect(await screen.findByTestId('percentile-formula')).toHaveTextContent(
      PERCENTILE_FORMULA.en,
    );
    await i18n.changeLanguage('hi');
    expect(await screen.findByTestId('percentile-formula')).toHaveTextContent(
      PERCENTILE_FORMULA.hi,
    );
  });

  it('says how to make a sitting when there is none, in Hindi too', async () => {
    mockApi({ [SITTINGS]: [] });
    await i18n.changeLanguage('hi');
    renderWithApp(<SittingsPage />, { route: '/admin/sittings' });
    expect(await screen.findByText('अभी कोई सिटिंग नहीं')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('सिटिंग और मेरिट सूची');
  });
});
