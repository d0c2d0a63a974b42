import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { rankFromCounts } from '@exam/core/scoring';
import type { Db } from '../../db/client.ts';
import { attempts } from '../../db/schema.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';

interface Board {
  /** Every candidate's score, highest first. */
  scores: Float64Array;
  /** Each candidate's score by student: a student is not ranked against their own first attempt. */
  byStudent: Map<number, number>;
}

function prepare(db: Db) {
  // The candidates of a set: each student's first attempt, once submitted (an index-only scan of
  // the partial index attempts_rank).
  return db
    .select({ studentId: attempts.studentId, score: attempts.score })
    .from(attempts)
    .where(
      and(
        eq(attempts.setId, sql.placeholder('setId')),
        sql`${attempts.status} = 'submitted' and ${attempts.attemptNo} = 1`,
        isNotNull(attempts.score),
      ),
    )
    .prepare('rank_board');
}

/** How many of the scores (highest first) are above `score`. */
function countAbove(scores: Float64Array, score: number) {
  let low = 0;
  let high = scores.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((scores[mid] as number) > score) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Rank and percentile among a set's candidates (decision 010), from their scores read at most once
 * per `ttlMs` per set and process (decision 030): when a window's results are released its
 * candidates open them together, and counting 10,000 scores in PostgreSQL for each of them was the
 * result call's cost. A rank is at most `ttlMs` old; 0 reads the scores for every call.
 */
export function createRankBoard(db: Db, ttlMs: number) {
  const query = prepare(db);
  const boards = ttlCache(ttlMs, 1_000);
  const boardOf = (setId: number) =>
    boards(String(setId), async (): Promise<Board> => {
      const rows = await query.execute({ setId });
      const scores = Float64Array.from(rows, (row) => row.score ?? 0)
        .sort()
        .reverse();
      return { scores, byStudent: new Map(rows.map((row) => [row.studentId, row.score ?? 0])) };
    });

  return async function rankOf(setId: number, studentId: number, score: number) {
    const { scores, byStudent } = await boardOf(setId);
    const own = byStudent.get(studentId);
    const higher = countAbove(scores, score) - (own !== undefined && own > score ? 1 : 0);
    const others = scores.length - (own === undefined ? 0 : 1);
    return rankFromCounts(higher, others);
  };
}
