import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorEnvelope, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { AttemptActionDialog } from './attempt-actions';

const ATTEMPT = { attemptId: 77, studentName: 'Meera Joshi' };
const after = {
  ...ATTEMPT,
  studentId: 5,
  rollNo: '12',
  attemptNo: 1,
  status: 'open',
  submitReason: null,
  startedAt: '2026-11-25T04:30:00.000Z',
  submittedAt: null,
  timeLeftMs: 1_800_000,
  extraMs: 600_000,
  reopenCount: 0,
};

describe('extra time and reopening of an attempt', () => {
  it('sends the minutes and the reason, then closes', async () => {
    const fetchMock = mockApi({ 'POST /v2/api/admin/attempts/77/extra-time': after });
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderWithApp(
      <AttemptActionDialog
        attempt={ATTEMPT}
        action="extra-time"
        onClose={onClose}
        onDone={onDone}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Extra time for Meera Joshi' });
    await userEvent.clear(within(dialog).getByLabelText('Minutes'));
    await userEvent.type(within(dialog).getByLabelText('Minutes'), '15');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Power cut');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give extra time' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(after, 15));
    expect(onClose).toHaveBeenCalled();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ minutes: 15, reason: 'Power cut' });
  });

  it("shows the server's refusal and stays open", async () => {
    mockApi({
      'POST /v2/api/admin/attempts/77/reopen': jsonResponse(
        errorEnvelope(409, 'CONFLICT', 'This attempt is still open: give it extra time instead.'),
        409,
      ),
    });
    const onClose = vi.fn();
    renderWithApp(<AttemptActionDialog attempt={ATTEMPT} action="reopen" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Reopen the attempt of Meera Joshi' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Crash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This attempt is still open: give it extra time instead.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
