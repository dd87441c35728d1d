import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureLine, summarize } from '../test-summary.mjs';

const timings = [
  { name: 'format check', seconds: 12.34, status: 'ok' },
  { name: 'API tests on PostgreSQL', seconds: 0, status: 'skipped (api not affected)' },
  { name: 'e2e (Playwright, Chromium)', seconds: 300, status: 'ok' },
];

describe('the end of npm test', () => {
  it("tabulates each step's seconds and the total", () => {
    const text = summarize(timings, { failed: false, retriedFiles: [] });
    expect(text).toContain('format check                  12.3  ok');
    expect(text).toMatch(/API tests on PostgreSQL +— {2}skipped \(api not affected\)/);
    expect(text).toMatch(/total +312\.3 {2}passed/);
    expect(text).toContain('Tests that needed a retry: none.');
  });

  it('names what failed in each failed step, after the table', () => {
    const failed = [
      { name: 'format check', seconds: 12, status: 'ok' },
      {
        name: 'API tests on PostgreSQL',
        seconds: 351.9,
        status: 'FAILED (beside 1 other) busy 97 %',
        failures: ['FAIL  src/modules/interviews/__tests__/interviews.spec.ts > books a slot'],
      },
    ];
    const text = summarize(failed, { failed: true, retriedFiles: [] });
    expect(text).toMatch(/API tests on PostgreSQL +351\.9 {2}FAILED \(beside 1 other\) busy 97 %/);
    expect(text).toContain(
      'What failed in API tests on PostgreSQL:\n  FAIL  src/modules/interviews/__tests__/interviews.spec.ts > books a slot',
    );
    expect(text).not.toContain('What failed in format check');
  });

  it("picks the lines that name a failure from Vitest's, Playwright's and TypeScript's output", () => {
    expect(failureLine('\x1b[31m FAIL \x1b[39m src/a.spec.ts > a test')).toBe('FAIL  src/a.spec.ts > a test');
    expect(failureLine('   × refuses a stranger 1203ms')).toBe('× refuses a stranger 1203ms');
    expect(failureLine('  ✘   24 [seeker] › e2e/src/seeker/search.spec.ts:69:3 › on a phone (21.3s)')).toMatch(
      /^✘ {3}24/,
    );
    expect(failureLine('  1) [journeys] › e2e/src/journeys/company-chat.spec.ts:11:1 › a seeker writes')).toMatch(
      /^1\) \[/,
    );
    expect(failureLine("src/a.ts(3,7): error TS2322: Type 'string' is not assignable")).toContain('error TS2322');
    expect(failureLine(' ✓ src/a.spec.ts (3 tests) 12ms')).toBeUndefined();
    expect(
      failureLine('  ✓    2 [seeker] › e2e/src/seeker/applications.spec.ts:18:3 › applies (16.6s)'),
    ).toBeUndefined();
  });

  it('totals the wall time when steps ran side by side', () => {
    const beside = [
      { name: 'format check', seconds: 20, status: 'ok (beside 1 other)' },
      { name: 'translation catalogs', seconds: 25, status: 'ok (beside 1 other)' },
    ];
    const text = summarize(beside, { failed: false, retriedFiles: [], wallSeconds: 25.4 });
    expect(text).toMatch(/format check +20\.0 {2}ok \(beside 1 other\)/);
    expect(text).toMatch(/total +25\.4 {2}passed/);
  });

  it('lists every test the retry reporter recorded, loudly, from each configuration', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
    const flake = (title: string, project: string) => ({
      title,
      file: 'e2e/src/a.spec.ts',
      line: 7,
      project,
      error: 'Error: timed out',
    });
    writeFileSync(join(dir, 'e2e-retried.json'), JSON.stringify([flake('opens a chat', 'seeker')]));
    writeFileSync(join(dir, 'e2e-prod-retried.json'), JSON.stringify([flake('survives a restart', 'prod')]));
    const text = summarize(timings, {
      failed: true,
      retriedFiles: [join(dir, 'e2e-retried.json'), join(dir, 'e2e-prod-retried.json'), join(dir, 'missing.json')],
    });
    expect(text).toMatch(/total +312\.3 {2}FAILED/);
    expect(text).toContain('⚠⚠ Tests that needed a retry (2)');
    expect(text).toContain('[seeker] opens a chat (e2e/src/a.spec.ts:7)');
    expect(text).toContain('[prod] survives a restart (e2e/src/a.spec.ts:7)');
    expect(text).toContain('first try: Error: timed out');
  });
});
