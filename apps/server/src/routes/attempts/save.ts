import { and, entityKind, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  ANSWER_FIELD,
  givenAnswerFields,
  hasNumericAnswer,
  STATUS_COUNT_FIELDS,
} from '@exam/contracts/attempts/entities';
import { parseNumericAnswer } from '@exam/core/question-scoring';
import type { z } from 'zod';
import type { TSubmitReason } from '@exam/contracts/attempts/entities';
import type {
  TSaveResponseResult,
  ZSaveResponseRequest,
} from '@exam/contracts/attempts/save-response';
import { questions } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { QuestionFacts } from '../papers/service.ts';
import type { CachedPaper } from '../papers/store.ts';
import { rowsOf } from './clock.ts';
import {
  attemptClosed,
  attemptNotFound,
  closeIfTimeOver,
  sessionTakenOver,
  type AttemptDeps,
} from './service.ts';

type SaveRecord = z.infer<typeof ZSaveResponseRequest>;
type Student = { studentId: number; orgId: number; instituteId: number };

const bad = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field} ${message}.`, `body.${field}`);

const TYPE_NAMES: Record<QuestionFacts['questionType'], string> = {
  single: 'a single-choice',
  'true-false': 'a true/false',
  multiple: 'a multiple-correct',
  numerical: 'a numerical',
};

/** The answer must be in the field of the question's type; any other answer field stays empty. */
function checkAnswerType(record: SaveRecord, question: QuestionFacts, where: string) {
  const expected = ANSWER_FIELD[question.questionType];
  const wrong = givenAnswerFields(record).find((field) => field !== expected);
  if (wrong)
    throw bad(
      wrong,
      `must be empty: ${where} is ${TYPE_NAMES[question.questionType]} question, answered with ${expected}`,
    );
  if (expected === 'numericAnswer' && hasNumericAnswer(record.numericAnswer)) {
    if (parseNumericAnswer(record.numericAnswer) === null)
      throw bad('numericAnswer', 'must be a decimal number such as -3.75');
  }
}

/** Checks the record against the paper (cached per content version): no database round trip. */
function checkAgainstPaper(record: SaveRecord, paper: CachedPaper) {
  const question = paper.facts.get(record.questionId);
  if (!question) return false;
  const where = `question ${record.questionId}`;
  if (record.sectionId !== question.sectionId)
    throw bad('sectionId', `must be ${question.sectionId}, the section of ${where}`);
  if (record.groupId !== question.groupId)
    throw bad('groupId', `must be ${question.groupId}, the group of ${where}`);
  if (record.questionNo !== question.questionNo)
    throw bad('questionNo', `must be ${question.questionNo}, the number of ${where}`);
  checkAnswerType(record, question, where);
  if (record.answerId !== 0) {
    const optionNo = question.options.get(record.answerId);
    if (optionNo === undefined)
      throw bad('answerId', `must be 0 or an option of ${where}: ${record.answerId} is not`);
    if (record.respOptionNo !== 0 && record.respOptionNo !== optionNo)
      throw bad('respOptionNo', `must be ${optionNo}, the number of option ${record.answerId}`);
  }
  const [first] = record.answerIds ?? [];
  for (const id of record.answerIds ?? []) {
    if (!question.options.has(id))
      throw bad('answerIds', `must list options of ${where}: ${id} is not one`);
  }
  if (first !== undefined) {
    const optionNo = question.options.get(first);
    if (record.respOptionNo !== 0 && record.respOptionNo !== optionNo)
      throw bad('respOptionNo', `must be 0 or ${optionNo}, the number of option ${first}`);
  }
  if (record.quesOptionNo !== 0 && record.quesOptionNo !== question.options.size)
    throw bad('quesOptionNo', `must be ${question.options.size} (the options of ${where}) or 0`);
  let counted = 0;
  for (const field of STATUS_COUNT_FIELDS) {
    counted += record[field];
    if (counted > paper.questionCount)
      throw bad(
        field,
        `makes the five status counts add up to more than the paper's ${paper.questionCount} questions`,
      );
  }
  return true;
}

/** A question that is not in the cached paper: unknown (404), or another set's (400). */
async function unknownQuestion(deps: AttemptDeps, orgId: number, record: SaveRecord) {
  const [row] = await deps.db
    .select({ setId: questions.setId })
    .from(questions)
    .where(and(eq(questions.id, record.questionId), eq(questions.orgId, orgId)));
  if (!row) return notFound(`Question ${record.questionId}`);
  return bad(
    'questionId',
    `must be a question of set ${record.setId}: ${record.questionId} is not`,
  );
}

