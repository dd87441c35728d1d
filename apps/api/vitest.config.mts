import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api',
  plugins: [nxViteTsPaths()],
  test: {
    name: 'api',
    watch: false,
    globals: true,
    environment: 'node',
    include: ['src/**/*.{test,spec}.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database), a copy of
    // the templates the globalSetup migrates once per run.
    globalSetup: ['src/__tests__/support/global-setup.ts'],
    pool: 'forks',
    // A larger young generation (V8's default semi-space is 16 MB at most): the suites allocate
    // fast (query results, PGlite's protocol buffers, app builds), and collecting it less often
    // cost less CPU (scavenges were 7 % of a profiled slice).
    execArgv: ['--max-semi-space-size=32'],
    // One import of the app per worker, not per file: each file imported the whole API again in a
    // fresh fork (407 s of module import in CI's embedded run; 9 s without isolation). Safe here
    // because every file builds its own app on its own database copy, nothing mocks a module
    // (`vi.mock`), and the files that fake timers restore them after each test.
    isolate: false,
    // At least two files at a time. Vitest's default is one less than the cores, so one on CI's two:
    // the suite is the longest task of its CI step, and once the lint, typecheck and unit tasks that
    // nx runs beside it are done, one core sat idle for minutes. Each file has its own database.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A limit for a stuck test, not a timing: CI runs the PostgreSQL suites beside the Playwright suite,
    // where a test takes up to twice its time alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
}));
