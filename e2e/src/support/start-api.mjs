// Starts the built API for e2e on a fresh embedded database (demo data seeded at start).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = `${root}tmp/e2e-data`;
const bundle = `${root}dist/apps/api/main.mjs`;
if (!existsSync(bundle)) {
  console.error(`e2e: ${bundle} is missing; build first (npx nx run api:build).`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, [bundle], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    PORT: '3000',
    HOST: 'localhost',
    // Every test signs up from 127.0.0.1: the per-address limits would trip on a busy run.
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