interface SaveOutcome {
  status: 'open' | 'submitted';
  submit_reason: TSubmitReason | null;
  same_session: boolean;
  over: boolean;
  left_ms: number;
  now_ms: number;
  applied: boolean;
  seq_too_far: boolean;
}

/**
 * How far a save's seq may run ahead of the highest one stored. A real session cannot have more
 * unsent saves than this; a seq beyond it (a client's bug, or a hostile one sending the contract's
 * maximum) would make the question unanswerable for the rest of the attempt, so it is refused.
 */
export const MAX_SEQ_STEP = 100_000;

/**
 * One statement, one round trip, one transaction: lock the attempt and — only if it is open, this
 * session's and not over — upsert the answer unless a save with this or a later seq is stored for
 * the question, and log it. Acknowledged only once committed. Written as fixed text and run as a
 * named (prepared) statement: planning this statement on every call would cost more than running it.
 *
 * Under the strict clock (decision 012, the default) a save writes the answer and its log row and
 * leaves the attempt row alone (decision 024): the time left at any moment follows from the stored
 * time and clock_at whatever the contacts, the question saved is visited by having an answer row,
 * and the highest seq is the greatest of last_seq and the answers' seqs (attemptColumns.lastSeq).
 * Only a 'pause-on-silence' attempt moves its stored clock here (the SQL form of packages/core
 * advanceClock, held to it by the clock tests). The lock stays: a submit or close waits for the
 * save, and a save after them finds the attempt closed.
 *
 * $1 student_id, $2 set_id, $3 attempt_no, $4 pause-after ms (pause-on-silence only),
 * $5 session_id, $6 question_id, $7 seq, $8 answer_option_id (null: none), $9 action,
 * $10 the client's time left, $11 payload, $12 answer_option_ids (jsonb; null: none),
 * $13 numeric_answer (null: none).
 */
export const SAVE_RESPONSE_SQL = `
with a as (
  select id, status, session_id, time_left_ms, submit_reason, hard_end_at, clock_rule, last_seq,
         greatest(clock_at, now()) as now_at,
         greatest(0, floor(extract(epoch from (now() - clock_at)) * 1000))::bigint as elapsed
  from attempts
  where student_id = $1::int and set_id = $2::int and attempt_no = $3::int
  for update
), c as (
  select a.*, interrupted,
         (case when interrupted then a.time_left_ms
               else greatest(0, a.time_left_ms - a.elapsed) end)::int as left_ms,
         -- last_seq is a floor; the answers' seqs are read only when the floor does not settle it.
         (case when $7::int <= a.last_seq + ${MAX_SEQ_STEP} then false
               else $7::int > greatest(a.last_seq,
                 (select max(s.seq) from responses s where s.attempt_id = a.id)) + ${MAX_SEQ_STEP}
          end) as seq_too_far
  from a, lateral (
    select a.clock_rule = 'pause-on-silence' and a.elapsed > $4::bigint as interrupted
  ) i
), live as (
  select * from c
  where status = 'open' and session_id = $5::text and left_ms > 0 and now_at < hard_end_at
    and not seq_too_far
), clock as (
  update attempts t
  set time_left_ms = live.left_ms, clock_at = live.now_at,
      paused_ms = t.paused_ms + case when live.interrupted then live.elapsed::int else 0 end,
      last_seq = greatest(t.last_seq, $7::int)
  from live where t.id = live.id and live.clock_rule = 'pause-on-silence'
), saved as (
  insert into responses as r
    (attempt_id, question_id, answer_option_id, answer_option_ids, numeric_answer, action, seq,
     time_left_ms, client_time_left_ms, saved_at)
  select live.id, $6::int, $8::int, $12::jsonb, $13::text, $9::smallint, $7::int,
         live.left_ms, $10::int, now()
  from live
  on conflict (attempt_id, question_id) do update
  set answer_option_id = excluded.answer_option_id, answer_option_ids = excluded.answer_option_ids,
      numeric_answer = excluded.numeric_answer, action = excluded.action, seq = excluded.seq,
      time_left_ms = excluded.time_left_ms, client_time_left_ms = excluded.client_time_left_ms,
      saved_at = excluded.saved_at
  where r.seq < excluded.seq
  returning r.attempt_id, r.time_left_ms
), logged as (
  insert into response_log (attempt_id, question_id, seq, payload)
  select saved.attempt_id, $6::int, $7::int,
         $11::jsonb || jsonb_build_object('serverTimeLeftMs', saved.time_left_ms)
  from saved
  returning 1
)
select c.status::text, c.submit_reason::text, c.session_id = $5::text as same_session,
       (c.left_ms <= 0 or c.now_at >= c.hard_end_at) as over, c.left_ms,
       floor(extract(epoch from c.now_at) * 1000)::float8 as now_ms,
       exists (select 1 from logged) as applied, c.seq_too_far
from c`;

