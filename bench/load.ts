import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fromAutocannon, percentile, type Measurement } from './scenario.ts';

/**
 * The load of a many-connection scenario (decision 030). h2load (nghttp2's load generator, C, from
 * Debian: `apt-get install nghttp2-client`, or H2LOAD_PATH) where it is installed: on two cores the
 * generator and the server share the machine, and autocannon spent more CPU per request than the
 * server it measured (117–138 µs against 74–97 µs for the paper at 2,000 connections), so its
 * latencies were mostly its own; h2load spends about 26 µs. Its per-request log gives the
 * percentiles. autocannon, the npm-native generator, where h2load is missing; the note says which.
 */
export interface Load {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationS: number;
  /** The status every answer should have (200 unless given). */
  expectStatus?: number;
  /**
   * Requests per second each connection sends, on a schedule, whether or not the server keeps up
   * (an offered load, decision 032). Unset: each connection sends its next request as soon as the
   * last is answered (a closed loop, which measures the server at saturation).
   */
  ratePerConnection?: number;
}

export interface LoadResult {
  measurement: Measurement;
  requests: number;
  generator: 'h2load' | 'autocannon';
}

const H2LOAD = process.env.H2LOAD_PATH ?? '/usr/bin/h2load';

/** One line of h2load's --log-file: start (µs since the epoch), status, duration (µs). */
function parseLog(text: string) {
  const durations: number[] = [];
  const statuses = new Map<number, number>();
  let first = Infinity;
  let last = 0;
  for (const line of text.split('\n')) {
    const [start, status, duration] = line.split('\t').map(Number);
    if (start === undefined || status === undefined || duration === undefined) continue;
    if (!Number.isFinite(start) || !Number.isFinite(duration)) continue;
    durations.push(duration / 1000);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    first = Math.min(first, start);
    last = Math.max(last, start + duration);
  }
  return { durations: durations.sort((a, b) => a - b), statuses, spanS: (last - first) / 1e6 };
}

async function runH2load(load: Load): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2load-'));
  const log = join(dir, 'requests.tsv');
  const args = [
    '--h1',
    '--threads=1',
    `--clients=${load.connections}`,
    `--duration=${load.durationS}`,
    ...(load.ratePerConnection ? [`--rps=${load.ratePerConnection}`] : []),
    `--log-file=${log}`,
    ...Object.entries(load.headers ?? {}).flatMap(([name, value]) => [
      '--header',
      `${name}: ${value}`,
    ]),
    load.url,
  ];
  try {
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(H2LOAD, args, { maxBuffer: 1 << 20 }, (error, out) =>
        error ? reject(new Error(`h2load: ${error.message} ${out.slice(-300)}`)) : resolve(out),
      ),
    );
    const { durations, statuses, spanS } = parseLog(readFileSync(log, 'utf8'));
    const expected = load.expectStatus ?? 200;
    const answered = statuses.get(expected) ?? 0;
    // Requests that failed on the socket are counted by h2load only.
    const failed = Number(/(\d+) failed/.exec(stdout)?.[1] ?? 0);
    return {
      measurement: {
        rps: Math.round(durations.length / Math.max(0.001, spanS)),
        p50: Math.round(percentile(durations, 0.5)),
        p99: Math.round(percentile(durations, 0.99)),
        errors: durations.length - answered + failed,
      },
      requests: durations.length,
      generator: 'h2load',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runLoad(load: Load): Promise<LoadResult> {
  if (existsSync(H2LOAD)) return runH2load(load);
  const result = await autocannon({
    url: load.url,
    headers: load.headers,
    connections: load.connections,
    duration: load.durationS,
    ...(load.ratePerConnection && { connectionRate: load.ratePerConnection }),
  });
  const measurement = fromAutocannon(result);
  return {
    measurement:
      load.expectStatus === 304
        ? {
            ...measurement,
            errors: result.errors + result.timeouts + result.requests.total - result['3xx'],
          }
        : measurement,
    requests: result.requests.total,
    generator: 'autocannon',
  };
}
