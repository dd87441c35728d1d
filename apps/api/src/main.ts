import { connectDatabase, DatabaseLockedError, users, type DatabaseHandle } from '@jobs/server-db';
import { seedDemo } from '@jobs/server-dataset';
import closeWithGrace from 'close-with-grace';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { loggerOptions } from './lib/logger';
import { API_PREFIX } from './plugins/docs';

const DEMO_ACCOUNTS = [
  ['seeker', 'seeker@demo.jobs'],
  ['employer', 'employer@demo.jobs'],
  ['editor', 'editor@demo.jobs'],
] as const;

const DEMO_PASSWORD = 'demo-password';

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

/** Seeds the demo data set into an empty database (never in production); logos go to the data folder's uploads. */
const seedDemoIfEmpty = async (config: AppConfig, database: DatabaseHandle, log: pino.Logger): Promise<void> => {
  if (!config.DEMO_DATA || config.NODE_ENV === 'production') return;
  const [anyUser] = await database.db.select({ id: users.id }).from(users).limit(1);
  if (!anyUser) {
    const started = Date.now();
    await seedDemo(database.db, { logos: true });
    log.info({ ms: Date.now() - started }, 'demo data seeded');
  }
  const [demo] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[0][1]))
    .limit(1);
  if (demo) {
    log.info(
      `demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map(([role, email]) => `${role} ${email}`).join(', ')}`,
    );
  }
};

const main = async (): Promise<void> => {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  const log = pino(loggerOptions(config));

  let database: DatabaseHandle;
  try {
    database = await connectDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseLockedError) return fail(error.message);
    log.fatal({ err: error }, 'could not open the database');
    return fail(
      config.DATABASE_URL
        ? 'Could not connect to DATABASE_URL (see the log above).'
        : 'Could not open the embedded database.',
    );
  }
  log.info(
    database.kind === 'postgres'
      ? 'database: PostgreSQL (DATABASE_URL)'
      : `database: embedded PGlite in ${config.DATA_DIR}`,
  );

  try {
    await seedDemoIfEmpty(config, database, log);
  } catch (error) {
    log.error({ err: error }, 'demo data seeding failed; starting anyway');
  }

  const app = await buildApp({ config, database, logger: log });

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then the onClose hooks close
  // the session listener and the database. A second signal or the timeout exits at once.
  closeWithGrace(
    {
      delay: config.SHUTDOWN_TIMEOUT_MS + config.SHUTDOWN_DRAIN_DELAY_MS,
      logger: { error: (message: unknown) => log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'closing after an unexpected error');
      else log.info({ signal }, 'shutting down');
      // Not ready from now on (/api/health/ready answers 503); a load balancer polling it moves
      // traffic away during the drain delay, then the server stops accepting and finishes in-flight work.
      app.lifecycle.startDraining();
      if (!err && config.SHUTDOWN_DRAIN_DELAY_MS > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_DELAY_MS));
      }
      await app.close();
    },
  );

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    log.fatal({ err: error }, 'could not listen');
    await app.close();
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const base = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}${API_PREFIX}`;
  log.info(
    `API ready at ${base} (docs ${base}/docs, OpenAPI ${base}/openapi.json, health ${base}/health/live and ${base}/health/ready)`,
  );
};

await main();
