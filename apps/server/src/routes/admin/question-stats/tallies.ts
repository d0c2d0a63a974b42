import { sql, type SQL } from 'drizzle-orm';
import { carriesAnswerKey } from '@exam/contracts/papers/entities';
import { countsAsAnswered, type ActionCode } from '@exam/core/palette';
import type { AnswerTally, Band, Exposure } from '@exam/core/question-statistics';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { countsAsCandidate } from '../../../schedules/audience.ts';

/**
 * Exam sets keep their attempts and answers in attempts/responses; quiz, practice and GK plays
 * (decision 009) in quiz_attempts/quiz_answers, whose stored answers all count.
 */
function sourceOf(setTypeId: number) {
  return carriesAnswerKey(setTypeId)
    ? {
        attempts: sql`quiz_attempts`,
        answers: sql`quiz_answers`,
        done: sql`a.status = 'finished'`,
        action: sql`1`,
      }
    : {
        attempts: sql`attempts`,
        answers: sql`responses`,
        done: sql`a.status = 'submitted' and ${countsAsCandidate(sql`a`)}`,
        action: sql`r.action`,
      };
}

const inScope = (instituteId: number | null): SQL =>
  instituteId === null
    ? sql`true`
    : sql`exists (select 1 from students s where s.id = a.student_id and s.institute_id = ${instituteId})`;

export interface CohortSummary {
  candidates: number;
  scoreSum: number;
  submitted: number;
  open: number;
}

/**
 * Counts of the set's attempts in the caller's scope: candidates (first attempts, submitted),
 * their score sum (with the content version, the key of the cached statistics), every submitted
 * attempt (what a key correction rescores) and the open ones. Each count is its own subquery so
 * that, for an org-admin, each is an index-only scan (attempts_rank, attempts_set_status).
 */
export async function cohortSummary(
  db: Db,
  set: { id: number; setTypeId: number },
  instituteId: number | null,
): Promise<CohortSummary> {
  const source = sourceOf(set.setTypeId);
  const of = (condition: SQL) =>
    sql`from ${source.attempts} a where a.set_id = ${set.id} and ${condition} and ${inScope(instituteId)}`;
  const [row] = rowsOf<{
    candidates: string;
    scoreSum: string | null;
    submitted: string;
    open: string;
  }>(
    await db.execute(sql`
      select c.candidates, c."scoreSum",
             (select count(*) ${of(source.done)}) as submitted,
             (select count(*) ${of(sql`a.status = 'open'`)}) as open
        from (select count(*) as candidates, sum(a.score) as "scoreSum"
                ${of(sql`${source.done} and a.attempt_no = 1`)}) c`),
  );
  return {
    candidates: Number(row?.candidates ?? 0),
    scoreSum: Number(row?.scoreSum ?? 0),
    submitted: Number(row?.submitted ?? 0),
    open: Number(row?.open ?? 0),
  };
}

/**
 * The set's candidates (first attempts, submitted) in the caller's scope, each with its third of
 * the ranking: packages/core bandOf written as SQL, the first and last floor(n / 3) by score.
 * `columns` adds columns of the attempt (`, a.paper_order as paper`).
 */
function bandedCandidates(
  source: ReturnType<typeof sourceOf>,
  setId: number,
  instituteId: number | null,
  columns: SQL = sql``,
): SQL {
  return sql`
    select ranked.*,
           case when ranked.position <= ranked.n / 3 then 'top'
                when ranked.position > ranked.n - ranked.n / 3 then 'bottom'
                else 'middle' end as band
      from (select a.id${columns},
                   row_number() over (order by a.score desc nulls last, a.id) as position,
                   count(*) over () as n
              from ${source.attempts} a
             where a.set_id = ${setId} and ${source.done} and a.attempt_no = 1
               and ${inScope(instituteId)}) ranked`;
}

interface TallyRow {
  questionId: number;
  answerId: number | null;
  answerIds: number[] | null;
  numericAnswer: string | null;
  textAnswer: string | null;
  action: number;
  band: Band;
  count: number;
}

/**
 * The candidates' answers counted in SQL per question, distinct answer and third of the ranking,
 * so no response is loaded into the process one by one.
 */
export async function answerTallies(
  db: Db,
  set: { id: number; setTypeId: number },
  instituteId: number | null,
): Promise<AnswerTally[]> {
  const source = sourceOf(set.setTypeId);
  const rows = rowsOf<TallyRow>(
    await db.execute(sql`
      with candidates as (${bandedCandidates(source, set.id, instituteId)})
      select r.question_id as "questionId",
             r.answer_option_id as "answerId",
             r.answer_option_ids as "answerIds",
             r.numeric_answer as "numericAnswer",
             r.text_answer as "textAnswer",
             ${source.action} as action,
             c.band,
             count(*)::int as count
        from candidates c
        join ${source.answers} r on r.attempt_id = c.id
       group by 1, 2, 3, 4, 5, 6, 7`),
  );
  return rows
    .filter((r) => countsAsAnswered(Number(r.action) as ActionCode))
    .map((r) => ({
      questionId: Number(r.questionId),
      band: r.band,
      count: Number(r.count),
      answerId: r.answerId === null ? null : Number(r.answerId),
      answerIds: typeof r.answerIds === 'string' ? JSON.parse(r.answerIds) : r.answerIds,
      numericAnswer: r.numericAnswer,
      textAnswer: r.textAnswer,
    }));
}

/**
 * Of a set with pools (decision 057), how many candidates of each third had each question on their
 * paper: one drawn for some of them is judged among those. Undefined when every candidate had
 * every question (no candidate's paper was drawn, or a quiz).
 */
export async function drawnExposures(
  db: Db,
  set: { id: number; setTypeId: number },
  instituteId: number | null,
): Promise<((questionId: number) => Exposure) | undefined> {
  if (carriesAnswerKey(set.setTypeId)) return undefined;
  const source = sourceOf(set.setTypeId);
  const rows = rowsOf<{ questionId: number | null; band: Band; count: number }>(
    await db.execute(sql`
      with banded as (
        select paper, paper->>'drawn' = 'true' as drawn, band
          from (${bandedCandidates(source, set.id, instituteId, sql`, a.paper_order as paper`)}) c
      )
      select q.id::int as "questionId", b.band, count(*)::int as count
        from banded b
        cross join lateral jsonb_array_elements_text(b.paper->'questionIds') as q(id)
       where b.drawn
       group by 1, 2
      union all
      select null, band, count(*)::int
        from banded
       where drawn is not true
       group by 2`),
  );
  if (!rows.some((r) => r.questionId !== null)) return undefined;
  const everyone: Record<Band, number> = { top: 0, middle: 0, bottom: 0 };
  const drawn = new Map<number, Record<Band, number>>();
  for (const row of rows) {
    if (row.questionId === null) {
      everyone[row.band] += Number(row.count);
      continue;
    }
    const id = Number(row.questionId);
    const counts = drawn.get(id) ?? { top: 0, middle: 0, bottom: 0 };
    counts[row.band] += Number(row.count);
    drawn.set(id, counts);
  }
  // A candidate whose paper was not drawn had every question.
  return (questionId) => {
    const counts = drawn.get(questionId) ?? { top: 0, middle: 0, bottom: 0 };
    const top = everyone.top + counts.top;
    const bottom = everyone.bottom + counts.bottom;
    return { all: top + everyone.middle + counts.middle + bottom, top, bottom };
  };
}
