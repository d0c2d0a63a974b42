import type { Db } from '../../db/client.ts';
import { driverOf, type Driver } from '../../db/driver.ts';
import type { TSubmitReason } from '@exam/contracts/attempts/entities';

/** One save as the statement takes it (a row of its JSON input). */
export interface SaveRow {
  student_id: number;
  set_id: number;
  attempt_no: number;
  session_id: string;
  question_id: number;
  seq: number;
  /** null: no option (Clear, or an answer in another field). */
  answer_option_id: number | null;
  answer_option_ids: number[] | null;
  numeric_answer: string | null;
  text_answer: string | null;
  action: number;
  client_left_ms: number;
  /** What the client sent, for the audit log. */
  payload: unknown;
  /** The silence that pauses a 'pause-on-silence' clock (the server's rule, CLOCK_PAUSE_AFTER_MS). */
  pause_after_ms: number;
}

export interface SaveOutcome {
  status: 'open' | 'submitted';
  submit_reason: TSubmitReason | null;
  same_session: boolean;
  over: boolean;
  left_ms: number;
  now_ms: number;
  applied: boolean;
  seq_too_far: boolean;
  /** Entered in the lobby, its clock (created_at: the start) not yet started (decision 060). */
  not_started: boolean;
}

/**
 * How far a save's seq may run ahead of the highest one stored. A real session cannot have more
 * unsent saves than this; a seq beyond it (a client's bug, or a hostile one sending the contract's
 * maximum) would make the question unanswerable for the rest of the attempt, so it is refused.
 */
export const MAX_SEQ_STEP = 100_000;

/**
 * Saves of different attempts, one statement, one round trip, one transaction (decision 028): lock
 * the attempts (in id order, so two batches never wait on each other in a circle) and — for each
 * one that is open, this session's and not over — upsert the answer unless a save with this or a
 * later seq is stored for the question, and log it. Acknowledged only once committed. A batch
 * never holds two saves of one attempt.
 *
 * Under the strict clock (decision 012, the default) a save writes the answer and its log row and
 * leaves the attempt row alone (decision 024): the time left at any moment follows from the stored
 * time and clock_at whatever the contacts, the question saved is visited by having an answer row,
 * and the highest seq is the greatest of last_seq and the answers' seqs (attemptColumns.lastSeq).
 * Only a 'pause-on-silence' attempt moves its stored clock here (the SQL form of packages/core
 * advanceClock, held to it on the shared cases of packages/core/src/clock-cases.ts by
 * save-batch-clock.test.ts). The lock stays: a submit or close waits for the save, and a save
 * after them finds the attempt closed.
 *
 * $1: the saves, a JSON array of SaveRow, each with its index n. One row out per save, by n; a save
 * of no attempt: every column but n null.
 */
