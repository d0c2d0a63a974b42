import { expect, type APIRequestContext } from '@playwright/test';
import type { TPaper, TPaperQuestion } from '@exam/contracts/papers/entities';
import { panelRecord } from './panel-record.ts';
import { studentCall, TENANT, type E2eStudent } from './support.ts';

// ---- an exam sat through the API (the exam panel's own calls), for the pages that read results ----

type Option = TPaperQuestion['options'][number];

export interface SittingOptions {
  /** The option chosen for a question (its index in the paper), or undefined to skip it. */
  choose: (question: TPaperQuestion, index: number) => Option | undefined;
  /** The panel's own time left at the save of `seq` (1, 2, …); the server keeps its own. */
  timeLeftMs?: (seq: number) => number;
  /** Saves only the first `count` questions (the others stay not visited); all by default. */
  count?: number;
  /** Runs before each save: time between answers, where the time per question matters. */
  beforeSave?: (question: TPaperQuestion) => Promise<void>;
}

/** A set's paper as the student's paper call sends it. */
export async function paperOf(request: APIRequestContext, student: E2eStudent, setId: number) {
  const res = await request.get(`/v2/api/cbt/question/get/all/by/setId/${setId}`, {
    headers: { ...TENANT, Authorization: `Bearer ${student.token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { response: TPaper }).response;
}

/** Starts an attempt of the set, saves one answer per question as the panel does, and submits. */
export async function sitThroughApi(
  request: APIRequestContext,
  student: E2eStudent,
  setId: number,
  { choose, timeLeftMs = () => 3_540_000, count, beforeSave }: SittingOptions,
) {
  const paper = await paperOf(request, student, setId);
  const started = await studentCall(request, student, '/v2/api/cbt/student/attempt/start', {
    setId,
  });
  expect(started.status).toBe(200);
  const attempt = started.body.response as { attemptNo: number; sessionId: string };
  for (const [index, question] of paper.questions.slice(0, count).entries()) {
    const option = choose(question, index);
    const seq = index + 1;
    await beforeSave?.(question);
    const saved = await studentCall(
      request,
      student,
      '/v2/api/cbt/student/save/response',
      panelRecord({
        student: student.details,
        examId: paper.exam.examId,
        setId,
        attempt,
        question,
        option,
        seq,
        timeLeftMs: timeLeftMs(seq),
      }),
    );
    expect(saved.status).toBe(200);
  }
  const submitted = await studentCall(request, student, '/v2/api/cbt/student/submit', {
    setId,
    attemptNo: attempt.attemptNo,
    sessionId: attempt.sessionId,
  });
  expect(submitted.status).toBe(200);
  return { paper, attemptNo: attempt.attemptNo };
}
