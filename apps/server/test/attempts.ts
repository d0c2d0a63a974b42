import { and, eq, sql } from 'drizzle-orm';
import type { TPaper, TPaperQuestion } from '@exam/contracts/papers/entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import type { TStoredResponse } from '@exam/contracts/attempts/get-attempt-responses';
import { attempts, organisations, questionSets } from '../src/db/schema.ts';
import type { TImportFileInput } from '@exam/contracts/content/import-file';
import type { Harness } from './harness.ts';
import { orgFixture } from './fixtures.ts';
import { post, registerAndLogin, studentCall, type LoggedIn } from './students.ts';
import { PAPER, RESUME, SAVE, START, SUBMIT } from './student-paths.ts';

/** The id of a set of orgFixture, by its key and organisation. */
export async function setIdOf(h: Harness, key: string, orgToken = 'test-org') {
  const [row] = await h.database.db
    .select({ id: questionSets.id })
    .from(questionSets)
    .innerJoin(organisations, eq(organisations.id, questionSets.orgId))
    .where(and(eq(questionSets.key, key), eq(organisations.orgToken, orgToken)));
  if (!row) throw new Error(`no set ${key} in ${orgToken}`);
  return row.id;
}

export async function fetchPaper(h: Harness, who: LoggedIn, setId: number): Promise<TPaper> {
  const res = await studentCall(h, 'GET', `${PAPER}/${setId}`, {
    token: who.token,
    ...(who.tenant && { tenant: who.tenant }),
  });
  if (res.status !== 200) throw new Error(`paper: ${JSON.stringify(res.body)}`);
  return res.body.response as TPaper;
}

/** The paper of a set of orgFixture (the CGL mock unless named), as a new student fetches it. */
export async function paperOf(h: Harness, key = 'cgl-mock-1') {
  return fetchPaper(h, await registerAndLogin(h), await setIdOf(h, key));
}

/**
 * Imports the content (orgFixture unless other files are given) and answers the paper of its CGL
 * mock, as a new student fetches it: the beforeAll of the tests that sit that paper.
 */
export async function importCglMock(h: Harness, ...files: TImportFileInput[]) {
  await h.importContent(...(files.length > 0 ? files : [orgFixture()]));
  return paperOf(h);
}

/**
 * The report of orgFixture's CGL Mock 1 (3 questions × 2 marks, a quarter off a wrong answer, pass
 * mark 30 %) answered [2, 1, 0]: q1 right (+2), q2 wrong (−0.5), q3 skipped.
 */
export const ONE_RIGHT_ONE_WRONG = {
  score: 1.5,
  maxScore: 6,
  correct: 1,
  incorrect: 1,
  skipped: 1,
  attempted: 2,
  accuracy: 50,
  passMark: 1.8,
  passed: false,
};

export async function start(h: Harness, who: LoggedIn, setId: number, attemptNo?: number) {
  const res = await post(h, who, START, { setId, ...(attemptNo && { attemptNo }) });
  if (res.status !== 200) throw new Error(`start: ${JSON.stringify(res.body)}`);
  return res.body.response as TAttempt;
}

export const question = (paper: TPaper, no: number): TPaperQuestion => {
  const q = paper.questions.find((x) => x.questionNo === no);
  if (!q) throw new Error(`no question ${no}`);
  return q;
};

/**
 * A SPEC §3 response record as the exam panel sends it: question `no` of the paper answered with
 * its option `optionNo` (0: none), action 1 (or 0 without an option), with `seq`.
 */
export function record(
  paper: TPaper,
  who: LoggedIn,
  attempt: TAttempt,
  no: number,
  optionNo: number,
  seq: number,
  overrides: Record<string, unknown> = {},
) {
  const q = question(paper, no);
  const option = q.options.find((o) => o.optionNo === optionNo);
  return {
    orgId: who.student.orgId,
    instituteId: who.student.instituteId,
    studentId: who.student.studentId,
    examId: paper.exam.examId,
    setId: paper.setId,
    questionId: q.questionId,
    answerId: option?.optionId ?? 0,
    answerKeyId: 0,
    timeLeft: '59:30',
    timeLeftInMilliseconds: 3_570_000,
    sectionId: q.sectionId,
    action: option ? 1 : 0,
    questionNo: q.questionNo,
    answered: option ? 1 : 0,
    notVisited: paper.questions.length - 1,
    unanswered: option ? 0 : 1,
    markedForReview: 0,
    answeredAndMarkedForReview: 0,
    respOptionNo: option?.optionNo ?? 0,
    quesOptionNo: q.options.length,
    groupId: q.groupId,
    attemptNo: attempt.attemptNo,
    seq,
    sessionId: attempt.sessionId,
    ...overrides,
  };
}

