import { lobbyOpensAt } from '@exam/core/lobby';
import { currentWindow, formatWindowTime, resultsReleaseAt } from '@exam/core/schedule';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { isInAudience, windowBinds } from './audience.ts';
import { studentOfSet, type AttemptOfSet, type WindowRow } from './student-of-set.ts';
import type { StudentPlace, StudentRef } from './student-windows.ts';

/** The window fields an error carries to the client (TErrorResponse.window). */
export function windowOfError(
  s: Pick<WindowRow, 'opensAt' | 'closesAt' | 'timeZone' | 'resultsRelease' | 'resultsReleasedAt'> &
    Partial<Pick<WindowRow, 'lobbyMinutes'>>,
) {
  const releaseAt = resultsReleaseAt({
    resultsRelease: s.resultsRelease,
    closesAt: s.closesAt.getTime(),
    resultsReleasedAt: s.resultsReleasedAt?.getTime() ?? null,
  });
  return {
    opensAt: s.opensAt.toISOString(),
    closesAt: s.closesAt.toISOString(),
    timeZone: s.timeZone,
    releaseAt: releaseAt ? new Date(releaseAt).toISOString() : null,
    ...(s.lobbyMinutes && { lobbyOpensAt: new Date(lobbyOf(s)).toISOString() }),
  };
}

/** When the window's candidates may first enter (packages/core/lobby): its lobby, or the opening. */
const lobbyOf = (s: Pick<WindowRow, 'opensAt'> & Partial<Pick<WindowRow, 'lobbyMinutes'>>) =>
  lobbyOpensAt({ opensAt: s.opensAt.getTime(), lobbyMinutes: s.lobbyMinutes ?? 0 });

const at = (date: Date, timeZone: string) => formatWindowTime(date.getTime(), timeZone);

export const notScheduledForYou = () =>
  new AppError(
    'NOT_SCHEDULED_FOR_YOU',
    'This exam is scheduled for other students: ask your institute if you think it is for you.',
  );

/** Why a window refuses a new start now, or null when it allows one. */
export function windowRefusal(s: WindowRow, now: number, attemptsUsed: number): AppError | null {
  const window = windowOfError(s);
  const entry = lobbyOf(s);
  if (now < entry) {
    const message =
      entry < s.opensAt.getTime()
        ? `This exam opens at ${at(s.opensAt, s.timeZone)}. You can enter from ${at(new Date(entry), s.timeZone)} and wait in the lobby; every clock starts at the opening.`
        : `This exam opens at ${at(s.opensAt, s.timeZone)}. Start is possible from then until ${at(s.closesAt, s.timeZone)}.`;
    return new AppError('NOT_OPEN_YET', message, undefined, window);
  }
  if (now >= s.closesAt.getTime()) {
    return new AppError(
      'CLOSED',
      `This exam closed at ${at(s.closesAt, s.timeZone)}: it can no longer be started.`,
      undefined,
      window,
    );
  }
  if (attemptsUsed >= s.attemptsAllowed) {
    return new AppError(
      'NO_ATTEMPTS_LEFT',
      `You have used all ${s.attemptsAllowed} attempt${s.attemptsAllowed === 1 ? '' : 's'} this exam allows.`,
      undefined,
      window,
    );
  }
  return null;
}

/**
 * The student (their place and extra time), the windows of a set that are for them and their
 * attempts of it, with the database's time (one round trip); `mine` null when no window binds
 * their institute and the set is in the open catalogue. A set scheduled for others, or for
 * scheduled students only with no window for them, is refused (403 NOT_SCHEDULED_FOR_YOU).
 */
export async function studentWindowsOfSet(
  db: Db,
  student: StudentRef,
  setId: number,
): Promise<{
  place: StudentPlace;
  mine: WindowRow[] | null;
  now: number;
  attempts: AttemptOfSet[];
}> {
  const found = await studentOfSet(db, student, setId);
  if (!found) throw notFound(`Student ${student.studentId}`);
  const { place, now, attempts } = found;
  const windows = found.windows.filter((s) => windowBinds(s, place));
  if (windows.length === 0) {
    if (found.setAudience === 'scheduled') throw notScheduledForYou();
    return { place, mine: null, now, attempts };
  }
  const mine = windows.filter((s) => isInAudience(s, place));
  if (mine.length === 0) throw notScheduledForYou();
  return { place, mine, now, attempts };
}

/** The window a new start of the set would use now. */
export const windowToStart = (mine: WindowRow[], now: number) =>
  currentWindow(
    mine.map((s) => ({ s, opensAt: s.opensAt.getTime(), closesAt: s.closesAt.getTime() })),
    now,
  )?.s;

/**
 * A scheduled set's paper (questions without the key) is for the students of its windows, and
 * not before the window's lobby opens (decision 060) unless they already have an attempt of it.
 */
export async function assertMayReadPaper(db: Db, student: StudentRef, setId: number) {
  const found = await studentWindowsOfSet(db, student, setId).catch((error: unknown) => {
    // Hidden from them like an unknown set: its existence is not revealed.
    if (error instanceof AppError && error.code === 'NOT_SCHEDULED_FOR_YOU')
      throw notFound(`Question set ${setId}`);
    throw error;
  });
  if (!found.mine) return;
  const window = windowToStart(found.mine, found.now);
  if (!window || found.now >= lobbyOf(window)) return;
  if (found.attempts.length > 0) return;
  throw windowRefusal(window, found.now, 0) ?? notScheduledForYou();
}
