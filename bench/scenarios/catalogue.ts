import autocannon from 'autocannon';
import type { Scenario } from '../scenario.ts';

const headers = { 'content-type': 'application/json', 'x-org-token': 'demo-org', 'x-institute-token': 'demo-institute' };

/** Browsing: the home page's exam page call, against the bare health route of the same server. */
export const catalogueScenarios: Scenario[] = [
  {
    name: 'health (baseline)',
    baseline: true,
    run: (url) => autocannon({ url: `${url}/health`, connections: 100, duration: 8 }),
  },
  {
    name: 'exam page (home)',
    run: (url) =>
      autocannon({
        url: `${url}/v2/api/cbt/exam/get/all/with/pagination`,
        method: 'POST',
        headers,
        body: JSON.stringify({ page: 0, size: 6 }),
        connections: 100,
        duration: 8,
      }),
  },
  {
    name: 'sets of an exam',
    run: (url) =>
      autocannon({
        url: `${url}/v2/api/cbt/question/set/get/all/active/by/examId/1/setTypeId/0`,
        method: 'POST',
        headers,
        connections: 100,
        duration: 8,
      }),
  },
];
