import { describe, expect, it } from 'vitest';
import { attemptStartAt, isInLobby, lobbyOpensAt, mayEnterWindow } from './lobby.ts';

const MINUTE = 60_000;
const opensAt = 1_000 * MINUTE;
const window = { opensAt, closesAt: opensAt + 60 * MINUTE, lobbyMinutes: 30 };

describe('a window’s lobby and flat start (decision 060)', () => {
  it('opens the lobby lobbyMinutes before the window, and at the opening when 0', () => {
    expect(lobbyOpensAt(window)).toBe(opensAt - 30 * MINUTE);
    expect(lobbyOpensAt({ ...window, lobbyMinutes: 0 })).toBe(opensAt);
  });

  it('lets candidates in from the lobby’s opening until the window closes', () => {
    expect(mayEnterWindow(window, opensAt - 30 * MINUTE - 1)).toBe(false);
    expect(mayEnterWindow(window, opensAt - 30 * MINUTE)).toBe(true);
    expect(mayEnterWindow(window, opensAt + 59 * MINUTE)).toBe(true);
    expect(mayEnterWindow(window, window.closesAt)).toBe(false);
  });

  it('is in the lobby only before the opening', () => {
    expect(isInLobby(window, opensAt - MINUTE)).toBe(true);
    expect(isInLobby(window, opensAt)).toBe(false);
    expect(isInLobby(window, opensAt - 31 * MINUTE)).toBe(false);
  });

  it('starts every clock of the lobby at the opening, a late arrival at their entry', () => {
    expect(attemptStartAt(opensAt, opensAt - 25 * MINUTE)).toBe(opensAt);
    expect(attemptStartAt(opensAt, opensAt - 1)).toBe(opensAt);
    expect(attemptStartAt(opensAt, opensAt + 7 * MINUTE)).toBe(opensAt + 7 * MINUTE);
    expect(attemptStartAt(null, 42)).toBe(42);
  });
});
