import { beforeAll, expect, it, vi } from 'vitest';
import { attempts } from '../../db/schema.ts';
import { setIdOf } from '../../../test/attempts.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import { registerAndLogin } from '../../../test/students.ts';
import { createRankBoard } from './rank-board.ts';

/** A submitted attempt's row with its score, as the board reads it. */
function submitted(
  who: { orgId: number; studentId: number },
  setId: number,
  score: number,
  attemptNo = 1,
) {
  const now = new Date();
  return {
    orgId: who.orgId,
    studentId: who.studentId,
    setId,
    attemptNo,
    status: 'submitted' as const,
    durationMs: 60_000,
    timeLeftMs: 0,
    hardEndAt: now,
    submittedAt: now,
    score,
  };
}

describeEachDatabase('rank among the candidates (decisions 010, 030)', (h) => {
  let setId = 0;
  beforeAll(async () => {
    await h.importContent(orgFixture());
    setId = await setIdOf(h, 'cgl-mock-1');
  });

  it('ranks against the other candidates: ties share a rank, and never against oneself', async () => {
    const students = await Promise.all(
      Array.from({ length: 4 }, () => registerAndLogin(h).then((s) => s.student)),
    );
    const [a, b, c, d] = students;
    if (!a || !b || !c || !d) throw new Error('no students');
    await h.database.db
      .insert(attempts)
      .values([
        submitted(a, setId, 40),
        submitted(b, setId, 30),
        submitted(c, setId, 30),
        submitted(d, setId, 10),
      ]);
    const rankOf = createRankBoard(h.database.db, 0);

    expect(await rankOf(setId, a.studentId, 40)).toEqual({ rank: 1, total: 4, percentile: 100 });
    expect(await rankOf(setId, b.studentId, 30)).toEqual({ rank: 2, total: 4, percentile: 75 });
    expect(await rankOf(setId, c.studentId, 30)).toEqual({ rank: 2, total: 4, percentile: 75 });
    expect(await rankOf(setId, d.studentId, 10)).toEqual({ rank: 4, total: 4, percentile: 25 });
    // d's second attempt scores 35: ranked against the three others, not d's own first (10).
    await h.database.db.insert(attempts).values(submitted(d, setId, 35, 2));
    expect(await rankOf(setId, d.studentId, 35)).toEqual({ rank: 2, total: 4, percentile: 75 });
    // a's second attempt scores 20: a's own 40 above it does not count.
    expect(await rankOf(setId, a.studentId, 20)).toEqual({ rank: 3, total: 4, percentile: 50 });
  });

  it('reads the scores again once they are older than its time', async () => {
    const [first, later] = await Promise.all([registerAndLogin(h), registerAndLogin(h)]);
    const setOfOwn = await setIdOf(h, 'cgl-quiz-1');
    await h.database.db.insert(attempts).values(submitted(first.student, setOfOwn, 50));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const rankOf = createRankBoard(h.database.db, 1_000);
      expect(await rankOf(setOfOwn, first.student.studentId, 50)).toMatchObject({ total: 1 });
      await h.database.db.insert(attempts).values(submitted(later.student, setOfOwn, 60));
      // Within its time the board is the one read before.
      vi.setSystemTime(Date.now() + 900);
      expect(await rankOf(setOfOwn, first.student.studentId, 50)).toMatchObject({ total: 1 });
      vi.setSystemTime(Date.now() + 200);
      expect(await rankOf(setOfOwn, first.student.studentId, 50)).toEqual({
        rank: 2,
        total: 2,
        percentile: 50,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
