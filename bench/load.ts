import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fromAutocannon, type Measurement } from './scenario.ts';

/**
 * The load of a many-connection scenario (decision 030). wrk (C, from Debian: `apt-get install
 * wrk`, or WRK_PATH) where it is installed: on two cores the load generator and the server share
 * the machine, and autocannon spends more CPU per request than the server it measures (117–138 µs
 * against 74–97 µs for the paper at 2,000 connections), so its latencies were mostly its own.
 * autocannon, the npm-native generator, where wrk is missing; the note says which one ran.
 */
export interface Load {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationS: number;
}

export interface LoadResult {
  measurement: Measurement;
  requests: number;
  /** Bytes received, headers included, per response. */
  bytesPerResponse: number;
  generator: 'wrk' | 'autocannon';
}

const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';

/** Printed by wrk when the run is done: its summary and latency percentiles as one JSON line. */
const SUMMARY_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_SUMMARY {"requests":%d,"durationUs":%d,"bytes":%d,"errors":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;

let scriptPath: string | undefined;
function summaryScript() {
  if (!scriptPath) {
    scriptPath = join(mkdtempSync(join(tmpdir(), 'bench-wrk-')), 'summary.lua');
    writeFileSync(scriptPath, SUMMARY_SCRIPT);
  }
  return scriptPath;
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  errors: number;
  p50Us: number;
  p99Us: number;
}

function runWrk(load: Load) {
  const args = [
    '--threads=1',
    `--connections=${load.connections}`,
    `--duration=${load.durationS}s`,
    // A slow answer is a latency to report, not a timeout that drops out of the percentiles.
    '--timeout=30s',
    `--script=${summaryScript()}`,
    ...Object.entries(load.headers ?? {}).flatMap(([name, value]) => [
      '--header',
      `${name}: ${value}`,
    ]),
    load.url,
  ];
  return new Promise<WrkSummary>((resolve, reject) => {
    execFile(WRK, args, { maxBuffer: 1 << 20 }, (error, stdout) => {
      const line = stdout.split('\n').find((l) => l.startsWith('WRK_SUMMARY '));
      if (error || !line) {
        reject(new Error(`wrk: ${error?.message ?? 'no summary'} ${stdout.slice(-300)}`));
        return;
      }
      resolve(JSON.parse(line.slice('WRK_SUMMARY '.length)) as WrkSummary);
    });
  });
}

export async function runLoad(load: Load): Promise<LoadResult> {
  if (existsSync(WRK)) {
    const s = await runWrk(load);
    return {
      measurement: {
        rps: Math.round(s.requests / Math.max(0.001, s.durationUs / 1e6)),
        p50: Math.round(s.p50Us / 1000),
        p99: Math.round(s.p99Us / 1000),
        errors: s.errors,
      },
      requests: s.requests,
      bytesPerResponse: Math.round(s.bytes / Math.max(1, s.requests)),
      generator: 'wrk',
    };
  }
  const result = await autocannon({
    url: load.url,
    headers: load.headers,
    connections: load.connections,
    duration: load.durationS,
  });
  return {
    measurement: fromAutocannon(result),
    requests: result.requests.total,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    generator: 'autocannon',
  };
}
