import DataLoader from 'dataloader';
import type { Db } from './client.ts';
import { atEndOfTurn } from './end-of-turn.ts';
import { rowsOf } from './rows.ts';

/** Most keys in one statement. */
const MAX_BATCH = 256;

/**
 * Reads asked for in one turn of the event loop go to the database as one statement (decision
 * 030): under a district's burst every request of a poll phase meets the others there, and a
 * statement with a JSON array of keys costs one round trip instead of one per request. A lone read
 * on a quiet server waits only for the end of the turn. No caching here: each call reads afresh.
 */
export function turnBatches<K, V>(load: (keys: readonly K[]) => Promise<(V | Error)[]>) {
  return new DataLoader<K, V, K>(load, {
    cache: false,
    maxBatchSize: MAX_BATCH,
    batchScheduleFn: atEndOfTurn,
  });
}

/**
 * Runs `sql` with $1 the keys as a JSON array, each with its index `n`; the statement returns at
 * most one row per `n`. Gives each key its row, or undefined when it has none.
 */
export async function rowsByIndex<K extends object, R extends { n: number }>(
  db: Db,
  name: string,
  sql: string,
  keys: readonly K[],
): Promise<(R | undefined)[]> {
  const input = JSON.stringify(keys.map((key, n) => ({ ...key, n })));
  const result = await db._.session
    .prepareQuery({ sql, params: [input] }, undefined, name, false)
    .execute();
  const rows: (R | undefined)[] = keys.map(() => undefined);
  for (const row of rowsOf<R>(result)) rows[row.n] = row;
  return rows;
}
