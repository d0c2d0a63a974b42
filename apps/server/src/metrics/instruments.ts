import { collectDefaultMetrics, Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** What the process reads from its parts when Prometheus scrapes (each read is cheap). */
export interface MetricSources {
  /** Saves written and acknowledged since the process started; saves waiting or being written. */
  saves(): { acknowledged: number; queued: number };
  /** Attempts whose clock runs now, across the deployment (one count query). */
  attemptsInProgress(): Promise<number>;
  /** The PostgreSQL pool: connections and requests waiting for one (absent on PGlite). */
  pool(): { total: number; idle: number; waiting: number; errors: number } | null;
  /** Reads meant for the read replica that the primary answered because it was unreachable. */
  replicaFallbacks(): number;
}

/** The request histogram's buckets: the hot paths answer in milliseconds, the budgets are 200 ms–1 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5];

/**
 * The operator's numbers (DESIGN.md §2, issue 26): requests per route as histograms, saves
 * acknowledged and queued, attempts in progress, the pool's waits and errors, the event loop's
 * delay (with the process's own CPU and memory from prom-client's defaults).
 */
export function createInstruments(registry: Registry, sources: MetricSources) {
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  let acknowledgedSeen = 0;
  new Counter({
    name: 'exam_saves_acknowledged_total',
    help: 'Answer saves written to the database and acknowledged to the panel',
    registers: [registry],
    collect() {
      const { acknowledged } = sources.saves();
      this.inc(acknowledged - acknowledgedSeen);
      acknowledgedSeen = acknowledged;
    },
  });
  new Gauge({
    name: 'exam_saves_queued',
    help: 'Answer saves received and not yet acknowledged (waiting for or in a batch)',
    registers: [registry],
    collect() {
      this.set(sources.saves().queued);
    },
  });
  new Gauge({
    name: 'exam_attempts_in_progress',
    help: 'Attempts open now (their clock running), as live monitoring counts them',
    registers: [registry],
    // The deployment's figure, not this process's: every process reports the same number.
    aggregator: 'max',
    async collect() {
      this.set(await sources.attemptsInProgress());
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this process, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool();
      if (!pool) return;
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'busy' }, pool.total - pool.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a free PostgreSQL connection',
    registers: [registry],
    collect() {
      this.set(sources.pool()?.waiting ?? 0);
    },
  });
  let errorsSeen = 0;
  new Counter({
    name: 'db_pool_errors_total',
    help: 'PostgreSQL connections lost or refused',
    registers: [registry],
    collect() {
      const errors = sources.pool()?.errors ?? 0;
      this.inc(errors - errorsSeen);
      errorsSeen = errors;
    },
  });
  let fallbacksSeen = 0;
  new Counter({
    name: 'db_replica_fallbacks_total',
    help: 'Reads meant for the read replica answered by the primary, the replica being unreachable',
    registers: [registry],
    collect() {
      const fallbacks = sources.replicaFallbacks();
      this.inc(fallbacks - fallbacksSeen);
      fallbacksSeen = fallbacks;
    },
  });
  return { requests };
}