const SAVE_BATCH_SQL = `
with i as (
  select * from jsonb_to_recordset($1::jsonb) as i(
    n int, student_id int, set_id int, attempt_no int, session_id text, question_id int, seq int,
    answer_option_id int, answer_option_ids jsonb, numeric_answer text, text_answer text,
    action smallint,
    client_left_ms int, payload jsonb, pause_after_ms bigint)
), a as (
  select i.n, t.id, t.status, t.session_id, t.time_left_ms, t.submit_reason, t.hard_end_at,
         t.clock_rule, t.last_seq, now() < t.created_at as not_started,
         greatest(t.clock_at, now()) as now_at,
         greatest(0, floor(extract(epoch from (now() - t.clock_at)) * 1000))::bigint as elapsed
  from attempts t
  join i on t.student_id = i.student_id and t.set_id = i.set_id and t.attempt_no = i.attempt_no
  order by t.id
  for update of t
), c as (
  select a.*, i.session_id as given_session, i.question_id, i.seq, i.answer_option_id,
         i.answer_option_ids, i.numeric_answer, i.text_answer, i.action, i.client_left_ms, i.payload,
         interrupted,
         (case when interrupted then a.time_left_ms
               else greatest(0, a.time_left_ms - a.elapsed) end)::int as left_ms,
         -- last_seq is a floor; the answers' seqs are read only when the floor does not settle it.
         (case when i.seq <= a.last_seq + ${MAX_SEQ_STEP} then false
               else i.seq > greatest(a.last_seq,
                 (select max(s.seq) from responses s where s.attempt_id = a.id)) + ${MAX_SEQ_STEP}
          end) as seq_too_far
  from a join i on i.n = a.n, lateral (
    select a.clock_rule = 'pause-on-silence' and a.elapsed > i.pause_after_ms as interrupted
  ) p
), live as (
  select * from c
  where status = 'open' and session_id = given_session and left_ms > 0 and now_at < hard_end_at
    and not seq_too_far and not not_started
), clock as (
  update attempts t
  set time_left_ms = live.left_ms, clock_at = live.now_at,
      paused_ms = t.paused_ms + case when live.interrupted then live.elapsed::int else 0 end,
      last_seq = greatest(t.last_seq, live.seq)
  from live where t.id = live.id and live.clock_rule = 'pause-on-silence'
), saved as (
  insert into responses as r
    (attempt_id, question_id, answer_option_id, answer_option_ids, numeric_answer, text_answer,
     action, seq, time_left_ms, client_time_left_ms, saved_at)
  select live.id, live.question_id, live.answer_option_id, live.answer_option_ids,
         live.numeric_answer, live.text_answer, live.action, live.seq, live.left_ms, live.client_left_ms, now()
  from live
  on conflict (attempt_id, question_id) do update
  set answer_option_id = excluded.answer_option_id, answer_option_ids = excluded.answer_option_ids,
      numeric_answer = excluded.numeric_answer, text_answer = excluded.text_answer,
      action = excluded.action, seq = excluded.seq,
      time_left_ms = excluded.time_left_ms, client_time_left_ms = excluded.client_time_left_ms,
      saved_at = excluded.saved_at
  where r.seq < excluded.seq
  returning r.attempt_id, r.time_left_ms
), logged as (
  insert into response_log (attempt_id, question_id, seq, payload)
  select saved.attempt_id, live.question_id, live.seq,
         live.payload || jsonb_build_object('serverTimeLeftMs', saved.time_left_ms)
  from saved join live on live.id = saved.attempt_id
  returning attempt_id
)
select i.n, c.status::text, c.submit_reason::text, c.session_id = c.given_session as same_session,
       (c.left_ms <= 0 or c.now_at >= c.hard_end_at) as over, c.left_ms,
       floor(extract(epoch from c.now_at) * 1000)::float8 as now_ms,
       l.attempt_id is not null as applied, c.seq_too_far, c.not_started
from i
left join c on c.n = i.n
left join logged l on l.attempt_id = c.id`;

/**
 * PGlite has one session and no named statements: it would plan the save anew on every call. There
 * the same statement is wrapped once in a temporary PL/pgSQL function, whose plan PL/pgSQL keeps;
 * PostgreSQL runs the named statement, planned once per connection.
 */
const SAVE_FUNCTION_SQL = `
create or replace function pg_temp.save_responses(jsonb)
returns table(n int, status text, submit_reason text, same_session boolean, over boolean,
  left_ms int, now_ms float8, applied boolean, seq_too_far boolean, not_started boolean)
language plpgsql as $save$
#variable_conflict use_column
begin
  return query ${SAVE_BATCH_SQL};
end $save$`;
const SAVE_THROUGH_FUNCTION = 'select * from pg_temp.save_responses($1)';

const functionReady = new WeakMap<Driver, Promise<void>>();

/** The statement that saves on this database: through the function on PGlite, created once. */
async function saveStatement(driver: Driver): Promise<string> {
  if (driver.kind === 'postgres') return SAVE_BATCH_SQL;
  let ready = functionReady.get(driver);
  if (!ready) {
    ready = driver.exec(SAVE_FUNCTION_SQL).catch((error: unknown) => {
      functionReady.delete(driver); // the next save tries again
      throw error;
    });
    functionReady.set(driver, ready);
  }
  await ready;
  return SAVE_THROUGH_FUNCTION;
}

type Row = Omit<SaveOutcome, 'status'> & { n: number; status: SaveOutcome['status'] | null };

/** Runs one batch; the outcome of each save, in order (undefined: no such attempt). */
export async function runSaveBatch(db: Db, saves: SaveRow[]): Promise<(SaveOutcome | undefined)[]> {
  const driver = driverOf(db);
  const input = JSON.stringify(saves.map((save, n) => ({ ...save, n })));
  const text = await saveStatement(driver);
  const rows = await driver.query<Row>({ name: 'save_responses', text, values: [input] });
  const outcomes: (SaveOutcome | undefined)[] = saves.map(() => undefined);
  for (const row of rows) {
    if (row.status !== null) outcomes[row.n] = row as SaveOutcome;
  }
  return outcomes;
}
