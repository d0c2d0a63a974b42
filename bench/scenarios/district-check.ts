import pg from 'pg';
import type { ActionCode } from '@exam/core/palette';
import { computeResult } from '@exam/core/scoring';
import type { StudentLog } from './district-student.ts';

/** What the database holds after the run, against what the students were told. */
export interface DistrictCheck {
  attempts: number;
  /** Acknowledged saves whose row is in response_log with the same question and answer. */
  found: number;
  /** Acknowledged saves not found, plus questions whose stored answer is older than acknowledged. */
  lost: number;
  /** Attempts still open after their end (and the sweep). */
  open: number;
  /** Answers stored after their attempt's end. */
  late: number;
  /** Stored scores that differ from packages/core's recomputation. */
  misScored: number;
  /** Anything else the database should not hold (a second attempt, an answer never sent). */
  other: string[];
}

interface AttemptRow {
  id: string;
  student_id: number;
  status: string;
  score: number | null;
  time_left_ms: number;
  duration_ms: number;
  extra_ms: number;
}
interface ResponseRow {
  attempt_id: string;
  question_id: number;
  answer_option_id: number | null;
  action: number;
  seq: number;
  time_left_ms: number;
}
interface LogRow {
  attempt_id: string;
  question_id: number;
  seq: number;
  answer_id: number | null;
}

/** Waits until the server's sweep has closed every attempt of the set whose end has passed. */
export async function waitForSweep(client: pg.Client, setId: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from attempts where set_id = $1 and status = 'open'`,
      [setId],
    );
    if (Number(rows[0]?.n ?? 0) === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The answer key and marks of the set, as packages/core scores them. */
async function scoringOf(client: pg.Client, setId: number) {
  const questions = await client.query<{
    id: number;
    question_no: number;
    section_id: number;
    answer_option_id: number | null;
    total_marks: number;
    total_question: number;
    marks: number | null;
    negative_mark: number | null;
  }>(
    `select q.id, q.question_no, q.section_id, q.answer_option_id, g.total_marks, g.total_question,
            q.marks, q.negative_mark
     from questions q join question_groups g on g.id = q.group_id where q.set_id = $1`,
    [setId],
  );
  const set = await client.query<{ negative_marks: boolean }>(
    `select t.negative_marks from question_sets s join templates t on t.id = s.template_id
     where s.id = $1`,
    [setId],
  );
  return {
    questions: questions.rows.map((q) => ({
      questionId: q.id,
      questionNo: q.question_no,
      sectionId: q.section_id,
      answerId: q.answer_option_id,
      group: { totalMarks: q.total_marks, totalQuestion: q.total_question },
      marks: q.marks,
      negativeMark: q.negative_mark,
    })),
    sections: [...new Set(questions.rows.map((q) => q.section_id))].map((sectionId) => ({
      sectionId,
      sectionName: '',
    })),
    negativeMarks: set.rows[0]?.negative_marks ?? false,
  };
}

/**
 * Straight from the database: every acknowledged save is in response_log with what was sent; for
 * each question the stored answer is the latest acknowledged one (or a later one that was sent
 * but whose answer was lost); no attempt is open; no answer was stored after its attempt's end;
 * every score equals packages/core's recomputation from the stored answers.
 */
export async function checkDistrict(
  databaseUrl: string,
  setId: number,
  logs: StudentLog[],
): Promise<DistrictCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection ended by the server rejects the query in hand; without a listener it would crash.
  client.on('error', () => {});
  await client.connect();
  try {
    const attempts = await client.query<AttemptRow>(
      `select id, student_id, status, score, time_left_ms, duration_ms, extra_ms
       from attempts where set_id = $1`,
      [setId],
    );
    const responses = await client.query<ResponseRow>(
      `select r.attempt_id, r.question_id, r.answer_option_id, r.action, r.seq, r.time_left_ms
       from responses r join attempts a on a.id = r.attempt_id where a.set_id = $1`,
      [setId],
    );
    const logged = await client.query<LogRow>(
      `select l.attempt_id, l.question_id, l.seq, nullif((l.payload->>'answerId')::int, 0) as answer_id
       from response_log l join attempts a on a.id = l.attempt_id where a.set_id = $1`,
      [setId],
    );
    const late = await client.query<{ n: string }>(
      `select count(*) as n from responses r join attempts a on a.id = r.attempt_id
       where a.set_id = $1 and r.saved_at > a.hard_end_at`,
      [setId],
    );
    const scoring = await scoringOf(client, setId);

    const other: string[] = [];
    const attemptOf = new Map<number, AttemptRow>();
    for (const row of attempts.rows) {
      if (attemptOf.has(row.student_id)) other.push(`student ${row.student_id}: a second attempt`);
      attemptOf.set(row.student_id, row);
    }
    const byAttempt = <T extends { attempt_id: string }>(rows: T[]) => {
      const map = new Map<string, T[]>();
      for (const row of rows) map.set(row.attempt_id, [...(map.get(row.attempt_id) ?? []), row]);
      return map;
    };
    const responsesOf = byAttempt(responses.rows);
    const logOf = byAttempt(logged.rows);

    let found = 0;
    let lost = 0;
    for (const log of logs) {
      const attempt = attemptOf.get(log.studentId);
      if (!attempt) {
        lost += log.acknowledged.length;
        continue;
      }
      const logRows = new Map((logOf.get(attempt.id) ?? []).map((row) => [row.seq, row]));
      const latest = new Map<number, number>();
      for (const seq of log.acknowledged) {
        const sent = log.sent.get(seq);
        const row = logRows.get(seq);
        if (sent && row?.question_id === sent.questionId && row.answer_id === sent.optionId)
          found += 1;
        else lost += 1;
        if (sent && seq > (latest.get(sent.questionId) ?? 0)) latest.set(sent.questionId, seq);
      }
      const stored = new Map((responsesOf.get(attempt.id) ?? []).map((r) => [r.question_id, r]));
      for (const [questionId, seq] of latest) {
        const row = stored.get(questionId);
        const sent = row && log.sent.get(row.seq);
        const same =
          row && sent && row.seq >= seq && sent.questionId === questionId
            ? sent.optionId === row.answer_option_id
            : false;
        if (!same) lost += 1;
      }
      for (const row of stored.values()) {
        if (!log.sent.has(row.seq))
          other.push(`attempt ${attempt.id}: an answer never sent (seq ${row.seq})`);
      }
    }

    let misScored = 0;
    for (const attempt of attempts.rows) {
      if (attempt.status === 'open') continue;
      const result = computeResult({
        questions: scoring.questions,
        sections: scoring.sections,
        responses: (responsesOf.get(attempt.id) ?? []).map((r) => ({
          questionId: r.question_id,
          answerId: r.answer_option_id ?? 0,
          action: r.action as ActionCode,
          timeLeftMs: r.time_left_ms,
        })),
        negativeMarks: scoring.negativeMarks,
        examTotalMarks: null,
        durationMs: attempt.duration_ms + attempt.extra_ms,
        timeLeftMs: attempt.time_left_ms,
      });
      if (attempt.score === null || Math.abs(result.score - attempt.score) > 1e-3) misScored += 1;
    }
    return {
      attempts: attempts.rows.length,
      found,
      lost,
      open: attempts.rows.filter((row) => row.status === 'open').length,
      late: Number(late.rows[0]?.n ?? 0),
      misScored,
      other,
    };
  } finally {
    await client.end();
  }
}
