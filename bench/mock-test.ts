import autocannon from 'autocannon';
import { fromAutocannon, type BenchContext, type Scenario } from './scenario.ts';
import { api, demoSetId, type BenchStudent } from './students.ts';

/** The demo's 100-question mock test that the result, save and statistics scenarios load. */
export const MOCK_TEST = 'SSC CGL Tier 1 Mock Test 1';

export interface PaperQuestion {
  questionId: number;
  questionNo: number;
  setId: number;
  sectionId: number;
  groupId: number;
  options: { optionId: number; optionNo: number }[];
}
export interface Paper {
  exam: { examId: number };
  questions: PaperQuestion[];
}
export interface StartedAttempt {
  attemptNo: number;
  sessionId: string;
}

/** The mock's set id and its paper, as a student's exam panel fetches it. */
export async function mockTestPaper(url: string, token: string | undefined) {
  const setId = await demoSetId(url, MOCK_TEST);
  const paper = await api<Paper>(
    url,
    `/v2/api/cbt/question/get/all/by/setId/${setId}`,
    undefined,
    token,
  );
  return { setId, paper };
}

export const startAttempt = (url: string, setId: number, student: BenchStudent) =>
  api<StartedAttempt>(url, '/v2/api/cbt/student/attempt/start', { setId }, student.token);

export const submitAttempt = (
  url: string,
  setId: number,
  attempt: StartedAttempt,
  student: BenchStudent,
) => api(url, '/v2/api/cbt/student/submit', { setId, ...attempt }, student.token);

/** The bare health route of the same server, the figure a group's next rows are compared with. */
export const healthBaseline = (connections: number): Scenario => ({
  name: `health (baseline), ${connections} conns`,
  baseline: true,
  databases: ['postgres'],
  run: async ({ url }) =>
    fromAutocannon(await autocannon({ url: `${url}/health`, connections, duration: 5 })),
});

/** A seed run once per server (its url), however many of a group's rows use it. */
export function oncePerServer<T>(seed: (context: BenchContext) => Promise<T>) {
  const seeded = new Map<string, Promise<T>>();
  return (context: BenchContext) => {
    const hit = seeded.get(context.url) ?? seed(context);
    seeded.set(context.url, hit);
    return hit;
  };
}
