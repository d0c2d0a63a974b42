import type autocannon from 'autocannon';

export type BenchDatabase = 'pglite' | 'postgres';

/** What a scenario is run against. */
export interface BenchContext {
  url: string;
  database: BenchDatabase;
  /** The PostgreSQL database the server uses (postgres runs only). */
  databaseUrl?: string;
  /**
   * CPU time (ms) the server process has used so far, where /proc tells it: per request, a figure
   * that other work on a shared machine disturbs far less than latency.
   */
  cpuMs(): number | undefined;
}

/** One row of the table. */
export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts and non-2xx answers (or failed statements). */
  errors: number;
  /** A line printed under the table (e.g. a check of what was stored). */
  note?: string;
}

export interface Scenario {
  name: string;
  /** The figure the next scenarios of the same group and run are compared with. */
  baseline?: boolean;
  /** Where it runs; both databases unless given. */
  databases?: BenchDatabase[];
  run(context: BenchContext): Promise<Measurement>;
}

/** Scenarios compared with one baseline; each group starts without one. */
export interface ScenarioGroup {
  name: string;
  scenarios: Scenario[];
}

export const fromAutocannon = (result: autocannon.Result): Measurement => ({
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** Latency percentiles of a list of samples (ms). */
export function percentile(sorted: number[], share: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}
