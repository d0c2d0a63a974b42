import { beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TLiveMonitor } from '@exam/contracts/admin/live-entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { examSchedules, institutes, staff as staffTable, students } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin, type LoggedIn } from '../../../test/students.ts';
import { attemptRow, setIdOf, start } from '../../../test/attempts.ts';
import { adminCall, staffLogin, twoInstituteFixture, type StaffSession } from './test-helpers.ts';

const API = '/v2/api/admin';

/**
 * Issue 24: an invigilator watches, gives extra time to and force-submits its centres' candidates
 * only. The candidate outside is of the same institute and sits the same window, at another centre
 * (or at none): the institute's boundary alone would let it through.
 */
describeEachDatabase("an invigilator acts on its centres' candidates only", (h) => {
  let invigilator: StaffSession;
  let setId: number;
  let scheduleId: number;
  const who = {} as Record<'inside' | 'otherCentre' | 'noCentre', LoggedIn & { attempt: TAttempt }>;

  beforeAll(async () => {
    await h.importContent(twoInstituteFixture());
    const orgAdmin = await staffLogin(h, 'org-admin');
    const centre = async (key: string) =>
      (
        await adminCall(h, 'POST', `${API}/centres`, {
          as: orgAdmin,
          body: { stateName: 'Bihar', districtName: 'Gaya', name: `Centre ${key}`, key },
        })
      ).body.response.id as number;
    const [here, there] = [await centre('GAYA-1'), await centre('GAYA-2')];
    invigilator = await staffLogin(h, 'invigilator');
    await h.database.db
      .update(staffTable)
      .set({ centreIds: [here] })
      .where(eq(staffTable.id, invigilator.id));

    setId = await setIdOf(h, 'cgl-mock-1');
    const [main] = await h.database.db
      .select({ id: institutes.id, orgId: institutes.orgId })
      .from(institutes)
      .where(eq(institutes.instituteToken, 'test-institute'));
    const [schedule] = await h.database.db
      .insert(examSchedules)
      .values({
        orgId: main?.orgId ?? 0,
        instituteId: main?.id ?? 0,
        setId,
        opensAt: sql`now() - interval '1 hour'`,
        closesAt: sql`now() + interval '1 hour'`,
        audience: { kind: 'institute' },
      })
      .returning({ id: examSchedules.id });
    scheduleId = schedule?.id ?? 0;

    for (const [key, centreId] of [
      ['inside', here],
      ['otherCentre', there],
      ['noCentre', null],
    ] as const) {
      const student = await registerAndLogin(h, { name: `Candidate ${key}` });
      await h.database.db
        .update(students)
        .set({ centreId })
        .where(eq(students.id, student.student.studentId));
      who[key] = { ...student, attempt: await start(h, student, setId) };
    }
  });

  const studentIdsOf = (res: { status: number; body: unknown }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { response: TLiveMonitor }).response.items.map((r) => r.studentId);
  };

  it("monitors the window and the set with its centres' candidates only", async () => {
    const inside = [who.inside.student.studentId];
    expect(
      studentIdsOf(
        await adminCall(h, 'GET', `${API}/schedules/${scheduleId}/live`, { as: invigilator }),
      ),
    ).toEqual(inside);
    expect(
      studentIdsOf(await adminCall(h, 'GET', `${API}/sets/${setId}/live`, { as: invigilator })),
    ).toEqual(inside);
  });

  it('refuses extra time and force-submit for a candidate of another centre or none (404)', async () => {
    for (const key of ['otherCentre', 'noCentre'] as const) {
      const id = who[key].attempt.attemptId;
      const extra = await adminCall(h, 'POST', `${API}/attempts/${id}/extra-time`, {
        as: invigilator,
        body: { minutes: 5, reason: 'Power cut in the hall' },
      });
      expect(extra.status, key).toBe(404);
      const force = await adminCall(h, 'POST', `${API}/attempts/${id}/force-submit`, {
        as: invigilator,
        body: { reason: 'Caught copying' },
      });
      expect(force.status, key).toBe(404);
      const row = await attemptRow(h, id);
      expect(row.status, key).toBe('open');
      // Reading a candidate's report or answers is not an invigilator's (403 before any lookup).
      for (const read of ['report', 'review', 'report.pdf']) {
        const res = await adminCall(h, 'GET', `${API}/attempts/${id}/${read}`, { as: invigilator });
        expect(res.status, read).toBe(403);
      }
    }
  });

  it("gives extra time to and force-submits its own centre's candidate", async () => {
    const id = who.inside.attempt.attemptId;
    const extra = await adminCall(h, 'POST', `${API}/attempts/${id}/extra-time`, {
      as: invigilator,
      body: { minutes: 5, reason: 'Power cut in the hall' },
    });
    expect(extra.status, JSON.stringify(extra.body)).toBe(200);
    const force = await adminCall(h, 'POST', `${API}/attempts/${id}/force-submit`, {
      as: invigilator,
      body: { reason: 'Caught copying' },
    });
    expect(force.status, JSON.stringify(force.body)).toBe(200);
    expect((await attemptRow(h, id)).status).not.toBe('open');
  });

  it('an invigilator left without centres sees and reaches no candidate', async () => {
    const bare = await staffLogin(h, 'invigilator');
    expect(
      studentIdsOf(await adminCall(h, 'GET', `${API}/schedules/${scheduleId}/live`, { as: bare })),
    ).toEqual([]);
    const extra = await adminCall(
      h,
      'POST',
      `${API}/attempts/${who.otherCentre.attempt.attemptId}/extra-time`,
      { as: bare, body: { minutes: 5, reason: 'Power cut in the hall' } },
    );
    expect(extra.status).toBe(404);
  });
});
