import { ttlCache } from '../../lib/ttl-cache.ts';
import type { AttemptDeps } from '../attempts/service.ts';
import { prepareQueries, type ResultQueries } from './repository.ts';
import { createRankBoard } from './rank-board.ts';

export interface ResultDeps extends AttemptDeps {
  /** The set as lists show it and its sections: content, re-read at most every few seconds. */
  content: ReturnType<typeof ttlCache>;
  /** Each submitted attempt's report as JSON, by attempt id: it never changes once stored. */
  reports: ReturnType<typeof ttlCache>;
  /** The result call's queries, prepared once: no SQL is built per request. */
  queries: ResultQueries;
  /** Rank and percentile among the set's candidates, from scores at most `rankCacheMs` old. */
  rankOf: ReturnType<typeof createRankBoard>;
}

export const createResultDeps = (
  deps: AttemptDeps,
  { rankCacheMs }: { rankCacheMs: number },
): ResultDeps => ({
  ...deps,
  content: ttlCache(5_000, 1_000),
  // About 15 KB each for a 100-question paper.
  reports: ttlCache(10 * 60_000, 1_000),
  queries: prepareQueries(deps.db),
  rankOf: createRankBoard(deps.db, rankCacheMs),
});
