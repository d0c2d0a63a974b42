import { beforeAll, expect, it } from 'vitest';
import { orgFixture } from '../../../test/fixtures.ts';
import { setIdOf } from '../../../test/attempts.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin } from '../../../test/students.ts';
import { insertAttempt, type NewAttempt } from './start-insert.ts';

describeEachDatabase('new attempts of one turn (decision 030)', (h) => {
  let setId = 0;
  beforeAll(async () => {
    await h.importContent(orgFixture());
    setId = await setIdOf(h, 'cgl-mock-1');
  });

  const attemptOf = async (overrides: Partial<NewAttempt> = {}): Promise<NewAttempt> => {
    const { student } = await registerAndLogin(h);
    const now = Date.now();
    return {
      org_id: student.orgId,
      student_id: student.studentId,
      set_id: setId,
      attempt_no: 1,
      duration_ms: 60_000,
      extra_ms: 0,
      schedule_id: null,
      time_left_ms: 60_000,
      at_ms: now,
      clock_rule: 'strict',
      hard_end_ms: now + 60_000,
      session_id: crypto.randomUUID(),
      ...overrides,
    };
  };

  it('gives each start its own attempt, and none to a second start of the same student', async () => {
    const first = await attemptOf();
    const again = { ...first, session_id: crypto.randomUUID() };
    const other = await attemptOf();
    const [a, b, c] = await Promise.all(
      [first, again, other].map((attempt) => insertAttempt(h.database.db, attempt)),
    );
    expect(a).toBeTypeOf('number');
    expect(b).toBeUndefined();
    expect(c).toBeTypeOf('number');
    expect(c).not.toBe(a);
  });

  it('fails only the start the database refuses', async () => {
    const good = await attemptOf();
    const refused = await attemptOf({ set_id: 2_000_000_000 }); // no such set: a foreign key
    const [created, failed] = await Promise.allSettled([
      insertAttempt(h.database.db, good),
      insertAttempt(h.database.db, refused),
    ]);
    expect(created).toMatchObject({ status: 'fulfilled', value: expect.any(Number) });
    expect(failed.status).toBe('rejected');
  });
});
