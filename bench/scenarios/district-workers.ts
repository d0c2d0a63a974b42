import autocannon from 'autocannon';
import { enrolStudents, loginAll } from '../enrol.ts';
import { runLoad } from '../load.ts';
import {
  fromAutocannon,
  type BenchContext,
  type Measurement,
  type ScenarioGroup,
} from '../scenario.ts';
import { freePort, startServer, type BenchServer } from '../server.ts';
import { MOCK_TEST, mockTestPaper, startAttempt } from '../mock-test.ts';
import { demoSetId } from '../students.ts';
import { tenantHeaders } from './catalogue.ts';
import { record } from './district-student.ts';

/**
 * WORKERS (node:cluster): the paper and the answer saves served by one process and by two on the
 * same 2-core machine, in the same run — what a second process buys when the load generator
 * shares the cores. Each row has a server and a database of its own.
 */
const PAPER_CONNECTIONS = 2_000;
const SAVE_CONNECTIONS = 200;
const DURATION_S = 6;

async function withServer<T>(
  context: BenchContext,
  workers: number,
  use: (server: BenchServer) => Promise<T>,
) {
  const server = await startServer('postgres', await freePort(), context.databaseUrl, {
    env: { WORKERS: String(workers) },
  });
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** DESIGN.md §8's exam start: the 100-question paper, gzip, 2,000 connections at once. */
const paper = (context: BenchContext, workers: number) =>
  withServer(context, workers, async ({ url }): Promise<Measurement> => {
    const [student] = await loginAll(url, await enrolStudents(url, 1, `workers-${workers}`));
    const setId = await demoSetId(url, MOCK_TEST);
    const { measurement, generator } = await runLoad({
      url: `${url}/v2/api/cbt/question/get/all/by/setId/${setId}`,
      headers: {
        ...tenantHeaders,
        'accept-encoding': 'gzip',
        authorization: `Bearer ${student?.token ?? ''}`,
      },
      connections: PAPER_CONNECTIONS,
      durationS: DURATION_S,
    });
    return { ...measurement, note: `WORKERS=${workers} paper: load by ${generator}` };
  });

/** DESIGN.md §8's answer saves: 200 students, one per connection, each save its next seq. */
const saves = (context: BenchContext, workers: number) =>
  withServer(context, workers, async ({ url }): Promise<Measurement> => {
    const students = await loginAll(
      url,
      await enrolStudents(url, SAVE_CONNECTIONS, `workers-${workers}`),
    );
    const { setId, paper: exam } = await mockTestPaper(url, students[0]?.token);
    const examinees = await Promise.all(
      students.map(async (student) => ({
        student,
        attempt: await startAttempt(url, setId, student),
        seq: 0,
      })),
    );
    const next = (examinee: (typeof examinees)[number]) => {
      examinee.seq += 1;
      const question = exam.questions[examinee.seq % exam.questions.length];
      if (!question) throw new Error('the paper has no questions');
      const option = question.options[examinee.seq % question.options.length];
      const body = record(
        examinee.student,
        exam,
        examinee.attempt,
        question,
        option,
        examinee.seq,
        0,
      );
      return JSON.stringify(body);
    };
    let connection = 0;
    const result = await autocannon({
      url: `${url}/v2/api/cbt/student/save/response`,
      method: 'POST',
      connections: SAVE_CONNECTIONS,
      duration: DURATION_S,
      setupClient(client) {
        const examinee = examinees[connection++ % examinees.length];
        if (!examinee) return;
        client.setHeaders({ ...tenantHeaders, authorization: `Bearer ${examinee.student.token}` });
        client.setBody(next(examinee));
        client.on('response', () => client.setBody(next(examinee)));
      },
    });
    return fromAutocannon(result);
  });

export const workerScenarios: ScenarioGroup = {
  name: 'workers',
  scenarios: [
    {
      name: `WORKERS=1: paper, 100 q, gzip, ${PAPER_CONNECTIONS.toLocaleString('en')} conns (baseline)`,
      baseline: true,
      databases: ['postgres'],
      run: (context) => paper(context, 1),
    },
    {
      name: `WORKERS=2: paper, 100 q, gzip, ${PAPER_CONNECTIONS.toLocaleString('en')} conns`,
      databases: ['postgres'],
      run: (context) => paper(context, 2),
    },
    {
      name: `WORKERS=1: answer save, ${SAVE_CONNECTIONS} students (baseline)`,
      baseline: true,
      databases: ['postgres'],
      run: (context) => saves(context, 1),
    },
    {
      name: `WORKERS=2: answer save, ${SAVE_CONNECTIONS} students`,
      databases: ['postgres'],
      run: (context) => saves(context, 2),
    },
  ],
};
