import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { advanceClock } from '@exam/core/clock';
import { responseLog, responses } from '../../db/schema.ts';
import { orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  attemptRow,
  importCglMock,
  paperOf,
  record,
  setClock,
  setIdOf,
  start,
} from '../../../test/attempts.ts';
import { RESUME, SAVE, SUBMIT } from '../../../test/student-paths.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { HOUR } from '../../../test/times.ts';

describeEachDatabase('POST /v2/api/cbt/student/save/response', (h) => {
  let paper: TPaper;
  let practice: TPaper;
  let who: LoggedIn;
  let attempt: TAttempt;

  beforeAll(async () => {
    paper = await importCglMock(h, orgFixture(), orgFixture('other-org', 'other-institute'));
    practice = await paperOf(h, 'po-practice-1');
  });

  beforeEach(async () => {
    who = await registerAndLogin(h);
    attempt = await start(h, who, paper.setId);
  });

  const save = (body: unknown, as: LoggedIn = who) => post(h, as, SAVE, body);
  const stored = (attemptId: number) =>
    h.database.db.select().from(responses).where(eq(responses.attemptId, attemptId));
  const logged = (attemptId: number) =>
    h.database.db.select().from(responseLog).where(eq(responseLog.attemptId, attemptId));
  /** What a reload of the panel reads back (resume). */
  const resume = async () => {
    const res = await post(h, who, RESUME, {
      orgId: who.student.orgId,
      studentId: who.student.studentId,
      examId: paper.exam.examId,
      setId: paper.setId,
      attemptNo: attempt.attemptNo,
    });
    expect(res.status).toBe(200);
    return res.body.response as {
      attempt: { lastSeq: number; timeLeftMs: number; visitedQuestionIds: number[] };
      responses: { timeLeftInMilliseconds: number }[];
    };
  };

  it('stores the answer once committed and acknowledges it with the server clock', async () => {
    const res = await save(record(paper, who, attempt, 1, 2, 1));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      statusCode: 200,
      status: 1,
      errors: [],
      response: {
        applied: true,
        seq: 1,
        timeLeftMs: expect.any(Number),
        serverNow: expect.any(Number),
      },
    });
    expect(res.body.response.timeLeftMs).toBeLessThanOrEqual(HOUR);
    expect(res.body.response.timeLeftMs).toBeGreaterThan(HOUR - 10_000);
    expect(Math.abs(res.body.response.serverNow - Date.now())).toBeLessThan(10_000);
    const q1 = paper.questions[0];
    const [row] = await stored(attempt.attemptId);
    expect(row).toMatchObject({
      questionId: q1?.questionId,
      answerOptionId: q1?.options[1]?.optionId,
      action: 1,
      seq: 1,
      timeLeftMs: res.body.response.timeLeftMs,
      clientTimeLeftMs: 3_570_000,
    });
    expect(await logged(attempt.attemptId)).toHaveLength(1);
    expect((await resume()).attempt.lastSeq).toBe(1);
  });

  it('refuses a seq far beyond the stored ones, so the question stays answerable', async () => {
    await save(record(paper, who, attempt, 1, 1, 1));
    const hostile = await save(record(paper, who, attempt, 1, 3, 2_147_483_647));
    expect(hostile.status).toBe(400);
    expect(hostile.body.fieldErrors).toEqual([
      { field: 'body.seq', message: expect.stringMatching(/at most 100,000 above/) },
    ]);
    expect((await resume()).attempt.lastSeq).toBe(1);
    const next = await save(record(paper, who, attempt, 1, 2, 2));
    expect(next.body.response.applied).toBe(true);
    const [row] = await stored(attempt.attemptId);
    expect(row?.answerOptionId).toBe(paper.questions[0]?.options[1]?.optionId);
  });

  it('bounds seq by the highest one stored, however far the saves have gone', async () => {
    for (const seq of [90_000, 180_000]) {
      const res = await save(record(paper, who, attempt, 1, 1, seq));
      expect(res.body.response).toMatchObject({ applied: true, seq });
    }
    const tooFar = await save(record(paper, who, attempt, 2, 1, 280_001));
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.fieldErrors).toEqual([
      { field: 'body.seq', message: expect.stringMatching(/at most 100,000 above/) },
    ]);
    const next = await save(record(paper, who, attempt, 2, 1, 280_000));
    expect(next.body.response.applied).toBe(true);
    expect((await resume()).attempt.lastSeq).toBe(280_000);
  });

  it('gives a tab that takes the attempt over the highest seq saved, to continue after', async () => {
    await save(record(paper, who, attempt, 1, 1, 1));
    await save(record(paper, who, attempt, 2, 1, 7));
    await save(record(paper, who, attempt, 1, 2, 3));
    const other = await start(h, who, paper.setId);
    expect(other).toMatchObject({ attemptNo: attempt.attemptNo, lastSeq: 7 });
  });

  it('stores Clear and Mark for Review without an option (actions 0 and 2)', async () => {
    await save(record(paper, who, attempt, 1, 0, 1));
    const marked = await save(record(paper, who, attempt, 2, 0, 2, { action: 2 }));
    expect(marked.status).toBe(200);
    const rows = await stored(attempt.attemptId);
    expect(rows.map((r) => [r.action, r.answerOptionId]).sort()).toEqual([
      [0, null],
      [2, null],
    ]);
  });

  it('ignores answerKeyId: never stored, never echoed', async () => {
    const res = await save(record(paper, who, attempt, 1, 2, 1, { answerKeyId: 12345 }));
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('answerKeyId');
    const [log] = await logged(attempt.attemptId);
    expect(JSON.stringify(log?.payload)).not.toContain('answerKeyId');
    expect(JSON.stringify(log?.payload)).not.toContain('12345');
  });

  describe('names each bad field with 400', () => {
    const cases: [string, (p: TPaper) => Record<string, unknown>, string][] = [
      ['action 4', () => ({ action: 4 }), 'body.action'],
      ['action -1', () => ({ action: -1 }), 'body.action'],
      ['a fractional action', () => ({ action: 1.5 }), 'body.action'],
      ['no answer with action 1', () => ({ answerId: 0, respOptionNo: 0 }), 'body.answerId'],
      ['an answer with action 0', () => ({ action: 0 }), 'body.answerId'],
      ['an answer with action 2', () => ({ action: 2 }), 'body.answerId'],
      [
        'an option of another question',
        (p) => ({ answerId: p.questions[1]?.options[0]?.optionId }),
        'body.answerId',
      ],
      ['a negative answerId', () => ({ answerId: -3 }), 'body.answerId'],
      ['a wrong section', (p) => ({ sectionId: p.sections[1]?.sectionId }), 'body.sectionId'],
      ['a wrong group', (p) => ({ groupId: p.groups[1]?.groupId }), 'body.groupId'],
      ['a wrong question number', () => ({ questionNo: 3 }), 'body.questionNo'],
      ['a wrong exam', (p) => ({ examId: p.exam.examId + 1000 }), 'body.examId'],
      ['a respOptionNo of another option', () => ({ respOptionNo: 3 }), 'body.respOptionNo'],
      [
        'a respOptionNo without an answer',
        () => ({ action: 0, answerId: 0, respOptionNo: 2 }),
        'body.respOptionNo',
      ],
      [
        'a quesOptionNo that is not the option count',
        () => ({ quesOptionNo: 7 }),
        'body.quesOptionNo',
      ],
      ['a missing seq', () => ({ seq: undefined }), 'body.seq'],
      ['seq 0', () => ({ seq: 0 }), 'body.seq'],
      ['a seq given as text', () => ({ seq: '3' }), 'body.seq'],
      ['a missing sessionId', () => ({ sessionId: undefined }), 'body.sessionId'],
      ['an empty sessionId', () => ({ sessionId: '' }), 'body.sessionId'],
      ["a timeLeft that is not 'mm:ss'", () => ({ timeLeft: '5 minutes' }), 'body.timeLeft'],
      [
        'a negative timeLeftInMilliseconds',
        () => ({ timeLeftInMilliseconds: -5 }),
        'body.timeLeftInMilliseconds',
      ],
      ['a missing questionId', () => ({ questionId: undefined }), 'body.questionId'],
      ['attemptNo 0', () => ({ attemptNo: 0 }), 'body.attemptNo'],
      ['counts beyond the paper', () => ({ notVisited: 5 }), 'body.notVisited'],
      ['a negative count', () => ({ markedForReview: -1 }), 'body.markedForReview'],
    ];
    it.each(cases)('%s', async (_name, change, field) => {
      const res = await save(record(paper, who, attempt, 1, 2, 1, change(paper)));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 0, code: 'BAD_REQUEST' });
      expect(res.body.fieldErrors.map((f: { field: string }) => f.field)).toContain(field);
      expect(res.body.message).toContain(field.replace('body.', ''));
      expect(res.body.errorList[0].error).toContain(field);
      expect(await stored(attempt.attemptId)).toHaveLength(0);
    });
  });

  it('answers 404 for an unknown question', async () => {
    const res = await save(record(paper, who, attempt, 1, 0, 1, { questionId: 999_999 }));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Question 999999 was not found.');
  });

  it('answers 400 for a question of another set', async () => {
    const other = practice.questions[0];
    const res = await save(record(paper, who, attempt, 1, 0, 1, { questionId: other?.questionId }));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0].field).toBe('body.questionId');
  });

  it('answers 404 for a set of another organisation, and for an attempt never started', async () => {
    const foreign = await setIdOf(h, 'cgl-mock-1', 'other-org');
    const res = await save(record(paper, who, attempt, 1, 2, 1, { setId: foreign }));
    expect(res.status).toBe(404);
    const fresh = await registerAndLogin(h);
    const never = await save(record(paper, fresh, attempt, 1, 2, 1), fresh);
    expect(never.status).toBe(404);
    expect(never.body.message).toMatch(/Start the exam first/);
  });

  it("refuses ids that are not the caller's with 403", async () => {
    const other = await registerAndLogin(h);
    for (const ids of [
      { studentId: other.student.studentId },
      { orgId: who.student.orgId + 1000 },
      { instituteId: who.student.instituteId + 1000 },
    ]) {
      const res = await save(record(paper, who, attempt, 1, 2, 1, ids));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(await stored(attempt.attemptId)).toHaveLength(0);
  });

  it('requires a login', async () => {
    const res = await studentCall(h, 'POST', SAVE, { body: record(paper, who, attempt, 1, 2, 1) });
    expect(res.status).toBe(401);
  });

  it('never lets a late save with an older seq overwrite a newer answer', async () => {
    const newer = await save(record(paper, who, attempt, 1, 3, 5));
    expect(newer.body.response.applied).toBe(true);
    const late = await save(record(paper, who, attempt, 1, 1, 4));
    expect(late.status).toBe(200);
    expect(late.body.response).toMatchObject({ applied: false, seq: 4 });
    const [row] = await stored(attempt.attemptId);
    expect(row?.seq).toBe(5);
    expect(row?.answerOptionId).toBe(paper.questions[0]?.options[2]?.optionId);
    expect(await logged(attempt.attemptId)).toHaveLength(1);
  });

  it('acknowledges a retry of the same seq without storing it twice', async () => {
    const body = record(paper, who, attempt, 2, 1, 1);
    const first = await save(body);
    const retries = await Promise.all([save(body), save(body)]);
    expect(first.body.response.applied).toBe(true);
    for (const retry of retries)
      expect(retry.body.response).toMatchObject({ applied: false, seq: 1 });
    expect(await stored(attempt.attemptId)).toHaveLength(1);
    expect(await logged(attempt.attemptId)).toHaveLength(1);
  });

  it('logs one row per applied save, in seq order', async () => {
    await save(record(paper, who, attempt, 1, 1, 1));
    await save(record(paper, who, attempt, 1, 2, 2));
    await save(record(paper, who, attempt, 2, 3, 3));
    const log = await logged(attempt.attemptId);
    expect(log.map((l) => l.seq).sort()).toEqual([1, 2, 3]);
    expect(await stored(attempt.attemptId)).toHaveLength(2);
  });

  it("keeps the client's claim of more time for audit but uses and returns the server's", async () => {
    await setClock(h, attempt.attemptId, { timeLeftMs: 600_000, lastContactAgoMs: 5_000 });
    const res = await save(
      record(paper, who, attempt, 1, 2, 1, {
        timeLeft: '59:59',
        timeLeftInMilliseconds: HOUR - 1000,
      }),
    );
    expect(res.status).toBe(200);
    const left = res.body.response.timeLeftMs;
    expect(left).toBeLessThanOrEqual(595_000);
    expect(left).toBeGreaterThan(585_000);
    const [row] = await stored(attempt.attemptId);
    expect(row).toMatchObject({ timeLeftMs: left, clientTimeLeftMs: HOUR - 1000 });
    const resumed = await resume();
    expect(resumed.attempt.timeLeftMs).toBeLessThanOrEqual(left);
    expect(resumed.attempt.timeLeftMs).toBeGreaterThan(left - 10_000);
    expect(resumed.responses[0]?.timeLeftInMilliseconds).toBe(left);
  });

  it("deducts the time since the last contact as packages/core advanceClock does, by the attempt's rule", async () => {
    let seq = 0;
    for (const rule of ['strict', 'pause-on-silence'] as const) {
      for (const gap of [20_000, 59_000, 61_000, 600_000]) {
        seq += 1;
        await setClock(h, attempt.attemptId, {
          timeLeftMs: 1_800_000,
          lastContactAgoMs: gap,
          clockRule: rule,
        });
        const res = await save(record(paper, who, attempt, 1, 2, seq));
        const expected = advanceClock({ timeLeftMs: 1_800_000, clockAt: 0, pausedMs: 0 }, gap, {
          rule,
          pauseAfterMs: 60_000,
        });
        expect(Math.abs(res.body.response.timeLeftMs - expected.timeLeftMs)).toBeLessThan(1_000);
      }
    }
    // The last save, pause-on-silence after 600 s of silence: nothing was deducted.
    expect((await attemptRow(h, attempt.attemptId)).timeLeftMs).toBe(1_800_000);
  });

  it('counts a saved question as visited, once', async () => {
    await save(record(paper, who, attempt, 2, 1, 1));
    await save(record(paper, who, attempt, 1, 2, 2));
    await save(record(paper, who, attempt, 2, 3, 3));
    const { visitedQuestionIds } = (await resume()).attempt;
    expect([...visitedQuestionIds].sort()).toEqual(
      [paper.questions[0]?.questionId, paper.questions[1]?.questionId].sort(),
    );
  });

  it('answers each of many students saving at the same moment by their own attempt (decision 028)', async () => {
    const startOne = async () => {
      const student = await registerAndLogin(h);
      return { student, attempt: await start(h, student, paper.setId) };
    };
    const [open, takenOver, closed] = [await startOne(), await startOne(), await startOne()];
    await start(h, takenOver.student, paper.setId); // another tab takes it over
    await post(h, closed.student, SUBMIT, {
      setId: paper.setId,
      attemptNo: closed.attempt.attemptNo,
      sessionId: closed.attempt.sessionId,
    });
    const [mine, theirs, overtaken, late] = await Promise.all([
      save(record(paper, who, attempt, 1, 2, 1)),
      save(record(paper, open.student, open.attempt, 2, 3, 1), open.student),
      save(record(paper, takenOver.student, takenOver.attempt, 1, 1, 1), takenOver.student),
      save(record(paper, closed.student, closed.attempt, 1, 1, 1), closed.student),
    ]);
    expect([mine?.status, theirs?.status, overtaken?.status, late?.status]).toEqual([
      200, 200, 409, 410,
    ]);
    expect(await stored(attempt.attemptId)).toMatchObject([
      { questionId: paper.questions[0]?.questionId, seq: 1 },
    ]);
    expect(await stored(open.attempt.attemptId)).toMatchObject([
      { questionId: paper.questions[1]?.questionId, seq: 1 },
    ]);
    expect(await stored(takenOver.attempt.attemptId)).toHaveLength(0);
    expect(await stored(closed.attempt.attemptId)).toHaveLength(0);
  });

  it('applies saves of one question sent at the same moment by their seq: the latest stays', async () => {
    const sent = await Promise.all(
      [3, 1, 4, 2].map((seq) => save(record(paper, who, attempt, 1, seq, seq))),
    );
    expect(sent.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const [row] = await stored(attempt.attemptId);
    expect(row).toMatchObject({ seq: 4, answerOptionId: paper.questions[0]?.options[3]?.optionId });
    expect((await resume()).attempt.lastSeq).toBe(4);
  });

  it('answers 409 SESSION_TAKEN_OVER to a tab whose attempt was opened elsewhere', async () => {
    const second = await start(h, who, paper.setId);
    const res = await save(record(paper, who, attempt, 1, 2, 1));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'SESSION_TAKEN_OVER',
      message: 'This exam was opened in another tab or device. Continue there.',
    });
    expect(await stored(attempt.attemptId)).toHaveLength(0);
    const ok = await save(record(paper, who, second, 1, 2, 1));
    expect(ok.status).toBe(200);
  });

  it('answers 410 ATTEMPT_CLOSED after the attempt is submitted, keeping what was saved', async () => {
    await save(record(paper, who, attempt, 1, 2, 1));
    const submitted = await post(h, who, SUBMIT, {
      setId: paper.setId,
      attemptNo: attempt.attemptNo,
      sessionId: attempt.sessionId,
    });
    expect(submitted.status).toBe(200);
    const res = await save(record(paper, who, attempt, 1, 3, 2));
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({
      code: 'ATTEMPT_CLOSED',
      message: 'This exam has been submitted. Your answers were saved up to the end.',
    });
    const [row] = await stored(attempt.attemptId);
    expect(row?.seq).toBe(1);
  });

  it('answers 410 once the time is over, and submits the attempt with a result', async () => {
    await save(record(paper, who, attempt, 1, 2, 1));
    await setClock(h, attempt.attemptId, { timeLeftMs: 3_000, lastContactAgoMs: 10_000 });
    const res = await save(record(paper, who, attempt, 2, 1, 2));
    expect(res.status).toBe(410);
    expect(res.body.code).toBe('ATTEMPT_CLOSED');
    expect(res.body.message).toMatch(/time is over/);
    const row = await attemptRow(h, attempt.attemptId);
    expect(row).toMatchObject({ status: 'submitted', submitReason: 'time-over', timeLeftMs: 0 });
    expect(row.result).toMatchObject({ correct: 1, attempted: 1, reason: 'time-over' });
    expect(await stored(attempt.attemptId)).toHaveLength(1);
  });

  it('answers 410 past the hard end even when the clock was paused (pause-on-silence)', async () => {
    await setClock(h, attempt.attemptId, {
      lastContactAgoMs: 30 * 60_000,
      hardEndInMs: -1_000,
      clockRule: 'pause-on-silence',
    });
    const res = await save(record(paper, who, attempt, 1, 2, 1));
    expect(res.status).toBe(410);
    const row = await attemptRow(h, attempt.attemptId);
    expect(row.status).toBe('submitted');
    expect(row.timeLeftMs).toBe(HOUR);
  });

  it('answers 410 past the hard end of a strict attempt, with the silence counted', async () => {
    await setClock(h, attempt.attemptId, { lastContactAgoMs: 30 * 60_000, hardEndInMs: -1_000 });
    const res = await save(record(paper, who, attempt, 1, 2, 1));
    expect(res.status).toBe(410);
    const row = await attemptRow(h, attempt.attemptId);
    expect(row).toMatchObject({ status: 'submitted', submitReason: 'time-over' });
    expect(row.timeLeftMs).toBeLessThanOrEqual(HOUR - 30 * 60_000);
    expect(row.timeLeftMs).toBeGreaterThan(HOUR - 31 * 60_000);
  });
});
