import type DataLoader from 'dataloader';
import type { PaperOrder } from '@exam/core/paper-order';
import type { Db } from '../../db/client.ts';
import { rowsByIndex, turnBatches } from '../../db/turn-batches.ts';

/** A new attempt as the statement takes it (a row of its JSON input). */
export interface NewAttempt {
  org_id: number;
  student_id: number;
  set_id: number;
  attempt_no: number;
  duration_ms: number;
  extra_ms: number;
  schedule_id: number | null;
  time_left_ms: number;
  /**
   * When the attempt's clock starts, ms since the epoch: the database's time of the start, or the
   * window's opening for an entry in its lobby (decision 060). Its created_at (startedAt) too.
   */
  at_ms: number;
  clock_rule: 'strict' | 'pause-on-silence';
  hard_end_ms: number;
  /** New for every start: it tells which start a returned row belongs to. */
  session_id: string;
  /** The candidate's order of a shuffled set (decision 040); null: the paper's. */
  paper_order?: PaperOrder | null;
}

/**
 * The new attempts of a turn of the event loop, one statement and one commit. A row that another
 * start of the same student got to first (the unique indexes on student, set and attempt number,
 * and on student and set while open) is left out, as is a second start of one student in the same
 * batch: no row back for it. $1: the attempts, a JSON array.
 */
const INSERT_SQL = `
with k as (
  select * from jsonb_to_recordset($1::jsonb) as k(
    n int, org_id int, student_id int, set_id int, attempt_no int, duration_ms int, extra_ms int,
    schedule_id int, time_left_ms int, at_ms float8, clock_rule text, hard_end_ms float8,
    session_id text, paper_order jsonb)
), created as (
  insert into attempts (org_id, student_id, set_id, attempt_no, duration_ms, extra_ms, schedule_id,
    time_left_ms, clock_at, clock_rule, hard_end_at, session_id, paper_order, created_at)
  select org_id, student_id, set_id, attempt_no, duration_ms, extra_ms, schedule_id, time_left_ms,
         to_timestamp(at_ms / 1000), clock_rule, to_timestamp(hard_end_ms / 1000), session_id,
         paper_order, to_timestamp(at_ms / 1000)
  from k order by n
  on conflict do nothing
  returning id, session_id
)
select k.n, created.id from created join k on k.session_id = created.session_id`;

const loaders = new WeakMap<Db, DataLoader<NewAttempt, number | undefined, NewAttempt>>();

/** Inserts one attempt; its id, or undefined when another start of the student got there first. */
async function insertOne(db: Db, attempt: NewAttempt) {
  const [row] = await rowsByIndex<NewAttempt, { n: number; id: number | string }>(
    db,
    'start_attempts',
    INSERT_SQL,
    [attempt],
  );
  return row && Number(row.id);
}

function loaderOf(db: Db) {
  let loader = loaders.get(db);
  if (!loader) {
    loader = turnBatches<NewAttempt, number | undefined>(async (attempts) => {
      try {
        const rows = await rowsByIndex<NewAttempt, { n: number; id: number | string }>(
          db,
          'start_attempts',
          INSERT_SQL,
          attempts,
        );
        // bigserial: node-postgres gives it as text.
        return rows.map((row) => row && Number(row.id));
      } catch (error) {
        if (attempts.length === 1) throw error;
        // One start the database refuses must not fail the others: each goes again on its own.
        return Promise.all(
          attempts.map((attempt) =>
            insertOne(db, attempt).catch((own: unknown) =>
              own instanceof Error ? own : new Error(String(own)),
            ),
          ),
        );
      }
    });
    loaders.set(db, loader);
  }
  return loader;
}

/**
 * Creates a new attempt, in one statement with the other starts of the same turn of the event loop
 * (decision 030). Undefined when another start of the student got there first.
 */
export const insertAttempt = (db: Db, attempt: NewAttempt) => loaderOf(db).load(attempt);
