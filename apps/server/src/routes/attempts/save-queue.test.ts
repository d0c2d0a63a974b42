import { describe, expect, it } from 'vitest';
import type { SaveOutcome, SaveRow } from './save-batch.ts';
import { MAX_BATCH, SaveQueue } from './save-queue.ts';
import { aSaveRow } from '../../../test/save-rows.ts';

const row = (studentId: number, seq = 1) => aSaveRow({ student_id: studentId, seq });

/** Ends this turn of the event loop and the next n - 1, so the queue's setImmediate has run. */
async function turns(n = 1) {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
}

const outcome = (save: SaveRow) => ({ left_ms: save.seq }) as unknown as SaveOutcome;

/** A database stand-in that records each statement's saves and answers when told to. */
function fakeDatabase() {
  const statements: SaveRow[][] = [];
  const pending: (() => void)[] = [];
  const run = (rows: SaveRow[]) =>
    new Promise<(SaveOutcome | undefined)[]>((resolve) => {
      statements.push(rows);
      pending.push(() => resolve(rows.map(outcome)));
    });
  /** Answers every statement running, then lets the queue send what gathered meanwhile. */
  const answerAll = async () => {
    while (pending.length) pending.shift()?.();
    await turns(2);
  };
  return { statements, run, answerAll };
}

describe('SaveQueue (group commit of answer saves)', () => {
  it('sends a lone save at once, in a statement of its own', async () => {
    const db = fakeDatabase();
    const queue = new SaveQueue(db.run);
    const saved = queue.save(row(1, 5));
    await turns();
    expect(db.statements).toEqual([[row(1, 5)]]);
    await db.answerAll();
    expect((await saved)?.left_ms).toBe(5);
  });

  it('puts saves that arrive together into one statement, each answered with its own outcome', async () => {
    const db = fakeDatabase();
    const queue = new SaveQueue(db.run, 1);
    const saved = [1, 2, 3, 4].map((student) => queue.save(row(student, student * 10)));
    await turns();
    expect(db.statements.map((rows) => rows.length)).toEqual([4]);
    await db.answerAll();
    expect((await Promise.all(saved)).map((o) => o?.left_ms)).toEqual([10, 20, 30, 40]);
  });

  it('gathers the saves that arrive while statements run into the next one', async () => {
    const db = fakeDatabase();
    const queue = new SaveQueue(db.run, 1);
    const first = queue.save(row(1));
    await turns();
    const later = [2, 3, 4].map((student) => queue.save(row(student)));
    await turns();
    expect(db.statements.map((rows) => rows.length)).toEqual([1]);
    await db.answerAll();
    expect(db.statements.map((rows) => rows.length)).toEqual([1, 3]);
    await db.answerAll();
    await Promise.all([first, ...later]);
  });

  it('never puts two saves of one attempt in one statement, nor runs them at once, and keeps their order', async () => {
    const db = fakeDatabase();
    const queue = new SaveQueue(db.run, 4);
    const saved = [queue.save(row(1, 1)), queue.save(row(2, 1)), queue.save(row(1, 2))];
    await turns();
    expect(db.statements).toEqual([[row(1, 1), row(2, 1)]]);
    await db.answerAll();
    expect(db.statements[1]).toEqual([row(1, 2)]);
    await db.answerAll();
    expect((await Promise.all(saved)).map((o) => o?.left_ms)).toEqual([1, 1, 2]);
  });

  it(`holds at most ${MAX_BATCH} saves a statement`, async () => {
    const db = fakeDatabase();
    const queue = new SaveQueue(db.run, 4);
    const saved = Array.from({ length: MAX_BATCH + 1 }, (_, i) => queue.save(row(i + 1)));
    await turns();
    expect(db.statements.map((rows) => rows.length)).toEqual([MAX_BATCH, 1]);
    await db.answerAll();
    await Promise.all(saved);
  });

  it('sends each save of a refused statement again on its own, so one bad save fails alone', async () => {
    const attempts: SaveRow[][] = [];
    const queue = new SaveQueue(async (rows) => {
      attempts.push(rows);
      if (rows.some((save) => save.student_id === 2)) throw new Error('refused');
      return rows.map(outcome);
    });
    const results = await Promise.allSettled(
      [1, 2, 3].map((student) => queue.save(row(student, student))),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(attempts.map((rows) => rows.length)).toEqual([3, 1, 1, 1]);
  });
});
