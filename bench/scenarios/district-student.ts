import http from 'node:http';
import { panelRecord } from '../../e2e/panel-record.ts';
import { tenantHeaders } from './catalogue.ts';
import type { BenchStudent } from '../students.ts';
import type { Paper, PaperQuestion, StartedAttempt } from '../mock-test.ts';

/** How the simulated students behave; times are of the run (the exam is compressed into it). */
export interface DistrictPlan {
  setId: number;
  /** All students press Start within this long. */
  startSpreadMs: number;
  /** A save every min–max ms (DESIGN.md §8: 5–30 s of exam time, compressed). */
  saveEveryMs: [number, number];
  /**
   * Shares of students who reload half-way (a new Start: a new session), lose the network for a
   * while, submit, and leave (close the browser, never to return: the sweep closes the attempt).
   * The rest answer until the server says the time is over.
   */
  reloadShare: number;
  offlineShare: number;
  offlineMs: [number, number];
  submitShare: number;
  leaveShare: number;
  /**
   * The test centre's network: a bounded number of keep-alive connections per server that every
   * student's calls share (node:http). Unset: fetch, a connection per call in flight.
   */
  agent?: http.Agent;
  /** A reload fetches the paper again, as the panel's boot does beside the start. */
  paperOnReload?: boolean;
}

/** Where each request goes: one server, or round robin over several (a new one every request). */
export type Route = () => string;

/** What one student sent and had acknowledged, to be checked against the database. */
export interface StudentLog {
  studentId: number;
  /** Every save sent, by seq: its question and option (null: cleared). */
  sent: Map<number, { questionId: number; optionId: number | null }>;
  acknowledged: number[];
}

/** What the whole run saw. */
export interface Tally {
  acknowledged: number;
  saveLatencies: number[];
  startLatencies: number[];
  /** Start and paper of each student's first entry (the lobby's, where the window has one). */
  entryLatencies: number[];
  /** Refused connections, timeouts and 503s, each sent again as the exam panel's outbox does. */
  retries: number;
  /** Saves refused as the attempt was over: sent after the end (never acknowledged). */
  refusedAfterEnd: number;
  reloads: number;
  offline: number;
  submitted: number;
  errors: number;
  /** The first few errors, to say what went wrong. */
  samples: string[];
}

export const newTally = (): Tally => ({
  acknowledged: 0,
  saveLatencies: [],
  startLatencies: [],
  entryLatencies: [],
  retries: 0,
  refusedAfterEnd: 0,
  reloads: 0,
  offline: 0,
  submitted: 0,
  errors: 0,
  samples: [],
});

function fail(tally: Tally, text: string) {
  tally.errors += 1;
  if (tally.samples.length < 8) tally.samples.push(text);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([min, max]: [number, number]) => min + Math.random() * (max - min);

interface Answer {
  status: number;
  code?: string;
  response?: unknown;
  ms: number;
}

/** Give up on a call after this long without an answer other than "try again". */
const GIVE_UP_MS = 180_000;

/** One request through a keep-alive agent: its status and JSON body, or a thrown network error. */
function send(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
) {
  return new Promise<{ status: number; json: { response?: unknown; code?: string } }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        {
          agent,
          method: body === undefined ? 'GET' : 'POST',
          headers,
          signal: AbortSignal.timeout(30_000),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              resolve({
                status: response.statusCode ?? 0,
                json: JSON.parse(Buffer.concat(chunks).toString()) as {
                  response?: unknown;
                  code?: string;
                },
              });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    },
  );
}

/**
 * One call as the browser makes it, sent again — like the exam panel's outbox — after a refused
 * connection, a timeout or a 503 until it is answered. A 5xx other than 503 is an error (and sent
 * again too).
 */
