// The end of `npm test` (tools/test.mjs): the table of each step's seconds, and the Playwright tests
// that passed only on their retry, read from what e2e/src/support/retry-reporter.ts wrote.
import { existsSync, readFileSync } from 'node:fs';

/**
 * What names a failure in a step's output: Vitest's failed files and tests (`FAIL`, `×`), Playwright's
 * (`✘`, and the numbered headers of its failure list), TypeScript's errors. tools/test.mjs keeps them
 * per step, so that the end of the run names them: a CI log is often read from its end, where a step
 * beside another one (its lines mixed with the other's) left no trace of which test failed.
 */
const FAILURE_LINE = /^\s*(FAIL|×|✘)\s|^\s+\d+\) \[|error TS\d+/;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes, to be dropped
const ANSI = /\x1b\[[0-9;]*m/g;

/** The line without its colours, trimmed, when it names a failure; else undefined. */
export const failureLine = (line) => {
  const plain = line.replace(ANSI, '');
  return FAILURE_LINE.test(plain) ? plain.trim() : undefined;
};

/**
 * @param {{ name: string; seconds: number; status: string; failures?: string[] }[]} timings the steps in
 *   order; `failures`: the lines of a failed step's output that named what failed
 * @param {{ failed: boolean; retriedFiles: string[]; heading?: string; wallSeconds?: number }} options
 *   wallSeconds: the run's own time, the total when steps ran side by side (their sum would count twice)
 * @returns {string} the lines to print
 */
export const summarize = (timings, { failed, retriedFiles, heading = 'Step seconds:', wallSeconds }) => {
  const width = Math.max('total'.length, ...timings.map(({ name }) => name.length));
  const lines = ['', heading];
  for (const { name, seconds, status } of timings) {
    const figure = status.startsWith('skipped') ? '—'.padStart(7) : seconds.toFixed(1).padStart(7);
    lines.push(`  ${name.padEnd(width)} ${figure}  ${status}`);
  }
  const total = wallSeconds ?? timings.reduce((sum, { seconds }) => sum + seconds, 0);
  lines.push(`  ${'total'.padEnd(width)} ${total.toFixed(1).padStart(7)}  ${failed ? 'FAILED' : 'passed'}`);

  for (const { name, failures = [] } of timings.filter(({ failures }) => failures?.length)) {
    lines.push('', `What failed in ${name}:`, ...failures.map((line) => `  ${line}`));
  }

  const retried = retriedFiles
    .filter((file) => existsSync(file))
    .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')));
  lines.push('');
  if (retried.length === 0) {
    lines.push('Tests that needed a retry: none.');
  } else {
    lines.push(`⚠⚠ Tests that needed a retry (${retried.length}): flakes to fix, each one`);
    for (const test of retried) {
      lines.push(`  - [${test.project}] ${test.title} (${test.file}:${test.line})`, `      first try: ${test.error}`);
    }
  }
  return lines.join('\n');
};
