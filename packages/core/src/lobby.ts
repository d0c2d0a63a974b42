/**
 * A window's lobby and its flat start (issue 26, decision 060). Candidates may enter a window from
 * `lobbyMinutes` before it opens: their attempt is created and their paper delivered while they
 * wait, and every clock of the lobby starts at the opening instant, on the server's time, with no
 * request needed. A candidate who arrives after the opening starts when they arrive, as before.
 */

/** When candidates may first enter the window: `lobbyMinutes` before it opens (0: at the opening). */
export const lobbyOpensAt = (window: { opensAt: number; lobbyMinutes: number }) =>
  window.opensAt - window.lobbyMinutes * 60_000;

/** Whether a candidate may enter the window now (its lobby or the window itself), until the close. */
export const mayEnterWindow = (
  window: { opensAt: number; closesAt: number; lobbyMinutes: number },
  now: number,
) => now >= lobbyOpensAt(window) && now < window.closesAt;

/** Whether `now` is in the lobby: entry allowed, the window not yet open. */
export const isInLobby = (window: { opensAt: number; lobbyMinutes: number }, now: number) =>
  now >= lobbyOpensAt(window) && now < window.opensAt;

/**
 * When an attempt's clock starts: at the window's opening for a candidate who entered the lobby,
 * at their entry for one who arrived later (or for a set with no window). The flat start.
 */
export const attemptStartAt = (windowOpensAt: number | null, entryAt: number) =>
  windowOpensAt === null ? entryAt : Math.max(windowOpensAt, entryAt);