async function call(
  route: Route,
  tally: Tally,
  token: string,
  path: string,
  body: unknown,
  agent: http.Agent | undefined,
): Promise<Answer> {
  const first = Date.now();
  const headers = { ...tenantHeaders, authorization: `Bearer ${token}` };
  const text = body === undefined ? undefined : JSON.stringify(body);
  for (let tries = 0; ; tries++) {
    const started = performance.now();
    try {
      let status: number;
      let json: { response?: unknown; code?: string };
      if (agent) ({ status, json } = await send(agent, `${route()}${path}`, headers, text));
      else {
        const res = await fetch(`${route()}${path}`, {
          method: text === undefined ? 'GET' : 'POST',
          headers,
          ...(text !== undefined && { body: text }),
          signal: AbortSignal.timeout(30_000),
        });
        status = res.status;
        json = (await res.json()) as { response?: unknown; code?: string };
      }
      const ms = performance.now() - started;
      if (status < 500) return { status, ms, response: json.response, code: json.code };
      if (status !== 503) fail(tally, `${path}: ${status} ${json.code ?? ''}`);
    } catch {
      // refused, reset or timed out: the server is down or restarting
    }
    tally.retries += 1;
    if (Date.now() - first > GIVE_UP_MS) {
      fail(tally, `${path}: no answer for ${GIVE_UP_MS / 1000} s`);
      return { status: 0, ms: 0 };
    }
    await pause(Math.min(2_000, 100 * (tries + 1)) * (0.5 + Math.random()));
  }
}

export interface Attempt extends StartedAttempt {
  lastSeq: number;
  timeLeftMs: number;
  /** Entered in a window's lobby: when the clock starts (epoch ms, the window's opening). */
  startsAt?: number;
}

/** A SPEC §3 response record as the exam panel sends it. */
export function record(
  student: BenchStudent,
  paper: Paper,
  attempt: StartedAttempt,
  question: PaperQuestion,
  option: PaperQuestion['options'][number] | undefined,
  seq: number,
  timeLeftMs: number,
) {
  return {
    ...panelRecord({
      student,
      examId: paper.exam.examId,
      setId: question.setId,
      attempt,
      question,
      option,
      seq,
      timeLeftMs: Math.max(0, Math.round(timeLeftMs)),
    }),
    answerKeyId: 0,
    answered: option ? 1 : 0,
    unanswered: option ? 0 : 1,
  };
}

/**
 * One student from Start to the end: fetches the paper, saves at random moments through an outbox
 * (sent in order, each until acknowledged), maybe reloads (a new Start takes the attempt over with
 * a new session; saves continue after the stored seq), maybe loses the network for a while (saves
 * queue and go out on return), and submits — or leaves the attempt to time out (the server's sweep
 * closes it).
 */
