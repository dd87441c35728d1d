import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Flakes fail loudly: lists every test that passed only on a retry (Playwright's "flaky"), at the
 * end of the run and in `file` (JSON: [{ title, file, line, project, error }]), which
 * tools/test.mjs reads to print them again at the very end of `npm test`. CI retries once, so a
 * flake does not fail the run, but it is named every time rather than hidden.
 */
export default class RetryReporter implements Reporter {
  private readonly retried = new Map<TestCase, string>();

  constructor(private readonly options: { file: string }) {}

  onTestEnd(test: TestCase, result: TestResult): void {
    // The first failure's message: what the retry hid.
    if (result.retry === 0 && result.status !== 'passed' && result.status !== 'skipped') {
      this.retried.set(test, (result.error?.message ?? result.status).split('\n')[0] ?? '');
    }
  }

  onEnd(_result: FullResult): void {
    const flaky = [...this.retried].filter(([test]) => test.outcome() === 'flaky');
    const list = flaky.map(([test, error]) => ({
      title: test.titlePath().filter(Boolean).join(' › '),
      file: relative(process.cwd(), test.location.file),
      line: test.location.line,
      project: test.parent.project()?.name ?? '',
      error,
    }));
    mkdirSync(dirname(this.options.file), { recursive: true });
    writeFileSync(this.options.file, JSON.stringify(list, null, 2));
    if (list.length === 0) return;
    console.log(`\n⚠ Tests that needed a retry (${list.length}): each is a flake to fix`);
    for (const test of list)
      console.log(`  - ${test.title} (${test.file}:${test.line})\n      first try: ${test.error}`);
  }
}