/**
 * PGlite has one session and no named statements: it would plan the save anew on every call (1.3 ms
 * of its 2.3 ms). There the same statement is wrapped once in a temporary PL/pgSQL function, whose
 * plan PL/pgSQL keeps; PostgreSQL runs the named statement, planned once per connection.
 */
const SAVE_FUNCTION_SQL = `
create or replace function pg_temp.save_response(int, int, int, bigint, text, int, int, int,
  smallint, int, jsonb, jsonb, text)
returns table(status text, submit_reason text, same_session boolean, over boolean, left_ms int,
  now_ms float8, applied boolean, seq_too_far boolean)
language plpgsql as $save$
#variable_conflict use_column
begin
  return query ${SAVE_RESPONSE_SQL};
end $save$`;
const SAVE_THROUGH_FUNCTION =
  'select * from pg_temp.save_response($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)';

const functionReady = new WeakMap<object, Promise<boolean>>();

/** Whether this database saves through the function (PGlite), creating it the first time. */
function plannedOnce(db: Db): Promise<boolean> {
  const session = db._.session as unknown as { constructor: { [entityKind]?: string } };
  let ready = functionReady.get(db);
  if (!ready) {
    ready =
      session.constructor[entityKind] === 'PgliteSession'
        ? db.execute(sql.raw(SAVE_FUNCTION_SQL)).then(
            () => true,
            (error: unknown) => {
              functionReady.delete(db); // the next save tries again
              throw error;
            },
          )
        : Promise.resolve(false);
    functionReady.set(db, ready);
  }
  return ready;
}

async function runSave(
  deps: AttemptDeps,
  student: Student,
  record: SaveRecord,
): Promise<SaveOutcome | undefined> {
  // Audit: what the client sent, except the answer key it must never be trusted with.
  const { answerKeyId: _ignored, ...kept } = record;
  const params = [
    student.studentId,
    record.setId,
    record.attemptNo,
    deps.rules.pauseAfterMs,
    record.sessionId,
    record.questionId,
    record.seq,
    record.answerId === 0 ? null : record.answerId,
    record.action,
    record.timeLeftInMilliseconds,
    JSON.stringify(kept),
    (record.answerIds?.length ?? 0) > 0 ? JSON.stringify(record.answerIds) : null,
    hasNumericAnswer(record.numericAnswer) ? record.numericAnswer : null,
  ];
  const statement = (await plannedOnce(deps.db)) ? SAVE_THROUGH_FUNCTION : SAVE_RESPONSE_SQL;
  const result = await deps.db._.session
    .prepareQuery({ sql: statement, params }, undefined, 'save_response', false)
    .execute();
  return rowsOf<SaveOutcome>(result)[0];
}

/** POST /v2/api/cbt/student/save/response: validate against the paper, then one statement. */
export async function saveResponse(
  deps: AttemptDeps,
  student: Student,
  record: SaveRecord,
): Promise<TSaveResponseResult> {
  const meta = await deps.papers.findSet(student.orgId, record.setId);
  if (!meta) throw notFound(`Question set ${record.setId}`);
  if (record.examId !== meta.examId)
    throw bad('examId', `must be ${meta.examId}, the exam of set ${record.setId}`);
  const paper = await deps.papers.paperOf(meta);
  if (!checkAgainstPaper(record, paper)) throw await unknownQuestion(deps, student.orgId, record);

  const outcome = await runSave(deps, student, record);
  if (!outcome) throw attemptNotFound(record);
  if (outcome.status !== 'open') throw attemptClosed(outcome.submit_reason);
  if (!outcome.same_session) throw sessionTakenOver();
  if (outcome.seq_too_far) {
    throw bad(
      'seq',
      `must be at most ${MAX_SEQ_STEP.toLocaleString('en-US')} above the highest seq stored for this attempt: continue after lastSeq`,
    );
  }
  if (outcome.over) {
    const closed = await closeIfTimeOver(deps, student, record);
    if (closed) throw attemptClosed(closed);
    // The clock paused in the moment between the statement and the check: save again.
    return saveResponse(deps, student, record);
  }
  return {
    applied: outcome.applied,
    seq: record.seq,
    timeLeftMs: outcome.left_ms,
    serverNow: outcome.now_ms,
  };
}