export async function simulateStudent(
  student: BenchStudent,
  plan: DistrictPlan,
  route: Route,
  tally: Tally,
): Promise<StudentLog> {
  const log: StudentLog = {
    studentId: student.studentId,
    sent: new Map(),
    acknowledged: [],
  };
  const post = (path: string, body?: unknown) =>
    call(route, tally, student.token, path, body, plan.agent);
  const paperPath = `/v2/api/cbt/question/get/all/by/setId/${plan.setId}`;
  await pause(Math.random() * plan.startSpreadMs);

  const enteredAt = Date.now();
  const start = await post('/v2/api/cbt/student/attempt/start', { setId: plan.setId });
  if (start.status !== 200) {
    fail(tally, `start: ${start.status} ${start.code ?? ''}`);
    return log;
  }
  tally.startLatencies.push(Date.now() - enteredAt);
  let attempt = start.response as Attempt;
  const paperAnswer = await post(paperPath);
  if (paperAnswer.status !== 200) {
    fail(tally, `paper: ${paperAnswer.status}`);
    return log;
  }
  tally.entryLatencies.push(Date.now() - enteredAt);
  const paper = paperAnswer.response as Paper;
  // Entered in the lobby: nothing can be answered before the opening, when every clock starts on
  // the server by itself (decision 060). The panel waits for it without a request.
  const startedAt = Math.max(enteredAt, attempt.startsAt ?? 0);
  // A little after it: a timer may fire a millisecond early, and a save then would be refused.
  if (startedAt > Date.now()) await pause(startedAt - Date.now() + 100);
  // The attempt cannot end before this: its clock started after the request was sent.
  const endNoSooner = startedAt + attempt.timeLeftMs;

  const duration = attempt.timeLeftMs;
  const kind = Math.random();
  const submits = kind < plan.submitShare;
  const leaves = !submits && kind < plan.submitShare + plan.leaveShare;
  const finishAt =
    submits || leaves ? startedAt + duration * (0.4 + 0.55 * Math.random()) : Infinity;
  let reloadAt =
    Math.random() < plan.reloadShare
      ? startedAt + duration * (0.2 + 0.4 * Math.random())
      : Infinity;
  const offlineFrom =
    Math.random() < plan.offlineShare
      ? startedAt + duration * (0.1 + 0.6 * Math.random())
      : Infinity;
  const offlineUntil = offlineFrom + between(plan.offlineMs);
  if (offlineFrom < Infinity) tally.offline += 1;

  let seq = attempt.lastSeq;
  let closed = false;
  const outbox: ReturnType<typeof record>[] = [];

  /** Sends the outbox in order; false once the attempt is closed. */
  const flush = async () => {
    while (outbox.length > 0 && !closed) {
      const save = outbox[0] as ReturnType<typeof record>;
      const answer = await post('/v2/api/cbt/student/save/response', save);
      if (answer.status === 200) {
        tally.acknowledged += 1;
        tally.saveLatencies.push(answer.ms);
        log.acknowledged.push(save.seq);
      } else if (answer.status === 410 && answer.code === 'ATTEMPT_CLOSED') {
        closed = true;
        tally.refusedAfterEnd += outbox.length;
        // Closed before its time could be over, and not by this student's submit: a defect.
        if (Date.now() < endNoSooner - 250) fail(tally, 'save: closed before the end');
      } else if (answer.status === 0) {
        // No answer for minutes (counted as an error): this student stops, as a person would.
        closed = true;
      } else fail(tally, `save: ${answer.status} ${answer.code ?? ''}`);
      outbox.shift();
    }
  };

  while (!closed) {
    await pause(between(plan.saveEveryMs));
    const now = Date.now();
    if (now >= finishAt) break;
    const online = now < offlineFrom || now >= offlineUntil;
    if (now >= reloadAt && online && outbox.length === 0) {
      reloadAt = Infinity;
      tally.reloads += 1;
      // As the exam panel does on a reload: its own attempt, so one closed meanwhile (a reload
      // delayed past the end by a slow network) is a 410, never a new attempt.
      const again = await post('/v2/api/cbt/student/attempt/start', {
        setId: plan.setId,
        attemptNo: attempt.attemptNo,
      });
      if (again.status === 410 || again.status === 0) break;
      if (again.status !== 200) {
        fail(tally, `reload: ${again.status} ${again.code ?? ''}`);
        break;
      }
      attempt = again.response as Attempt;
      if (plan.paperOnReload) {
        const reloaded = await post(paperPath);
        if (reloaded.status !== 200) fail(tally, `paper on reload: ${reloaded.status}`);
      }
      // The stored seq covers every acknowledged save; anything less would be a lost answer.
      if (attempt.lastSeq < Math.max(0, ...log.acknowledged)) fail(tally, 'reload: lastSeq behind');
      seq = Math.max(seq, attempt.lastSeq);
    }
    const question = paper.questions[Math.floor(Math.random() * paper.questions.length)];
    if (!question) break;
    // One answer in ten is cleared (no option).
    const option =
      Math.random() < 0.1
        ? undefined
        : question.options[Math.floor(Math.random() * question.options.length)];
    seq += 1;
    log.sent.set(seq, { questionId: question.questionId, optionId: option?.optionId ?? null });
    outbox.push(record(student, paper, attempt, question, option, seq, endNoSooner - now));
    if (online) await flush();
  }
  // Back online (if it was not), what is queued goes out.
  const backAt = offlineUntil - Date.now();
  if (backAt > 0 && offlineFrom <= Date.now()) await pause(backAt);
  await flush();
  if (submits && !closed) {
    const done = await post('/v2/api/cbt/student/submit', {
      setId: plan.setId,
      attemptNo: attempt.attemptNo,
      sessionId: attempt.sessionId,
    });
    // 410: already closed — its time was over, or a submit committed before a crash was sent again.
    if (done.status === 200) tally.submitted += 1;
    else if (done.status !== 410) fail(tally, `submit: ${done.status} ${done.code ?? ''}`);
  }
  return log;
}
