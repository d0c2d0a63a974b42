import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import '../i18n/translations';
import { LobbyScreen } from './lobby-screen';

describe('LobbyScreen (decision 060)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down to the start on the server’s time and opens the exam by itself at zero', () => {
    const onOpen = vi.fn();
    const serverNow = Date.parse('2026-11-29T04:25:48.000Z');
    renderWithApp(
      <LobbyScreen
        examName="Board Mathematics"
        startsAt={serverNow + 4 * 60_000 + 12_000}
        serverNow={serverNow}
        durationMs={3 * 3_600_000}
        onOpen={onOpen}
      />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(
      'Board Mathematics: you are in the lobby',
    );
    expect(screen.getByRole('timer')).toHaveTextContent(
      /^Your exam starts at 29 Nov 2026, 10:00 am IST — in 04:12$/,
    );
    act(() => vi.advanceTimersByTime(12_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/— in 04:00$/);
    expect(onOpen).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(onOpen).toHaveBeenCalled();
    expect(screen.getByText(/full time \(3:00:00\)/)).toBeInTheDocument();
  });
});
