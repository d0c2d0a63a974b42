import { and, eq, inArray } from 'drizzle-orm';
import { lobbyOpensAt } from '@exam/core/lobby';
import { currentWindow, windowState, type WindowState } from '@exam/core/schedule';
import type { Db } from '../db/client.ts';
import { attempts, examSchedules, students } from '../db/schema.ts';
import { dbNowMs } from '../routes/attempts/clock.ts';
import { isInAudience, type AudiencePlace } from './audience.ts';

export type ScheduleRow = typeof examSchedules.$inferSelect;

/** A student's place and accessibility extra time: what the windows and the start need. */
export interface StudentPlace extends AudiencePlace {
  extraTimePercent: number;
}

export interface StudentRef {
  studentId: number;
  orgId: number;
  instituteId: number;
}

export async function loadStudentPlace(db: Db, student: StudentRef): Promise<StudentPlace | null> {
  const [row] = await db
    .select({
      id: students.id,
      orgId: students.orgId,
      instituteId: students.instituteId,
      studentClass: students.studentClass,
      studentSection: students.studentSection,
      centreId: students.centreId,
      extraTimePercent: students.extraTimePercent,
    })
    .from(students)
    .where(and(eq(students.id, student.studentId), eq(students.orgId, student.orgId)));
  return row ?? null;
}

/** The windows of some sets (all of the organisation's when no ids), with the database's time. */
export async function schedulesOf(db: Db, orgId: number, setIds?: readonly number[]) {
  if (setIds && setIds.length === 0) return { rows: [] as ScheduleRow[], now: Date.now() };
  const rows = await db
    .select({ schedule: examSchedules, now: dbNowMs })
    .from(examSchedules)
    .where(
      and(
        eq(examSchedules.orgId, orgId),
        setIds ? inArray(examSchedules.setId, [...setIds]) : undefined,
      ),
    );
  const now = rows[0]?.now ?? Date.now();
  return { rows: rows.map((r) => r.schedule), now };
}

/** A window as the student's set lists carry it. */
export interface StudentWindow {
  scheduleId: number;
  opensAt: string;
  closesAt: string;
  timeZone: string;
  attemptsAllowed: number;
  attemptsUsed: number;
  state: WindowState;
  /** When its candidates may enter, before the opening (decision 060); absent: no lobby. */
  lobbyOpensAt?: string;
}

/**
 * What a student sees of the scheduled sets (decision 018): the set ids whose windows are for
 * them, and for each the window that matters now with the attempts used in it. Every other
 * scheduled set is hidden from them.
 */
export async function studentWindows(db: Db, student: StudentRef) {
  const [place, { rows, now }] = await Promise.all([
    loadStudentPlace(db, student),
    schedulesOf(db, student.orgId),
  ]);
  const mine = place ? rows.filter((s) => isInAudience(s, place)) : [];
  const bySet = new Map<number, ScheduleRow[]>();
  for (const s of mine) bySet.set(s.setId, [...(bySet.get(s.setId) ?? []), s]);
  const chosen = [...bySet.values()].flatMap((windows) => {
    const w = currentWindow(
      windows.map((s) => ({ ...s, opensAt: s.opensAt.getTime(), closesAt: s.closesAt.getTime() })),
      now,
    );
    return w ? [w] : [];
  });
  const used = chosen.length
    ? await db
        .select({ scheduleId: attempts.scheduleId })
        .from(attempts)
        .where(
          and(
            eq(attempts.studentId, student.studentId),
            inArray(
              attempts.scheduleId,
              chosen.map((w) => w.id),
            ),
          ),
        )
    : [];
  const windows = new Map<number, StudentWindow>(
    chosen.map((w) => [
      w.setId,
      {
        scheduleId: w.id,
        opensAt: new Date(w.opensAt).toISOString(),
        closesAt: new Date(w.closesAt).toISOString(),
        timeZone: w.timeZone,
        attemptsAllowed: w.attemptsAllowed,
        attemptsUsed: used.filter((u) => u.scheduleId === w.id).length,
        state: windowState(w.opensAt, w.closesAt, now),
        ...(w.lobbyMinutes > 0 && {
          lobbyOpensAt: new Date(lobbyOpensAt(w)).toISOString(),
        }),
      },
    ]),
  );
  return { visibleSetIds: [...bySet.keys()], windows };
}
