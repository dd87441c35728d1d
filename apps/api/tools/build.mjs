// `nx run api:build`: bundles src/main.ts and the workspace libraries it imports into
// dist/apps/api/main.mjs (npm packages stay external, resolved from node_modules), and copies the
// database migrations next to it, where @jobs/server-db looks for them. `buildApi(outDir)` does the
// same into another folder (the chat benchmark's `--build`, which leaves dist/ to e2e).
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceRoot = join(appRoot, '..', '..');

/** Bundles the API into `outDir/main.mjs` with its migrations beside it. */
export const buildApi = async (outDir, { sourcemap = true, logLevel = 'info' } = {}) => {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: [join(appRoot, 'src', 'main.ts')],
    outfile: join(outDir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(appRoot, 'tsconfig.app.json'),
    sourcemap,
    logLevel,
  });
  cpSync(join(workspaceRoot, 'libs', 'server', 'db', 'src', 'migrations'), join(outDir, 'migrations'), {
    recursive: true,
  });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildApi(join(workspaceRoot, 'dist', 'apps', 'api'));
  console.log(`API built: ${join('dist', 'apps', 'api', 'main.mjs')} (+ migrations). Run: node dist/apps/api/main.mjs`);
}
