import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (one worker less than the cores) is a single worker on a 2-core machine,
    // where half of an API test's time is spent waiting on PostgreSQL: two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The second reporter ends an API run with the databases each file ran on.
    reporters: ['default', './apps/server/test/database-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file builds its own app on its own databases and no test mocks a module, so the
          // files of a worker share one load of the server's modules (isolating them spent more
          // time importing than testing: 101 s of 263 s for the admin routes' 15 files).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web build's own plugins, in Node (the web project's setup needs a DOM).
        test: { name: 'web-build', include: ['apps/web/build/**/*.test.ts'], environment: 'node' },
      },
      'apps/web/vitest.config.{ts,mts}',
    ],
  },
});
