import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findings, fromAudit, installedPackages, type AdvisoryList } from '../deps-check.mjs';

const ROOT = join(__dirname, '..', '..');
const list: AdvisoryList = {
  advisories: [
    { id: 'GHSA-aaaa', package: 'ws', range: '>=8.0.0 <8.17.1', fixed: '8.17.1', severity: 'high', title: 'ws DoS' },
    { id: 'GHSA-bbbb', package: 'left-pad', range: '<2.0.0', fixed: '2.0.0', severity: 'low', title: 'pad' },
  ],
  accepted: [{ id: 'GHSA-bbbb', path: 'node_modules/x/node_modules/left-pad', reason: 'test' }],
};
const lock = {
  packages: {
    '': { name: 'root' },
    'node_modules/ws': { version: '8.16.0' },
    'node_modules/a/node_modules/ws': { version: '8.17.1' },
    'node_modules/x/node_modules/left-pad': { version: '1.3.0', dev: true },
    'node_modules/linked': { link: true, resolved: 'libs/linked' },
  },
};

describe('offline dependency check (issue 31)', () => {
  it('finds every installed copy inside an advisory range, transitive ones too, and marks accepted ones', () => {
    const found = findings(lock, list);
    expect(found.map((f) => [f.id, f.path, f.accepted])).toEqual([
      ['GHSA-aaaa', 'node_modules/ws', false],
      ['GHSA-bbbb', 'node_modules/x/node_modules/left-pad', true],
    ]);
    expect(installedPackages(lock)).toHaveLength(3);
  });

  it('reads npm audit --json findings into advisories', () => {
    const audit = {
      vulnerabilities: {
        ws: {
          via: [
            {
              name: 'ws',
              url: 'https://github.com/advisories/GHSA-3h5v-q93c-6h6q',
              range: '<8.17.1',
              severity: 'high',
              title: 'DoS',
            },
            'other',
          ],
        },
      },
    };
    expect(fromAudit(audit)).toEqual([
      { id: 'GHSA-3h5v-q93c-6h6q', package: 'ws', range: '<8.17.1', fixed: null, severity: 'high', title: 'DoS' },
    ]);
  });

  it('passes on the project lockfile with the vendored list (nothing unaccepted at moderate or above)', () => {
    const project = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
    const vendored = JSON.parse(readFileSync(join(ROOT, 'tools', 'deps', 'advisories.json'), 'utf8'));
    const failing = findings(project, vendored).filter((f) => !f.accepted && f.severity !== 'low');
    expect(failing).toEqual([]);
  });
});
