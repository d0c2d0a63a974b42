import { defineConfig, devices } from '@playwright/test';
import { serverNodeFlags } from './apps/server/scripts/node-flags.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './e2e/chromium';
import { e2ePort, mailDir } from './e2e/mail-dir';

const port = e2ePort();
const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server sends its e-mail to e2e/mail-sink.ts, which files each mail in MAIL_DIR. */
const smtpPort = port + 25;
const MAIL_DIR = mailDir(port);

/** Real Chromium (Debian's /usr/bin/chromium) against the production build (`npm run build`: web app and compiled server) on a fresh PGlite database. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous, and one figure for every test: the 2-core machines that run these are sometimes two or
  // three times slower than a quiet one (a CI run took 30 minutes where a quiet machine takes 13),
  // and a passing test waits no longer for it. A step still waits at most `expect`.
  timeout: 360_000,
  expect: { timeout: 20_000 },
  // The second prints the page of each failure after the summary, where CI's log can show it.
  reporter: [['list'], ['./e2e/failure-page-reporter.ts']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/mail-sink.ts',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SMTP_PORT: String(smtpPort), MAIL_DIR },
    },
    {
      command: ['node', ...serverNodeFlags, 'apps/server/dist/server.mjs'].join(' '),
      url: `${baseURL}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // POST /v2/api/test/clock: the tests move an attempt's clock instead of sleeping.
        TEST_CLOCK: '1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
