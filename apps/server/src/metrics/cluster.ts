import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * With WORKERS > 1 a scrape reaches one worker; that worker asks the primary, which gathers every
 * worker's registry (prom-client's AggregatorRegistry) and answers with their sum.
 */
const ASK = 'exam:metrics:ask';
const ANSWER = 'exam:metrics:answer';
const ASK_TIMEOUT_MS = 5_000;

interface Ask {
  type: typeof ASK;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

const waiting = new Map<string, (answer: Answer) => void>();

/** In a worker: offers this registry to the primary's gathering and listens for its answers. */
export function serveClusterRegistry(registry: Registry) {
  if (!cluster.isWorker) return;
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // adds the worker's listener for the primary's gathering
  process.on('message', (message: Answer) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
}

/** In a worker: every worker's metrics summed, from the primary; outside a cluster: null. */
export async function clusterMetricsText(): Promise<string | null> {
  if (!cluster.isWorker || !process.send) return null;
  const id = randomUUID();
  const answer = await new Promise<Answer>((resolve) => {
    const timer = setTimeout(
      () => resolve({ type: ANSWER, id, error: 'no answer from the primary' }),
      ASK_TIMEOUT_MS,
    );
    waiting.set(id, (message) => {
      clearTimeout(timer);
      resolve(message);
    });
    process.send?.({ type: ASK, id } satisfies Ask);
  });
  waiting.delete(id);
  if (answer.error !== undefined || answer.text === undefined)
    throw new Error(`Metrics of the other processes: ${answer.error ?? 'none'}`);
  return answer.text;
}

/** In the primary: answers a worker's ask with the sum of every worker's registry. */
export function gatherWorkerMetrics() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: unknown) =>
        worker.send({ type: ANSWER, id: message.id, error: String(error) } satisfies Answer),
    );
  });
}
