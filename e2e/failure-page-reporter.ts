import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_LINES = 45;

/** The error context's YAML block: the page as its accessibility tree. */
const pageSnapshotOf = (errorContext: string) =>
  /```yaml\n([\s\S]*?)```/.exec(errorContext)?.[1] ?? '(no page snapshot)';

/**
 * Prints, after the summary, what the page showed when a test failed (Playwright's error context:
 * its accessibility snapshot). CI keeps only the end of the output and none of test-results/, so a
 * failure that happens only there can still be read: a page stuck loading, an error, a login form.
 */
export default class FailurePageReporter implements Reporter {
  private readonly failures: { title: string; attempt: number; page: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    let page = '(no page snapshot)';
    try {
      if (context?.path) page = pageSnapshotOf(readFileSync(context.path, 'utf8'));
    } catch {
      // The snapshot is a help, never a reason for the run to fail.
    }
    this.failures.push({ title: test.title, attempt: result.retry + 1, page });
  }

  onEnd() {
    for (const { title, attempt, page } of this.failures) {
      const lines = page.split('\n').filter((line) => line.trim() !== '');
      const shown = lines.slice(0, MAX_LINES);
      if (lines.length > shown.length) shown.push(`… ${lines.length - shown.length} more lines`);
      console.log(`\nWhat the page showed when “${title}” failed (attempt ${attempt}):`);
      console.log(shown.map((line) => `  ${line}`).join('\n'));
    }
  }

  printsToStdio() {
    return false;
  }
}
