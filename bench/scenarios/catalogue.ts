import autocannon from 'autocannon';
import { fromAutocannon, type ScenarioGroup } from '../scenario.ts';

export const tenantHeaders = {
  'content-type': 'application/json',
  'x-org-token': 'demo-org',
  'x-institute-token': 'demo-institute',
};

/** What a browser says it accepts: the staff console's answers are measured as it receives them. */
export const browserAcceptEncoding = { 'accept-encoding': 'gzip, deflate, br' };

/** Browsing: the home page's exam page call, against the bare health route of the same server. */
export const catalogueScenarios: ScenarioGroup = {
  name: 'catalogue',
  scenarios: [
    {
      name: 'health (baseline)',
      baseline: true,
      run: async ({ url }) =>
        fromAutocannon(await autocannon({ url: `${url}/health`, connections: 100, duration: 8 })),
    },
    {
      name: 'exam page (home)',
      run: async ({ url }) =>
        fromAutocannon(
          await autocannon({
            url: `${url}/v2/api/cbt/exam/get/all/with/pagination`,
            method: 'POST',
            headers: tenantHeaders,
            body: JSON.stringify({ page: 0, size: 6 }),
            connections: 100,
            duration: 8,
          }),
        ),
    },
    {
      name: 'sets of an exam',
      run: async ({ url }) =>
        fromAutocannon(
          await autocannon({
            url: `${url}/v2/api/cbt/question/set/get/all/active/by/examId/1/setTypeId/0`,
            method: 'POST',
            headers: tenantHeaders,
            connections: 100,
            duration: 8,
          }),
        ),
    },
  ],
};
