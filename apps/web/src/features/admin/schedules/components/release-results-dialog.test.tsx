import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TReleaseCheck } from '@exam/contracts/admin/edit-schedule';
import { aSchedule } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { ReleaseResultsDialog } from './release-results-dialog';

const check = (overrides: Partial<TReleaseCheck> = {}): TReleaseCheck => ({
  state: 'open',
  closesAt: '2026-11-23T06:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  audience: 40,
  inExam: 3,
  notStarted: 12,
  needsOverride: true,
  ...overrides,
});

const schedule = aSchedule({ resultsRelease: 'manual' });

describe('releasing the results of a window', () => {
  it('says who can still sit an open window and sends the override only once ticked', async () => {
    const fetchMock = mockApi({
      'GET /v2/api/admin/schedules/4/release-check': check(),
      'POST /v2/api/admin/schedules/4/release-results': { ...schedule, resultsReleasedAt: 'x' },
    });
    const onClose = vi.fn();
    renderWithApp(<ReleaseResultsDialog schedule={schedule} show onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Release results?' });
    expect(await within(dialog).findByText(/open until 23 Nov 2026, 12:00/)).toBeVisible();
    expect(within(dialog).getByText('3 candidates are still in the exam.')).toBeVisible();
    expect(within(dialog).getByText('12 candidates have not started and still can.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Release results' }));
    expect(
      within(dialog).getByText('Tick this to release while candidates can still sit the paper.'),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.click(within(dialog).getByLabelText(/Release anyway/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release results' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const init = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ override: true });
  });

  it('releases a finished window without asking for an override', async () => {
    const fetchMock = mockApi({
      'GET /v2/api/admin/schedules/4/release-check': check({
        state: 'closed',
        inExam: 0,
        notStarted: 5,
        needsOverride: false,
      }),
      'POST /v2/api/admin/schedules/4/release-results': schedule,
    });
    const onClose = vi.fn();
    renderWithApp(<ReleaseResultsDialog schedule={schedule} show onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(/Every candidate has finished/)).toBeVisible();
    expect(within(dialog).queryByLabelText(/Release anyway/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release results' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const init = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ override: false });
  });
});
