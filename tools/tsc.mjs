#!/usr/bin/env node
// The typecheck's compiler: TypeScript 7's native `tsc` when its package for this platform is installed
// (an optional dependency, `@typescript/typescript-<platform>-<arch>`), else the `typescript` package's.
// TypeScript 7 has no JavaScript API, so `typescript` stays 6 for what loads it as a library (typescript-eslint,
// Nx, Vite's plugins, the editors); this launcher is only for `tsc -b`, which both versions check alike.
// Single-threaded by default: on two cores the native compiler's threads compete with the lint and the tests
// that run beside it, and one thread spends a third of the CPU of its parallel mode (see docs/ci.md).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The native compiler's executable, or undefined where its package is not installed. */
export const nativeTsc = () => {
  try {
    const manifest = require.resolve(`@typescript/typescript-${process.platform}-${process.arch}/package.json`);
    return join(dirname(manifest), 'lib', process.platform === 'win32' ? 'tsc.exe' : 'tsc');
  } catch {
    return undefined;
  }
};

/** Runs `tsc` with these arguments; returns its exit status. */
export const runTsc = (args, options = {}) => {
  const native = nativeTsc();
  const [command, commandArgs] = native
    ? [
        native,
        args.includes('--singleThreaded') || args.some((arg) => arg.startsWith('--checkers'))
          ? args
          : [...args, '--singleThreaded'],
      ]
    : [process.execPath, [require.resolve('typescript/bin/tsc'), ...args]];
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  return result.status ?? 1;
};

if (process.argv[1] === new URL(import.meta.url).pathname) process.exit(runTsc(process.argv.slice(2)));
