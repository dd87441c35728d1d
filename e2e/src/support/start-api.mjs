// Starts the built API for e2e on a fresh database (demo data seeded at start), with MailDev
// catching its e-mail (SMTP on 1025, inbox and REST API `GET /api/email` on 1080). The database is
// a new one on TEST_DATABASE_URL's PostgreSQL server when that is set (jobs_e2e_<random>, dropped
// when this stops: CI), else the embedded one in tmp/e2e-data. On PostgreSQL the queries of the
// two Playwright workers run beside the API's event loop instead of inside it (PGlite is
// WebAssembly on the API's one thread), which took about a third off the suite's time; the
// embedded database keeps its own browser coverage in the development-server smoke and
// `npm start`, and its API suites.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from './scratch-database.mjs';
// The same ports as e2e/src/support/mailbox.ts reads.
const MAILDEV_SMTP_PORT = 1025;
const MAILDEV_WEB_PORT = 1080;

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = `${root}tmp/e2e-data`;
const bundle = `${root}dist/apps/api/main.mjs`;
if (!existsSync(bundle)) {
  console.error(`e2e: ${bundle} is missing; build first (npx nx run api:build).`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

const server = process.env.TEST_DATABASE_URL;
const database = server ? await createScratchDatabase(server, 'jobs_e2e_') : undefined;
if (database) console.log(`e2e: database ${database.name} on ${database.host}`);

// MailDev exports only its API module (no package.json): its CLI sits beside it in dist/.
const maildevCli = join(dirname(fileURLToPath(import.meta.resolve('maildev'))), 'bin', 'maildev.js');
const maildev = spawn(
  process.execPath,
  [
    maildevCli,
    '--smtp',
    String(MAILDEV_SMTP_PORT),
    '--web',
    String(MAILDEV_WEB_PORT),
    '--ip',
    '127.0.0.1',
    '--web-ip',
    '127.0.0.1',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
);
const listening = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
for (let tries = 0; tries < 100 && !(await listening(MAILDEV_SMTP_PORT)); tries++) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const child = spawn(process.execPath, [bundle], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    PORT: '3000',
    HOST: 'localhost',
    // Every test signs up from 127.0.0.1: the per-address limits would trip on a busy run.
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
    RATE_LIMIT_PASSWORD_FORGOT_PER_ADDRESS: '1000',
    // Every test signs up or in at least once: scrypt at 2^12 (the API tests use 2^10) instead of
    // 2^17's 128 MiB per hash, which made password hashing a large share of the run's CPU.
    // Production refuses anything under 17 (config.ts), so the production-shaped e2e keeps it.
    PASSWORD_HASH_LOG_N: '12',
    SMTP_URL: `smtp://127.0.0.1:${MAILDEV_SMTP_PORT}`,
    // E-mail goes out within two seconds of its cause (the tests wait up to 30 s for it); a job the
    // API adds for itself at once is run at once anyway. Each job kind's worker asks PostgreSQL for
    // due jobs once per interval: at 500 ms the idle API took twice the CPU it takes at 2 s.
    JOBS_POLL_INTERVAL_MS: '2000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
    maildev.kill(signal);
  });
}
child.on('exit', async (code) => {
  maildev.kill('SIGTERM');
  await database?.drop();
  process.exit(code ?? 0);
});
