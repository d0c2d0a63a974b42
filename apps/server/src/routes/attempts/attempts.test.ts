import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TPaper } from '@exam/contracts/papers/entities';
import type { TAttempt } from '@exam/contracts/attempts/start-attempt';
import { resumeState } from '@exam/core/resume';
import { attempts } from '../../db/schema.ts';
import { homePracticeFixture, orgFixture } from '../../../test/fixtures.ts';
import { describeEachDatabase } from '../../../test/harness.ts';
import {
  attemptRow,
  fetchPaper,
  ONE_RIGHT_ONE_WRONG,
  paperOf,
  record,
  setClock,
  setIdOf,
  start,
} from '../../../test/attempts.ts';
import { HEARTBEAT, RESUME, SAVE, START, SUBMIT } from '../../../test/student-paths.ts';
import { registerAndLogin, studentCall, post, type LoggedIn } from '../../../test/students.ts';
import { tenantHeaders } from '../../../test/requests.ts';
import { HOUR } from '../../../test/times.ts';

describeEachDatabase('exam attempts', (h) => {
  let paper: TPaper;
  /** The same paper in an organisation whose mock tests follow the pause-on-silence rule. */
  let homePaper: TPaper;
  let sets: { quiz: number; foreign: number };
  let who: LoggedIn;
  const homeTenant = tenantHeaders('home-org', 'home-institute');
  const homeStudent = async (): Promise<LoggedIn> => ({
    ...(await registerAndLogin(h, { tenant: homeTenant })),
    tenant: homeTenant,
  });

  beforeAll(async () => {
    await h.importContent(
      orgFixture(),
      orgFixture('other-org', 'other-institute'),
      homePracticeFixture(),
    );
    paper = await paperOf(h);
    homePaper = await fetchPaper(
      h,
      await homeStudent(),
      await setIdOf(h, 'cgl-mock-1', 'home-org'),
    );
    sets = {
      quiz: await setIdOf(h, 'cgl-quiz-1'),
      foreign: await setIdOf(h, 'cgl-mock-1', 'other-org'),
    };
  });
  beforeEach(async () => {
    who = await registerAndLogin(h);
  });

  const session = (attempt: TAttempt) => ({
    setId: attempt.setId,
    attemptNo: attempt.attemptNo,
    sessionId: attempt.sessionId,
  });
  const resumeQuery = (as: LoggedIn, attemptNo = 1) => ({
    orgId: as.student.orgId,
    studentId: as.student.studentId,
    examId: paper.exam.examId,
    setId: paper.setId,
    attemptNo,
  });

  describe('POST /v2/api/cbt/student/attempt/start', () => {
    it('creates attempt 1 with the full duration on first entry', async () => {
      const res = await post(h, who, START, { setId: paper.setId });
      expect(res.status).toBe(200);
      expect(res.body.response).toEqual({
        attemptId: expect.any(Number),
        attemptNo: 1,
        status: 'open',
        timeLeftMs: HOUR,
        sessionId: expect.stringMatching(/^[\w-]{20,}$/),
        serverNow: expect.any(Number),
        durationMs: HOUR,
        lastSeq: 0,
        setId: paper.setId,
        examId: paper.exam.examId,
        clockRule: 'strict',
        fullscreen: 'off',
        calculator: 'off',
      });
      const row = await attemptRow(h, res.body.response.attemptId);
      // Strict (decision 012): the hard end is start + duration, with no pause allowance.
      expect(row.clockRule).toBe('strict');
      expect(row.hardEndAt.getTime() - row.startedAt.getTime()).toBe(HOUR);
    });

    it('carries the resume state when asked (withResponses), as the resume query returns it', async () => {
      const first = await start(h, who, paper.setId);
      await post(h, who, SAVE, record(paper, who, first, 1, 2, 1));
      const res = await post(h, who, START, { setId: paper.setId, withResponses: true });
      expect(res.status).toBe(200);
      const { responses: carried, ...attempt } = res.body.response;
      expect(attempt).toMatchObject({ attemptNo: 1, status: 'open', lastSeq: 1 });
      const resume = await post(h, who, RESUME, resumeQuery(who));
      expect(carried).toEqual({
        ...resume.body.response,
        attempt: {
          ...resume.body.response.attempt,
          serverNow: expect.any(Number),
          timeLeftMs: expect.any(Number),
        },
      });
      expect(carried.responses.map((r: { seq: number }) => r.seq)).toEqual([1]);
      const plain = await post(h, who, START, { setId: paper.setId });
      expect(plain.body.response).not.toHaveProperty('responses');
    });

    it("copies a pause-on-silence set's rule: its hard end allows the most pause (30 min)", async () => {
      const home = await homeStudent();
      const attempt = await start(h, home, homePaper.setId);
      expect(attempt).toMatchObject({
        clockRule: 'pause-on-silence',
        fullscreen: 'required',
        timeLeftMs: HOUR,
      });
      const row = await attemptRow(h, attempt.attemptId);
      expect(row.clockRule).toBe('pause-on-silence');
      expect(row.hardEndAt.getTime() - row.startedAt.getTime()).toBe(HOUR + 30 * 60_000);
    });

    it('continues an attempt by the rule it started with, even if the set changed since', async () => {
      const first = await start(h, who, paper.setId);
      await setClock(h, first.attemptId, { clockRule: 'pause-on-silence' });
      const again = await start(h, who, paper.setId);
      expect(again).toMatchObject({ attemptId: first.attemptId, clockRule: 'pause-on-silence' });
    });

    it('counts the silence before a strict continue: 10 min away cost 10 min', async () => {
      const first = await start(h, who, paper.setId);
      await setClock(h, first.attemptId, { lastContactAgoMs: 10 * 60_000 });
      const again = await start(h, who, paper.setId);
      expect(again.timeLeftMs).toBeLessThanOrEqual(HOUR - 10 * 60_000);
      expect(again.timeLeftMs).toBeGreaterThan(HOUR - 11 * 60_000);
    });

    it('continues the open attempt with a new session, taking it over from the first tab', async () => {
      const first = await start(h, who, paper.setId);
      await post(h, who, SAVE, record(paper, who, first, 1, 2, 7));
      const second = await start(h, who, paper.setId);
      expect(second).toMatchObject({ attemptId: first.attemptId, attemptNo: 1, lastSeq: 7 });
      expect(second.sessionId).not.toBe(first.sessionId);
      for (const url of [SAVE, HEARTBEAT, SUBMIT]) {
        const body = url === SAVE ? record(paper, who, first, 1, 3, 8) : session(first);
        const res = await post(h, who, url, body);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 'SESSION_TAKEN_OVER',
          message: 'This exam was opened in another tab or device. Continue there.',
          errorList: [{ error: 'This exam was opened in another tab or device. Continue there.' }],
        });
      }
      const ok = await post(h, who, HEARTBEAT, session(second));
      expect(ok.status).toBe(200);
      expect((await attemptRow(h, first.attemptId)).status).toBe('open');
    });

    it('starts the next attempt after a submitted one, and numbers attempts in order', async () => {
      const first = await start(h, who, paper.setId);
      await post(h, who, SUBMIT, session(first));
      const closed = await post(h, who, START, { setId: paper.setId, attemptNo: 1 });
      expect(closed.status).toBe(410);
      expect(closed.body.code).toBe('ATTEMPT_CLOSED');
      const skipping = await post(h, who, START, { setId: paper.setId, attemptNo: 3 });
      expect(skipping.status).toBe(400);
      expect(skipping.body.fieldErrors[0].field).toBe('body.attemptNo');
      const second = await start(h, who, paper.setId);
      expect(second.attemptNo).toBe(2);
      expect(second.timeLeftMs).toBe(HOUR);
      expect((await start(h, who, paper.setId, 2)).attemptId).toBe(second.attemptId);
    });

    it('refuses to start attempt n + 1 while attempt n is open', async () => {
      await start(h, who, paper.setId);
      const res = await post(h, who, START, { setId: paper.setId, attemptNo: 2 });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('ATTEMPT_IN_PROGRESS');
      const rows = await h.database.db
        .select()
        .from(attempts)
        .where(eq(attempts.studentId, who.student.studentId));
      expect(rows).toHaveLength(1);
    });

    it('gives concurrent first starts one attempt', async () => {
      const results = await Promise.all([1, 2, 3].map(() => start(h, who, paper.setId)));
      expect(new Set(results.map((r) => r.attemptId)).size).toBe(1);
    });

    it('gives ten concurrent Starts of one student one attempt; the session of one of them saves', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => post(h, who, START, { setId: paper.setId })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      const started = results.map((r) => r.body.response as TAttempt);
      expect(new Set(started.map((a) => a.attemptId)).size).toBe(1);
      expect(started.every((a) => a.attemptNo === 1)).toBe(true);
      const rows = await h.database.db
        .select()
        .from(attempts)
        .where(eq(attempts.studentId, who.student.studentId));
      expect(rows).toHaveLength(1);
      // Each Start took the attempt over from the one before: one session is left to save with.
      const beats = await Promise.all(started.map((a) => post(h, who, HEARTBEAT, session(a))));
      expect(beats.filter((r) => r.status === 200)).toHaveLength(1);
      expect(beats.filter((r) => r.body.code === 'SESSION_TAKEN_OVER')).toHaveLength(9);
    });

    it('gives concurrent Starts after a submitted attempt one attempt 2, never a third', async () => {
      const first = await start(h, who, paper.setId);
      await post(h, who, SUBMIT, session(first));
      const results = await Promise.all(
        Array.from({ length: 6 }, () => post(h, who, START, { setId: paper.setId })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
      const numbers = results.map((r) => (r.body.response as TAttempt).attemptNo);
      expect(numbers).toEqual(Array(6).fill(2));
      const rows = await h.database.db
        .select({ attemptNo: attempts.attemptNo, status: attempts.status })
        .from(attempts)
        .where(eq(attempts.studentId, who.student.studentId));
      expect(rows.sort((a, b) => a.attemptNo - b.attemptNo)).toEqual([
        { attemptNo: 1, status: 'submitted' },
        { attemptNo: 2, status: 'open' },
      ]);
    });

    it('refuses quiz and practice sets (400), unknown and foreign sets (404)', async () => {
      const quiz = await post(h, who, START, { setId: sets.quiz });
      expect(quiz.status).toBe(400);
      expect(quiz.body.fieldErrors[0].field).toBe('body.setId');
      for (const setId of [sets.foreign, 999_999]) {
        expect((await post(h, who, START, { setId })).status).toBe(404);
      }
      expect((await post(h, who, START, {})).status).toBe(400);
      const anonymous = await studentCall(h, 'POST', START, { body: { setId: paper.setId } });
      expect(anonymous.status).toBe(401);
    });

    it('closes an open attempt whose time ran out and answers 410 instead of continuing it', async () => {
      const first = await start(h, who, paper.setId);
      await setClock(h, first.attemptId, { timeLeftMs: 2_000, lastContactAgoMs: 5_000 });
      const res = await post(h, who, START, { setId: paper.setId });
      expect(res.status).toBe(410);
      expect(res.body.message).toMatch(/time is over/);
      expect((await attemptRow(h, first.attemptId)).status).toBe('submitted');
      expect((await start(h, who, paper.setId)).attemptNo).toBe(2);
    });
  });

  describe('POST /v2/api/cbt/student/attempt/heartbeat', () => {
    it('deducts the time since the last contact', async () => {
      const attempt = await start(h, who, paper.setId);
      await setClock(h, attempt.attemptId, { lastContactAgoMs: 15_000 });
      const res = await post(h, who, HEARTBEAT, session(attempt));
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({ status: 'open', submitReason: null });
      expect(res.body.response.timeLeftMs).toBeLessThanOrEqual(HOUR - 15_000);
      expect(res.body.response.timeLeftMs).toBeGreaterThan(HOUR - 20_000);
      expect((await attemptRow(h, attempt.attemptId)).timeLeftMs).toBe(
        res.body.response.timeLeftMs,
      );
    });

    it('strict: 66 s of silence cost 66 s of exam time, nothing is paused', async () => {
      const attempt = await start(h, who, paper.setId);
      await setClock(h, attempt.attemptId, { lastContactAgoMs: 66_000 });
      const res = await post(h, who, HEARTBEAT, session(attempt));
      expect(res.body.response.status).toBe('open');
      expect(res.body.response.timeLeftMs).toBeLessThanOrEqual(HOUR - 66_000);
      expect(res.body.response.timeLeftMs).toBeGreaterThan(HOUR - 70_000);
      expect((await attemptRow(h, attempt.attemptId)).pausedMs).toBe(0);
    });

    it('strict: a silence longer than the time left ends the attempt', async () => {
      const attempt = await start(h, who, paper.setId);
      await setClock(h, attempt.attemptId, { timeLeftMs: 60_000, lastContactAgoMs: 5 * 60_000 });
      const res = await post(h, who, HEARTBEAT, session(attempt));
      expect(res.body.response).toMatchObject({
        status: 'submitted',
        submitReason: 'time-over',
        timeLeftMs: 0,
      });
    });

    it('pause-on-silence: does not count an interruption longer than the pause threshold', async () => {
      const home = await homeStudent();
      const attempt = await start(h, home, homePaper.setId);
      await setClock(h, attempt.attemptId, { timeLeftMs: 1_000_000, lastContactAgoMs: 66_000 });
      const res = await post(h, home, HEARTBEAT, session(attempt));
      expect(res.body.response.timeLeftMs).toBe(1_000_000);
      const row = await attemptRow(h, attempt.attemptId);
      expect(row.pausedMs).toBeGreaterThanOrEqual(66_000);
    });

    it('pause-on-silence: deducts a gap within the pause threshold', async () => {
      const home = await homeStudent();
      const attempt = await start(h, home, homePaper.setId);
      await setClock(h, attempt.attemptId, { lastContactAgoMs: 15_000 });
      const res = await post(h, home, HEARTBEAT, session(attempt));
      expect(res.body.response.timeLeftMs).toBeLessThanOrEqual(HOUR - 15_000);
      expect(res.body.response.timeLeftMs).toBeGreaterThan(HOUR - 20_000);
    });

    it('records the question on screen, the visited questions (a union) and the events, for resume', async () => {
      const attempt = await start(h, who, paper.setId);
      const [q1, q2, q3] = paper.questions.map((q) => q.questionId);
      const first = await post(h, who, HEARTBEAT, {
        ...session(attempt),
        currentQuestionId: q2,
        visitedQuestionIds: [q1, q2, q1],
        events: [
          { type: 'tab-hidden', at: 1_700_000_020_000 },
          { type: 'fullscreen-exit', at: 1_700_000_010_000 },
        ],
      });
      expect(first.status).toBe(200);
      const second = await post(h, who, HEARTBEAT, {
        ...session(attempt),
        currentQuestionId: q3,
        visitedQuestionIds: [q3, q2],
        events: [{ type: 'reload', at: 1_700_000_030_000 }],
      });
      expect(second.body.response.status).toBe('open');
      // A heartbeat that sends none of them changes none of them.
      await post(h, who, HEARTBEAT, session(attempt));
      const res = await post(h, who, RESUME, resumeQuery(who));
      expect(res.status).toBe(200);
      expect(res.body.response.attempt).toMatchObject({
        clockRule: 'strict',
        currentQuestionId: q3,
        visitedQuestionIds: [q1, q2, q3],
        events: [
          { type: 'fullscreen-exit', at: 1_700_000_010_000 },
          { type: 'tab-hidden', at: 1_700_000_020_000 },
          { type: 'reload', at: 1_700_000_030_000 },
        ],
      });
      for (const id of res.body.response.attempt.visitedQuestionIds)
        expect(typeof id).toBe('number');
    });

    it('refuses question ids that are not of the set, naming the field', async () => {
      const attempt = await start(h, who, paper.setId);
      const [q1, q2] = paper.questions.map((q) => q.questionId);
      const foreign = homePaper.questions[0]?.questionId;
      const cases = [
        [{ visitedQuestionIds: [q1, q2, q1, foreign] }, 'body.visitedQuestionIds.3'],
        [{ visitedQuestionIds: [999_999] }, 'body.visitedQuestionIds.0'],
        [{ currentQuestionId: foreign }, 'body.currentQuestionId'],
        [{ visitedQuestionIds: [q1, 0] }, 'body.visitedQuestionIds.1'],
      ] as const;
      for (const [extra, field] of cases) {
        const res = await post(h, who, HEARTBEAT, { ...session(attempt), ...extra });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors[0].field).toBe(field);
      }
      const row = await attemptRow(h, attempt.attemptId);
      expect(row).toMatchObject({ visitedQuestionIds: [], currentQuestionId: null });
    });

    it('refuses more than 100 events or 1,000 visited ids, and unknown event types, with 400', async () => {
      const attempt = await start(h, who, paper.setId);
      const event = { type: 'window-blur', at: 1_700_000_000_000 };
      const cases = [
        [{ events: Array.from({ length: 101 }, () => event) }, 'body.events'],
        [{ visitedQuestionIds: Array.from({ length: 1_001 }, () => 1) }, 'body.visitedQuestionIds'],
        [{ events: [{ type: 'copy', at: 1 }] }, 'body.events.0.type'],
        [{ events: [{ type: 'reload', at: -1 }] }, 'body.events.0.at'],
      ] as const;
      for (const [extra, field] of cases) {
        const res = await post(h, who, HEARTBEAT, { ...session(attempt), ...extra });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors[0].field).toBe(field);
      }
      const ok = await post(h, who, HEARTBEAT, {
        ...session(attempt),
        events: Array.from({ length: 100 }, () => event),
      });
      expect(ok.status).toBe(200);
    });

    it("submits the attempt when its time is over and answers status 'submitted'", async () => {
      const attempt = await start(h, who, paper.setId);
      await setClock(h, attempt.attemptId, { timeLeftMs: 10_000, lastContactAgoMs: 15_000 });
      const res = await post(h, who, HEARTBEAT, session(attempt));
      expect(res.status).toBe(200);
      expect(res.body.response).toMatchObject({
        status: 'submitted',
        submitReason: 'time-over',
        timeLeftMs: 0,
      });
      expect((await attemptRow(h, attempt.attemptId)).result).not.toBeNull();
      const again = await post(h, who, HEARTBEAT, session(attempt));
      expect(again.body.response.status).toBe('submitted');
    });

    it("answers 404 for an attempt that is not the caller's", async () => {
      const attempt = await start(h, who, paper.setId);
      const other = await registerAndLogin(h);
      expect((await post(h, other, HEARTBEAT, session(attempt))).status).toBe(404);
      const reporting = {
        ...session(attempt),
        currentQuestionId: paper.questions[0]?.questionId,
        visitedQuestionIds: [paper.questions[0]?.questionId],
        events: [{ type: 'reload', at: 1_700_000_000_000 }],
      };
      expect((await post(h, other, HEARTBEAT, reporting)).status).toBe(404);
      expect(await attemptRow(h, attempt.attemptId)).toMatchObject({
        visitedQuestionIds: [],
        currentQuestionId: null,
      });
      expect((await post(h, other, SUBMIT, session(attempt))).status).toBe(404);
      expect((await attemptRow(h, attempt.attemptId)).status).toBe('open');
    });
  });

  describe('POST /v2/api/cbt/student/get/all/response/by/studentId', () => {
    it("returns the latest answers with the server's times, and the clock, for SPEC's resume rule", async () => {
      const attempt = await start(h, who, paper.setId);
      await post(h, who, SAVE, record(paper, who, attempt, 1, 2, 1));
      await setClock(h, attempt.attemptId, { lastContactAgoMs: 10_000 });
      await post(
        h,
        who,
        SAVE,
        record(paper, who, attempt, 2, 0, 2, {
          action: 2,
          answered: 1,
          markedForReview: 1,
          notVisited: 1,
          unanswered: 0,
        }),
      );
      await post(h, who, SAVE, record(paper, who, attempt, 1, 4, 3));
      const res = await post(h, who, RESUME, resumeQuery(who));
      expect(res.status).toBe(200);
      const { attempt: state, responses } = res.body.response;
      expect(state).toMatchObject({ attemptNo: 1, status: 'open', lastSeq: 3, submitReason: null });
      expect(responses.map((r: { seq: number }) => r.seq)).toEqual([2, 3]);
      const q1 = paper.questions[0];
      const q2 = paper.questions[1];
      expect(responses[1]).toEqual({
        orgId: who.student.orgId,
        instituteId: who.student.instituteId,
        studentId: who.student.studentId,
        examId: paper.exam.examId,
        setId: paper.setId,
        questionId: q1?.questionId,
        answerId: q1?.options[3]?.optionId,
        answerIds: [],
        numericAnswer: '',
        textAnswer: '',
        timeLeft: expect.stringMatching(/^\d\d:\d\d$|^1:00:00$/),
        timeLeftInMilliseconds: expect.any(Number),
        sectionId: q1?.sectionId,
        action: 1,
        questionNo: 1,
        answered: 1,
        notVisited: 2,
        unanswered: 0,
        markedForReview: 0,
        answeredAndMarkedForReview: 0,
        respOptionNo: 4,
        quesOptionNo: 4,
        groupId: q1?.groupId,
        attemptNo: 1,
        seq: 3,
      });
      expect(responses[0]).toMatchObject({
        questionId: q2?.questionId,
        action: 2,
        answerId: 0,
        markedForReview: 1,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/answerKeyId|sessionId/);
      // SPEC §4: the latest save (least time left) gives the current question.
      const resumed = resumeState(
        responses.map(
          (r: {
            questionId: number;
            sectionId: number;
            answerId: number;
            action: 0;
            timeLeftInMilliseconds: number;
          }) => ({
            ...r,
            timeLeftMs: r.timeLeftInMilliseconds,
          }),
        ),
        HOUR,
      );
      expect(resumed.current?.questionId).toBe(q1?.questionId);
      expect(state.timeLeftMs).toBeLessThanOrEqual(responses[1].timeLeftInMilliseconds);
    });

    it('pause-on-silence: after a crash longer than the pause threshold, the clock has paused: time left unchanged', async () => {
      const home = await homeStudent();
      const attempt = await start(h, home, homePaper.setId);
      const saved = await post(h, home, SAVE, record(homePaper, home, attempt, 1, 2, 1));
      const left = saved.body.response.timeLeftMs;
      await setClock(h, attempt.attemptId, { lastContactAgoMs: 10 * 60_000 });
      const query = { ...resumeQuery(home), examId: homePaper.exam.examId, setId: homePaper.setId };
      const res = await post(h, home, RESUME, query);
      expect(res.body.response.attempt).toMatchObject({
        status: 'open',
        timeLeftMs: left,
        lastSeq: 1,
        clockRule: 'pause-on-silence',
      });
      expect(res.body.response.responses).toHaveLength(1);
      const back = await start(h, home, homePaper.setId);
      expect(back.timeLeftMs).toBe(left);
      expect((await attemptRow(h, attempt.attemptId)).pausedMs).toBeGreaterThanOrEqual(10 * 60_000);
    });

    it('strict: after a crash of 10 min, the 10 min are gone', async () => {
      const attempt = await start(h, who, paper.setId);
      const saved = await post(h, who, SAVE, record(paper, who, attempt, 1, 2, 1));
      const left = saved.body.response.timeLeftMs;
      await setClock(h, attempt.attemptId, { lastContactAgoMs: 10 * 60_000 });
      const res = await post(h, who, RESUME, resumeQuery(who));
      expect(res.body.response.attempt).toMatchObject({ status: 'open', clockRule: 'strict' });
      expect(res.body.response.attempt.timeLeftMs).toBeLessThanOrEqual(left - 10 * 60_000);
      expect(res.body.response.attempt.timeLeftMs).toBeGreaterThan(left - 11 * 60_000);
      // The save visited question 1; nothing was on screen by heartbeat yet.
      expect(res.body.response.attempt).toMatchObject({
        visitedQuestionIds: [paper.questions[0]?.questionId],
        currentQuestionId: null,
        events: [],
      });
      const back = await start(h, who, paper.setId);
      expect(back.timeLeftMs).toBeLessThanOrEqual(left - 10 * 60_000);
      expect((await attemptRow(h, attempt.attemptId)).pausedMs).toBe(0);
    });

    it('an attempt past its hard end is closed when read, from its last saved state', async () => {
      const attempt = await start(h, who, paper.setId);
      await post(h, who, SAVE, record(paper, who, attempt, 3, 1, 1));
      await setClock(h, attempt.attemptId, { lastContactAgoMs: 40 * 60_000, hardEndInMs: -1 });
      const res = await post(h, who, RESUME, resumeQuery(who));
      expect(res.body.response.attempt).toMatchObject({
        status: 'submitted',
        submitReason: 'time-over',
      });
      expect((await attemptRow(h, attempt.attemptId)).result).toMatchObject({ correct: 1 });
    });

    it("refuses another student's answers with 403", async () => {
      await start(h, who, paper.setId);
      const other = await registerAndLogin(h);
      const res = await post(h, other, RESUME, resumeQuery(who));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      const foreignOrg = await post(h, other, RESUME, { ...resumeQuery(other), orgId: 9999 });
      expect(foreignOrg.status).toBe(403);
      // With their own ids they reach only their own (none yet).
      expect((await post(h, other, RESUME, resumeQuery(other))).status).toBe(404);
    });

    it('checks the exam of the set and defaults attemptNo to 1', async () => {
      await start(h, who, paper.setId);
      const { attemptNo: _no, ...query } = resumeQuery(who);
      expect((await post(h, who, RESUME, query)).status).toBe(200);
      const wrong = await post(h, who, RESUME, { ...query, examId: paper.exam.examId + 999 });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fieldErrors[0].field).toBe('body.examId');
    });
  });

  describe('POST /v2/api/cbt/student/submit', () => {
    it('closes the attempt and stores its score report from the answer key', async () => {
      const attempt = await start(h, who, paper.setId);
      await post(h, who, SAVE, record(paper, who, attempt, 1, 2, 1)); // correct
      await post(h, who, SAVE, record(paper, who, attempt, 2, 1, 2)); // incorrect: −0.25 × 2
      await post(
        h,
        who,
        SAVE,
        record(paper, who, attempt, 3, 1, 3, { action: 2, answerId: 0, respOptionNo: 0 }),
      ); // marked, no answer
      const res = await post(h, who, SUBMIT, session(attempt));
      expect(res.status).toBe(200);
      expect(res.body.response).toEqual({
        attemptNo: 1,
        status: 'submitted',
        submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        reason: 'submitted',
      });
      const row = await attemptRow(h, attempt.attemptId);
      expect(row).toMatchObject({ status: 'submitted', submitReason: 'submitted', score: 1.5 });
      expect(row.result).toMatchObject({
        ...ONE_RIGHT_ONE_WRONG,
        reason: 'submitted',
        durationMs: HOUR,
        sections: [
          { name: 'Reasoning', correct: 1, incorrect: 1, score: 1.5, maxScore: 4 },
          { name: 'Maths', skipped: 1, score: 0, maxScore: 2 },
        ].map((s) => expect.objectContaining(s)),
      });
    });

    it('answers the same when submitted twice', async () => {
      const attempt = await start(h, who, paper.setId);
      const first = await post(h, who, SUBMIT, session(attempt));
      const second = await post(h, who, SUBMIT, session(attempt));
      expect(second.status).toBe(200);
      expect(second.body).toEqual(first.body);
    });

    it("says 'time-over' when the time ran out before the submit arrived", async () => {
      const attempt = await start(h, who, paper.setId);
      await setClock(h, attempt.attemptId, { timeLeftMs: 1_000, lastContactAgoMs: 3_000 });
      const res = await post(h, who, SUBMIT, session(attempt));
      expect(res.body.response.reason).toBe('time-over');
    });

    it('answers 404 for an attempt never started', async () => {
      const res = await post(h, who, SUBMIT, { setId: paper.setId, attemptNo: 1, sessionId: 'x' });
      expect(res.status).toBe(404);
    });
  });
});
