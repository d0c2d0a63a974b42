import type { Reporter, TestModule, TestProject } from 'vitest/node';
import { redacted } from './global-setup.ts';

type Kind = 'pglite' | 'postgres';
const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/**
 * Ends an API run with the databases each test file ran on, so a log shows at a glance whether the
 * PostgreSQL half ran. It reads the [pglite] / [postgres] suffix of the harness's suite titles.
 */
export default class DatabaseReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const api = modules.filter((module) => module.project.name === 'api');
    const project = api[0]?.project;
    if (!project) return;
    const groups = new Map<string, number>();
    const missedPostgres: string[] = [];
    for (const module of api) {
      const { ran, skipped } = databasesOf(module);
      const key = ran.size > 0 ? [...ran].sort().join('+') : skipped.size > 0 ? 'skipped' : 'none';
      groups.set(key, (groups.get(key) ?? 0) + 1);
      if (skipped.has('postgres')) missedPostgres.push(module.moduleId);
    }
    console.log(`\n${summary(groups, project)}`);
    if (missedPostgres.length > 0)
      console.warn(
        `api: ${missedPostgres.length} of ${api.length} files did NOT run their PostgreSQL suites`,
      );
  }
}

function databasesOf(module: TestModule) {
  const ran = new Set<Kind>();
  const skipped = new Set<Kind>();
  for (const suite of module.children.allSuites()) {
    const kind = /\[(pglite|postgres)\]$/.exec(suite.name)?.[1] as Kind | undefined;
    if (!kind) continue;
    const tests = [...suite.children.allTests()];
    const anyRan = tests.some((test) => test.result().state !== 'skipped');
    (anyRan ? ran : skipped).add(kind);
  }
  return { ran, skipped };
}

function summary(groups: Map<string, number>, project: TestProject) {
  const url = project.getProvidedContext().pgAdminUrl;
  const where = (key: string) => {
    if (key === 'none') return 'without a database';
    if (key === 'skipped') return 'SKIPPED (PostgreSQL only)';
    const names = key.split('+').map((kind) => LABEL[kind as Kind]);
    return `on ${names.join(' and ')}${names.length === 1 ? ' only' : ''}`;
  };
  const order = ['pglite+postgres', 'postgres', 'pglite', 'none', 'skipped'];
  const parts = [...groups]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([key, count]) => `${count} file${count === 1 ? '' : 's'} ${where(key)}`);
  const postgres = url
    ? `PostgreSQL at ${redacted(url)}`
    : 'PostgreSQL NOT USED (TEST_PGLITE_ONLY=1)';
  return `api databases (${postgres}): ${parts.join('; ')}`;
}
