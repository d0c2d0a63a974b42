import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { examSchedules } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { dbNowMs } from '../attempts/clock.ts';

export type WindowRow = typeof examSchedules.$inferSelect;

/** The window an attempt was sat in, with the database's now (the test clock moves it). */
export async function windowWithNow(db: Db, scheduleId: number) {
  const [row] = await db
    .select({ window: examSchedules, now: dbNowMs })
    .from(examSchedules)
    .where(eq(examSchedules.id, scheduleId));
  if (!row) throw new AppError('NOT_FOUND', 'The exam window was not found.');
  return row;
}

const at = (date: Date, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)} (${timeZone})`;

/** A response sheet is published once the window has closed for everyone (409 before). */
export function assertWindowClosed(window: WindowRow, now: number) {
  if (now < window.closesAt.getTime())
    throw new AppError(
      'CONFLICT',
      `Response sheets are published when the exam window closes, on ${at(window.closesAt, window.timeZone)}.`,
    );
}

export function challengeIsOpen(window: WindowRow, now: number) {
  const { challengeOpensAt: from, challengeClosesAt: until, finalKeyAt } = window;
  return Boolean(from && until && !finalKeyAt && now >= from.getTime() && now < until.getTime());
}

/** Challenges are taken only inside the challenge window staff opened (409 otherwise). */
export function assertChallengeOpen(window: WindowRow, now: number) {
  if (challengeIsOpen(window, now)) return;
  const { challengeOpensAt: from, challengeClosesAt: until, finalKeyAt, timeZone } = window;
  let message = 'Challenges of the answer key are not open for this exam.';
  if (finalKeyAt) message = 'The final answer key is published: challenges are closed.';
  else if (from && now < from.getTime()) message = `Challenges open on ${at(from, timeZone)}.`;
  else if (until && now >= until.getTime())
    message = `Challenges closed on ${at(until, timeZone)}.`;
  throw new AppError('CONFLICT', message);
}
