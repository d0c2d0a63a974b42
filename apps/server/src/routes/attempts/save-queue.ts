import type { Db } from '../../db/client.ts';
import { atEndOfTurn } from '../../db/end-of-turn.ts';
import { runSaveBatch, type SaveOutcome, type SaveRow } from './save-batch.ts';

/** Most saves in one statement, and most statements of saves running at once (decision 028). */
export const MAX_BATCH = 64;
export const MAX_BATCHES_IN_FLIGHT = 4;

interface Pending {
  row: SaveRow;
  attempt: string;
  resolve: (outcome: SaveOutcome | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for answer saves (decision 028). A save waits for the end of the event loop's turn,
 * then goes with every other save waiting into one statement; while MAX_BATCHES_IN_FLIGHT
 * statements run, new saves gather for the next one. A lone save goes at once, so a quiet server
 * answers as fast as before, and a busy one commits many saves per round trip and per WAL flush
 * instead of one. A save waits while another save of its attempt is in flight: one attempt's saves
 * are written in the order they came, and two statements never wait on each other's locks.
 */
export class SaveQueue {
  private readonly waiting: Pending[] = [];
  private readonly busy = new Set<string>();
  private inFlight = 0;
  private rowsInFlight = 0;
  private scheduled = false;
  /** Saves written and answered since the process started (Prometheus reads it: metrics/). */
  acknowledged = 0;

  constructor(
    private readonly run: (rows: SaveRow[]) => Promise<(SaveOutcome | undefined)[]>,
    private readonly maxInFlight = MAX_BATCHES_IN_FLIGHT,
  ) {}

  /** Saves received and not answered yet: waiting for a batch, or in one being written. */
  get queued() {
    return this.waiting.length + this.rowsInFlight;
  }

  save(row: SaveRow): Promise<SaveOutcome | undefined> {
    return new Promise((resolve, reject) => {
      const attempt = `${row.student_id}:${row.set_id}:${row.attempt_no}`;
      this.waiting.push({ row, attempt, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    atEndOfTurn(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.inFlight < this.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight++;
      this.rowsInFlight += batch.length;
      void this.send(batch).finally(() => {
        this.inFlight--;
        this.rowsInFlight -= batch.length;
        for (const pending of batch) this.busy.delete(pending.attempt);
        this.schedule();
      });
    }
  }

  /** The oldest waiting saves, at most one per attempt and none of an attempt in flight. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    for (let i = 0; i < this.waiting.length && batch.length < MAX_BATCH;) {
      const pending = this.waiting[i] as Pending;
      if (this.busy.has(pending.attempt)) {
        i++;
        continue;
      }
      this.busy.add(pending.attempt);
      batch.push(pending);
      this.waiting.splice(i, 1);
    }
    return batch;
  }

  private async send(batch: Pending[]) {
    try {
      const outcomes = await this.run(batch.map((pending) => pending.row));
      this.acknowledged += batch.length;
      batch.forEach((pending, i) => pending.resolve(outcomes[i]));
    } catch (error) {
      if (batch.length === 1) return (batch[0] as Pending).reject(error);
      // One save the database refuses must not fail the others: each goes again on its own.
      await Promise.all(
        batch.map((pending) =>
          this.run([pending.row]).then(
            (outcomes) => {
              this.acknowledged++;
              pending.resolve(outcomes[0]);
            },
            (own: unknown) => pending.reject(own),
          ),
        ),
      );
    }
  }
}

const queues = new WeakMap<Db, SaveQueue>();

/** The queue of one database (one per process: the saves of all its requests meet there). */
export function saveQueueOf(db: Db): SaveQueue {
  let queue = queues.get(db);
  if (!queue) {
    queue = new SaveQueue((rows) => runSaveBatch(db, rows));
    queues.set(db, queue);
  }
  return queue;
}
