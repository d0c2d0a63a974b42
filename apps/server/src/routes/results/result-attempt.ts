import type DataLoader from 'dataloader';
import type { TSubmitReason } from '@exam/contracts/attempts/entities';
import type { Db } from '../../db/client.ts';
import { rowsByIndex, turnBatches } from '../../db/turn-batches.ts';

interface Key {
  student_id: number;
  org_id: number;
  set_id: number;
  attempt_no: number;
}

/** A student's attempt as the result call reads it: not its report. */
export interface ResultAttempt {
  id: number;
  status: 'open' | 'submitted';
  attemptNo: number;
  setId: number;
  score: number | null;
  hasResult: boolean;
  submittedAt: Date | null;
  submitReason: TSubmitReason | null;
  durationMs: number;
  scheduleId: number | null;
  name: string;
  rollNo: string;
  setName: string;
  setNameHi: string | null;
  templateId: number;
  contentVersion: number;
  examId: number;
  examName: string;
  examNameHi: string | null;
  /** Other candidates of the set above this score, and all other candidates (for the rank). */
  higher: number;
  others: number;
}

type Row = Omit<ResultAttempt, 'id' | 'higher' | 'others' | 'submittedAt'> & {
  n: number;
  submittedAtMs: number | null;
  id: number | string;
  higher: number | string;
  others: number | string;
};

/**
 * Per key: the attempt with the names of its student, set and exam and, in the same statement,
 * the counts for its rank at this moment. The candidates are each student's first attempt, once
 * submitted: one index-only scan of the partial index attempts_rank counts them and those above
 * the score, so no score is loaded into the process. $1: the keys, a JSON array.
 */
const RESULT_ATTEMPT_SQL = `
select k.n, a.id, a.status, a.attempt_no as "attemptNo", a.set_id as "setId", a.score,
       a.result is not null as "hasResult",
       floor(extract(epoch from a.submitted_at) * 1000)::float8 as "submittedAtMs",
       a.submit_reason as "submitReason", a.duration_ms as "durationMs",
       a.schedule_id as "scheduleId", s.name, s.roll_no as "rollNo", q.name as "setName",
       q.name_hi as "setNameHi", q.template_id as "templateId",
       q.content_version as "contentVersion", e.id as "examId", e.name as "examName",
       e.name_hi as "examNameHi", c.higher, c.others
from jsonb_to_recordset($1::jsonb) as k(n int, student_id int, org_id int, set_id int, attempt_no int)
join attempts a on a.student_id = k.student_id and a.org_id = k.org_id and a.set_id = k.set_id
  and a.attempt_no = k.attempt_no
join students s on s.id = a.student_id
join question_sets q on q.id = a.set_id
join exams e on e.id = q.exam_id
cross join lateral (
  select count(*) filter (where candidate.score > a.score) as higher, count(*) as others
  from attempts candidate
  where candidate.set_id = a.set_id and candidate.status = 'submitted'
    and candidate.attempt_no = 1 and candidate.student_id <> a.student_id
) c`;

const loaders = new WeakMap<Db, DataLoader<Key, ResultAttempt | undefined, Key>>();

function loaderOf(db: Db) {
  let loader = loaders.get(db);
  if (!loader) {
    loader = turnBatches<Key, ResultAttempt | undefined>(async (keys) => {
      const rows = await rowsByIndex<Key, Row>(db, 'result_attempts', RESULT_ATTEMPT_SQL, keys);
      return rows.map((row) => {
        if (!row) return undefined;
        const { n: _n, submittedAtMs, ...attempt } = row;
        return {
          ...attempt,
          submittedAt: submittedAtMs === null ? null : new Date(submittedAtMs),
          // bigint columns come as text from node-postgres.
          id: Number(row.id),
          higher: Number(row.higher),
          others: Number(row.others),
        };
      });
    });
    loaders.set(db, loader);
  }
  return loader;
}

/**
 * The caller's attempt for the result call, read with the other result calls of the same turn of
 * the event loop (decision 030): when results are released, a class opens them at once.
 */
export const readResultAttempt = (
  db: Db,
  student: { studentId: number; orgId: number },
  key: { setId: number; attemptNo: number },
) =>
  loaderOf(db).load({
    student_id: student.studentId,
    org_id: student.orgId,
    set_id: key.setId,
    attempt_no: key.attemptNo,
  });
