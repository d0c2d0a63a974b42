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
  /** Counts of a simulation (students, saves acknowledged, found, lost…): a table of their own. */
  counts?: Record<string, number>;
  /** For a burst: from the first request to the last answer (ms). */
  wallMs?: number;
  /**
   * The baseline's requests/s measured in alternation with this row (decision 033): its ratio is
   * taken against this rather than the group's baseline measured earlier.
   */
  baselineRps?: number;
}

/** A DESIGN.md §8 budget the scenario is held to; `met` in the table says whether it held. */
export interface Budget {
  /** Where the budget is written, e.g. 'DESIGN.md §8: result with rank'. */
  source: string;
  minRps?: number;
  maxP99Ms?: number;
  /** A burst answered in full within this (Measurement.wallMs). */
  maxWallMs?: number;
  /** At least this share of the group's baseline requests/s. */
  minRatio?: number;
  /** Errors allowed (0 unless given). */
  maxErrors?: number;
  /** The databases the budget is written for (all unless given). */
  databases?: BenchDatabase[];
}

export interface Scenario {
  name: string;
  budget?: Budget;
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

/**
 * Requests per second are the responses completed over the run's real length. autocannon's own
 * `requests.average` is the mean of its one-second samples, and a load generator starved of CPU
 * (2,000 connections on two shared cores) takes its samples late, each counting more than a second:
 * that average overstated the paper's rate up to fourfold (decision 028).
 */
export const fromAutocannon = (result: autocannon.Result): Measurement => ({
  rps: Math.round(result.requests.total / Math.max(0.001, result.duration)),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** Latency percentiles of a list of samples (ms). */
export function percentile(sorted: number[], share: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Whether a measurement holds its budget; '-' when the scenario has none. */
export function budgetMet(
  budget: Budget | undefined,
  database: BenchDatabase,
  measurement: Measurement,
  ratio: number | undefined,
): 'yes' | 'no' | '-' {
  if (!budget || (budget.databases && !budget.databases.includes(database))) return '-';
  const held =
    measurement.errors <= (budget.maxErrors ?? 0) &&
    (budget.minRps === undefined || measurement.rps >= budget.minRps) &&
    (budget.maxP99Ms === undefined || measurement.p99 <= budget.maxP99Ms) &&
    (budget.maxWallMs === undefined ||
      (measurement.wallMs !== undefined && measurement.wallMs <= budget.maxWallMs)) &&
    (budget.minRatio === undefined || (ratio !== undefined && ratio >= budget.minRatio));
  return held ? 'yes' : 'no';
}

/** The budget in a few characters for the table, e.g. '>= 5000/s, p99 <= 250 ms'. */
export function budgetText(budget: Budget | undefined, database: BenchDatabase): string {
  if (!budget || (budget.databases && !budget.databases.includes(database))) return '-';
  return [
    budget.minRps !== undefined ? `>= ${budget.minRps}/s` : '',
    budget.maxP99Ms !== undefined ? `p99 <= ${budget.maxP99Ms} ms` : '',
    budget.maxWallMs !== undefined ? `all within ${budget.maxWallMs} ms` : '',
    budget.minRatio !== undefined ? `ratio >= ${budget.minRatio}` : '',
    budget.maxErrors ? `errors <= ${budget.maxErrors}` : 'no errors',
  ]
    .filter(Boolean)
    .join(', ');
}