/**
 * Fake time: moves an attempt's stored clock instead of sleeping. A strict attempt's stored clock
 * is the time left at clock_at, which a save no longer moves (decision 024): it is first brought
 * to now, so that `lastContactAgoMs` alone means "that long ago, with the time then left".
 */
export async function setClock(
  h: Harness,
  attemptId: number,
  clock: {
    lastContactAgoMs?: number;
    timeLeftMs?: number;
    hardEndInMs?: number;
    startedAgoMs?: number;
    clockRule?: 'strict' | 'pause-on-silence';
  },
) {
  await h.database.db
    .update(attempts)
    .set({
      ...(clock.clockRule !== undefined && { clockRule: clock.clockRule }),
      ...(clock.startedAgoMs !== undefined && {
        startedAt: sql`now() - ${clock.startedAgoMs}::int * interval '1 millisecond'`,
      }),
      ...(clock.lastContactAgoMs !== undefined && {
        clockAt: sql`now() - ${clock.lastContactAgoMs}::int * interval '1 millisecond'`,
        ...(clock.timeLeftMs === undefined && {
          timeLeftMs: sql`case when ${clock.clockRule ?? attempts.clockRule} = 'strict'
            then greatest(0, ${attempts.timeLeftMs}
              - floor(extract(epoch from (now() - ${attempts.clockAt})) * 1000)::int)
            else ${attempts.timeLeftMs} end`,
        }),
      }),
      ...(clock.timeLeftMs !== undefined && { timeLeftMs: clock.timeLeftMs }),
      ...(clock.hardEndInMs !== undefined && {
        hardEndAt: sql`now() + ${clock.hardEndInMs}::int * interval '1 millisecond'`,
      }),
    })
    .where(eq(attempts.id, attemptId));
}

export async function attemptRow(h: Harness, attemptId: number) {
  const [row] = await h.database.db.select().from(attempts).where(eq(attempts.id, attemptId));
  if (!row) throw new Error(`no attempt ${attemptId}`);
  return row;
}

/** Submits a started attempt as its panel does; fails the test unless the server accepts it. */
export async function submit(h: Harness, who: LoggedIn, setId: number, attempt: TAttempt) {
  const { attemptNo, sessionId } = attempt;
  const res = await post(h, who, SUBMIT, { setId, attemptNo, sessionId });
  if (res.status !== 200) throw new Error(`submit: ${JSON.stringify(res.body)}`);
}

/**
 * Starts the student's next attempt of the paper, answers question i + 1 with optionNos[i]
 * (0: skip), each save in order, and submits it (unless `submitted` is false); the attempt.
 */
export async function sitPaper(
  h: Harness,
  who: LoggedIn,
  paper: TPaper,
  optionNos: number[],
  submitted = true,
) {
  const attempt = await start(h, who, paper.setId);
  for (const [index, optionNo] of optionNos.entries()) {
    const save = record(paper, who, attempt, index + 1, optionNo, index + 1);
    const res = await post(h, who, SAVE, save);
    if (res.status !== 200) throw new Error(`save: ${JSON.stringify(res.body)}`);
  }
  if (submitted) await submit(h, who, paper.setId, attempt);
  return attempt;
}

/** The stored answers of a student's own attempt, as a reload of the exam panel reads them back. */
export async function resumeAnswers(
  h: Harness,
  who: LoggedIn,
  paper: { setId: number; examId: number },
  attemptNo = 1,
) {
  const { orgId, studentId } = who.student;
  const res = await post(h, who, RESUME, { orgId, studentId, ...paper, attemptNo });
  if (res.status !== 200) throw new Error(`resume: ${JSON.stringify(res.body)}`);
  return res.body.response.responses as TStoredResponse[];
}
