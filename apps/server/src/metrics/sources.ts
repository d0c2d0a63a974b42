import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { saveQueueOf } from '../routes/attempts/save-queue.ts';
import type { MetricSources } from './instruments.ts';

/** The figures of one process's database, pool and save queue. */
export function databaseSources(database: Database): MetricSources {
  return {
    saves() {
      const queue = saveQueueOf(database.db);
      return { acknowledged: queue.acknowledged, queued: queue.queued };
    },
    async attemptsInProgress() {
      const [row] = rowsOf<{ open: number }>(
        await database.db.execute(
          sql`select count(*)::int as open from attempts where status = 'open'`,
        ),
      );
      return row?.open ?? 0;
    },
    pool: () => database.poolStats?.() ?? null,
    replicaFallbacks: () => database.replicaFallbacks?.() ?? 0,
  };
}
