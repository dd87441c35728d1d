// Starts `npm start` (tools/start.mjs: the API from its sources, MailDev and the three Vite development
// servers, React in StrictMode) on a fresh embedded database, for the smoke journeys of
// e2e/playwright.dev.config.ts. SIGTERM stops it all (start.mjs stops its process groups).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = `${root}tmp/e2e-dev-data`;
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['tools/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    // Every test signs up or in at least once: scrypt at 2^12 (the API tests use 2^10) instead of
    // 2^17's 128 MiB per hash, which made password hashing a large share of the run's CPU.
    // Production refuses anything under 17 (config.ts), so the production-shaped e2e keeps it.
    PASSWORD_HASH_LOG_N: '12',
    // E-mail goes out within a second of its cause (the company's confirmation link).
    JOBS_POLL_INTERVAL_MS: '500',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
