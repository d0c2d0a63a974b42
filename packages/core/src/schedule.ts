/**
 * Exam windows (issue 12, decision 018). A window is a *start* window: a student may start (or
 * continue) inside it; an attempt started in time runs its full duration even past the close,
 * as in a test centre where the last candidate admitted still gets the whole paper.
 */
export type WindowState = 'upcoming' | 'open' | 'closed';

export function windowState(opensAt: number, closesAt: number, now: number): WindowState {
  if (now < opensAt) return 'upcoming';
  return now < closesAt ? 'open' : 'closed';
}

export type ResultsRelease = 'immediate' | 'at-close' | 'manual';

/**
 * When a student may see a result of this window: at submission (null = now), at the close, or
 * when staff release it (unknown until then: undefined).
 */
export function resultsReleaseAt(window: {
  resultsRelease: ResultsRelease;
  closesAt: number;
  resultsReleasedAt: number | null;
}): number | null | undefined {
  if (window.resultsRelease === 'immediate') return null;
  if (window.resultsReleasedAt !== null) return window.resultsReleasedAt;
  return window.resultsRelease === 'at-close' ? window.closesAt : undefined;
}

export function isResultReleased(
  window: Parameters<typeof resultsReleaseAt>[0],
  now: number,
): boolean {
  const at = resultsReleaseAt(window);
  return at === null || (at !== undefined && now >= at);
}

/**
 * All the time an attempt was given: its duration and any extra time (accessibility, staff). Time
 * taken is counted against it, at submission and at every rescore (decision 018).
 */
export const timeAllowedMs = (attempt: { durationMs: number; extraMs: number }) =>
  attempt.durationMs + attempt.extraMs;

/** Accessibility extra time: a percent of the duration, in whole seconds (rounded up). */
export const accessibilityExtraMs = (durationMs: number, percent: number) =>
  percent <= 0 ? 0 : Math.ceil((durationMs * percent) / 100 / 1000) * 1000;

/**
 * Among the windows of one set that are for a student, the one that matters now: the open one
 * (the earliest to close), else the next to open, else the last to close.
 */
export function currentWindow<W extends { opensAt: number; closesAt: number }>(
  windows: readonly W[],
  now: number,
): W | undefined {
  const by = (state: WindowState) =>
    windows.filter((w) => windowState(w.opensAt, w.closesAt, now) === state);
  const open = by('open').sort((a, b) => a.closesAt - b.closesAt);
  if (open[0]) return open[0];
  const upcoming = by('upcoming').sort((a, b) => a.opensAt - b.opensAt);
  if (upcoming[0]) return upcoming[0];
  return by('closed').sort((a, b) => b.closesAt - a.closesAt)[0];
}

/**
 * A moment of a window as people read it, in the window's zone: "25 Nov 2026, 10:00 am IST"
 * (en-IN); in Hindi the part of the day is named, as formatDateTime does: "25 नव॰ 2026, 10:00 सुबह IST".
 */
export function formatWindowTime(epochMs: number, timeZone: string, locale = 'en-IN'): string {
  const hindi = locale.startsWith('hi');
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: hindi ? 'numeric' : '2-digit',
    minute: '2-digit',
    ...(hindi && { dayPeriod: 'short' as const }),
    timeZone,
    timeZoneName: 'short',
  }).format(epochMs);
}
