import { mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { desktopConfig, navigation, type Flags, type Config } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startServer } from './server.ts';
import { api } from './students.ts';
import { tenantHeaders } from './scenarios/catalogue.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium.ts';

/**
 * DESIGN.md §8 / issue 10: Lighthouse on home, the set list, the exam panel and the result page, as
 * a phone (the default: Moto G class, slow 4G) and as a desktop, against the production build.
 * Budgets: accessibility, best practices and SEO 100; mobile performance >= 90; CLS < 0.1.
 */
/**
 * LIGHTHOUSE_REPORTS=<folder>: also write each full report (JSON, readable in the Lighthouse viewer)
 * there, to read the LCP element, its phases and the request chains behind a score.
 * LIGHTHOUSE_DEVICES=mobile (or desktop): only that device, for quicker before/after runs.
 * LIGHTHOUSE_PAGES="exam panel" (comma-separated names): only those pages.
 */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const DEVICES = (['mobile', 'desktop'] as const).filter(
  (device) => !process.env.LIGHTHOUSE_DEVICES || process.env.LIGHTHOUSE_DEVICES.includes(device),
);
const MOCK_TEST = 'SSC CGL Tier 1 Mock Test 1';
const REPORT_SET = 'IBPS PO Prelims Mock Test 1';

export interface LighthouseRow {
  page: string;
  device: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  'best practices': number;
  seo: number;
  CLS: number;
  'LCP ms': number;
  /** The main thread's long tasks beyond 50 ms: what a slower or busier host adds to first. */
  'TBT ms': number;
  /**
   * Lighthouse's measure of the host's CPU (`benchmarkIndex`) at the time: the 4× slowdown of the
   * phone is applied to it, so a host that is busy or slow this minute scores the same page lower.
   */
  host: number;
  met: 'yes' | 'no';
  /** The audits that cost points, for the reader to act on. */
  failing: string;
}

interface Student {
  token: string;
  details: { studentId: number; orgId: number; instituteId: number; name: string };
}

interface FoundSet {
  setName: string;
  examSetId: number;
  examId: number;
}

async function findSet(url: string, name: string): Promise<FoundSet> {
  const found = await api<{ sets: FoundSet[] }>(
    url,
    `/v2/api/cbt/search?q=${encodeURIComponent(name)}`,
  );
  const set = found.sets.find((s) => s.setName === name);
  if (!set) throw new Error(`no demo set named ${name}`);
  return set;
}

/** A new student with an open attempt on one set (the panel) and a submitted one on another. */
export async function prepareStudent(url: string) {
  const username = `lighthouse.${Date.now()}@bench.test`;
  const password = 'Bench1234';
  await api(url, '/v2/api/cbt/student/save', { name: 'Kavya Sharma', username, password });
  const res = await fetch(`${url}/v2/api/cbt/student/authenticate`, {
    method: 'POST',
    headers: tenantHeaders,
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token: string; response: Student['details'] };
  const student: Student = { token: body.token, details: body.response };
  const reportSet = await findSet(url, REPORT_SET);
  const attempt = await api<{ attemptNo: number; sessionId: string }>(
    url,
    '/v2/api/cbt/student/attempt/start',
    { setId: reportSet.examSetId },
    student.token,
  );
  await api(
    url,
    '/v2/api/cbt/student/submit',
    { setId: reportSet.examSetId, ...attempt },
    student.token,
  );
  return { student, panelSet: await findSet(url, MOCK_TEST), reportSet };
}

/** A cold visit each time: no HTTP cache, no service worker or its caches; the login stays. */
async function coldStart(page: Page, origin: string) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.detach();
}

/** What the first offending item of an audit is: a selector or a message. */
function firstItem(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const item = items[0];
  if (!item) return '';
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  const text = node?.selector ?? (item.description as string | undefined) ?? JSON.stringify(item);
  return text.slice(0, 120);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(port: number): Promise<LighthouseRow[]> {
  // Always the current sources: a web build left from an earlier start would be measured instead.
  const build = spawnSync('npm', ['run', 'build', '-w', '@exam/web'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the web app failed');
  const server = await startServer('pglite', port);
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows: LighthouseRow[] = [];
  try {
    const { student, panelSet, reportSet } = await prepareStudent(server.url);
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.evaluate((s) => {
      localStorage.setItem('studToken', s.token);
      localStorage.setItem('Authorization', s.token);
      localStorage.setItem('studentDetails', JSON.stringify(s.details));
      localStorage.setItem('lang', 'en');
    }, student);

    const pages: {
      name: string;
      requestor: string | (() => Promise<void>);
      prepare?: () => Promise<void>;
    }[] = [
      { name: 'home', requestor: `${server.url}/` },
      { name: 'set list', requestor: `${server.url}/set?examId=${panelSet.examId}` },
      {
        name: 'exam panel',
        // The panel is entered with the CBT flow's navigation state (SPEC §2): a reload keeps it.
        prepare: async () => {
          // Without a service worker, and quiet, so that no request of this page is cut by the
          // cold start below.
          await coldStart(page, server.url);
          await page.goto(`${server.url}/`, { waitUntil: 'networkidle0' });
          await page.evaluate(
            (state) => history.replaceState({ usr: state, key: 'lh', idx: 0 }, '', '/exampanel'),
            { setData: panelSet, studentData: student.details, language: { langId: 1 } },
          );
        },
        requestor: async () => {
          await page.reload();
        },
      },
      {
        name: 'result',
        requestor: `${server.url}/submitexam?setId=${reportSet.examSetId}&attemptNo=1`,
      },
    ];
    if (REPORTS) mkdirSync(REPORTS, { recursive: true });
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    for (const device of DEVICES) {
      const config: Config | undefined = device === 'desktop' ? desktopConfig : undefined;
      for (const target of pages.filter((p) => !only || only.includes(p.name))) {
        await target.prepare?.();
        await coldStart(page, server.url);
        const flags: Flags = { disableStorageReset: true, skipAboutBlank: true, logLevel: 'error' };
        const result = await navigation(page, target.requestor, { config, flags });
        if (!result) throw new Error(`Lighthouse gave no result for ${target.name}`);
        if (REPORTS) {
          const file = `${target.name.replace(/ /g, '-')}-${device}.json`;
          writeFileSync(`${REPORTS}/${file}`, JSON.stringify(result.lhr));
        }
        const { categories, audits } = result.lhr;
        const cls = audits['cumulative-layout-shift']?.numericValue ?? 0;
        const row = {
          page: target.name,
          device,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          'best practices': score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          CLS: Math.round(cls * 1000) / 1000,
          'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          host: Math.round(result.lhr.environment.benchmarkIndex),
        };
        const held =
          row.accessibility === 100 &&
          row['best practices'] === 100 &&
          row.seo === 100 &&
          row.CLS < 0.1 &&
          (device === 'desktop' || row.performance >= 90);
        const failing = ['accessibility', 'best-practices', 'seo']
          .flatMap((id) => categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${firstItem(audits[ref.id]?.details)})`);
        rows.push({ ...row, met: held ? 'yes' : 'no', failing: failing.join(' ') });
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return rows;
}
