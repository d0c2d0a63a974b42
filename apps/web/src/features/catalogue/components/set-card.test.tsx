import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSetWindow } from '@exam/contracts/sets/entities';
import { aSet } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { i18n } from '@/lib/i18n/i18n';
import { SetCard } from './set-card';

const window = (overrides: Partial<TSetWindow> = {}): TSetWindow => ({
  scheduleId: 1,
  // 25 Nov 2026, 10:00 to 12:00 India Standard Time.
  opensAt: '2026-11-25T04:30:00.000Z',
  closesAt: '2026-11-25T06:30:00.000Z',
  timeZone: 'Asia/Kolkata',
  attemptsAllowed: 1,
  attemptsUsed: 0,
  state: 'open',
  ...overrides,
});

describe('SetCard of a scheduled set', () => {
  it('shows the window in its time zone and lets an open window start', () => {
    renderWithApp(<SetCard set={aSet({ window: window() })} />);
    expect(
      screen.getByText(/^Opens 25 Nov 2026, 10:00 am IST · closes 25 Nov 2026, 12:00 pm IST$/i),
    ).toBeInTheDocument();
    expect(screen.getByText('Attempts: 0 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('disables Start before the window opens and says when it opens', () => {
    renderWithApp(<SetCard set={aSet({ window: window({ state: 'upcoming' }) })} />);
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/Start opens at 25 Nov 2026, 10:00 am IST/i);
  });

  it('lets a candidate in while the lobby is open, saying when the exam starts (decision 060)', () => {
    const lobbyOpensAt = new Date(Date.now() - 60_000).toISOString();
    renderWithApp(<SetCard set={aSet({ window: window({ state: 'upcoming', lobbyOpensAt }) })} />);
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(
      screen.getByText(
        /^Lobby open: enter now and wait; the exam starts at 25 Nov 2026, 10:00 am IST$/i,
      ),
    ).toBeInTheDocument();
  });

  it('keeps Start off before the lobby opens', () => {
    const lobbyOpensAt = new Date(Date.now() + 60_000).toISOString();
    renderWithApp(<SetCard set={aSet({ window: window({ state: 'upcoming', lobbyOpensAt }) })} />);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(screen.queryByText(/^Lobby open/)).not.toBeInTheDocument();
  });

  it('disables Start after the close and when the attempts are used, with the reason', () => {
    const { unmount } = renderWithApp(
      <SetCard set={aSet({ window: window({ state: 'closed' }) })} />,
    );
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(screen.getByText(/Closed at 25 Nov 2026, 12:00 pm IST/i)).toBeInTheDocument();
    unmount();
    renderWithApp(<SetCard set={aSet({ window: window({ attemptsUsed: 1 }) })} />);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(screen.getByText('You have used all your attempts (1)')).toBeInTheDocument();
  });

  it('says it in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderWithApp(<SetCard set={aSet({ window: window({ state: 'upcoming' }) })} />);
      expect(screen.getByText(/से शुरू कर सकेंगे$/)).toBeInTheDocument();
      expect(screen.getByText('प्रयास: 1 में से 0')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('has no window and an enabled Start in the open catalogue', () => {
    renderWithApp(<SetCard set={aSet()} />);
    expect(screen.queryByText(/^Opens /)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });
});
