// Vitest globalSetup of the API suites: the migrations (and pg-boss's own schema) run once per run
// into two templates that each test file copies, instead of once per file:
// - `migrated`: the migrations only (createTestDatabase: the search engine, the outage probes);
// - `booted`: the migrations, then one app started and stopped on it, so pg-boss's schema, queues
//   and schedules exist (useTestApp: the app a file starts finds them and only checks them).
// On PGlite a template is a dump of the data folder that each file loads (PGlite `loadDataDir`);
// on PostgreSQL a template database each file clones (`CREATE DATABASE … TEMPLATE`).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, runMigrations, type DatabaseHandle } from '@jobs/server-db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../app';
import {
  createMailRecorder,
  quoteIdent,
  TEST_PGLITE_SETTINGS,
  testConfig,
  type TemplateKind,
  type TestTemplates,
} from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestTemplates: TestTemplates;
  }
}

/** Starts and stops the app once on the database: pg-boss creates its schema, queues and schedules. */
const boot = async (handle: DatabaseHandle) => {
  const app = await buildApp({
    config: testConfig(),
    database: handle,
    mailer: createMailRecorder(),
    closeDatabase: false,
  });
  await app.ready();
  await app.close();
};

const onPglite = async (): Promise<{ templates: TestTemplates; teardown: () => void }> => {
  const dir = mkdtempSync(join(tmpdir(), 'jobs-api-test-templates-'));
  const handle = await openDatabase({ kind: 'pglite', settings: TEST_PGLITE_SETTINGS });
  const files = {} as Record<TemplateKind, string>;
  try {
    // The tests use the `postgres` database only (PGlite has one session, on it): without initdb's
    // template0 and template1 a dump is 28 MB instead of 43, and each file's start copies that much
    // less into its file system (nothing creates a database on PGlite).
    // (Two statements: DROP DATABASE runs outside a transaction, which one query of both would be.)
    const raw = handle.raw as PGlite;
    for (const name of ['template0', 'template1']) {
      await raw.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await raw.exec(`DROP DATABASE ${name}`);
    }
    await runMigrations(handle);
    const dump = async (kind: TemplateKind) => {
      files[kind] = join(dir, `${kind}.tar`);
      const blob = await raw.dumpDataDir('none');
      writeFileSync(files[kind], Buffer.from(await blob.arrayBuffer()));
    };
    await dump('migrated');
    await boot(handle);
    await dump('booted');
  } finally {
    await handle.close();
  }
  return { templates: { kind: 'pglite', files }, teardown: () => rmSync(dir, { recursive: true, force: true }) };
};

const onPostgres = async (serverUrl: string): Promise<{ templates: TestTemplates; teardown: () => Promise<void> }> => {
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const names: Record<TemplateKind, string> = {
    migrated: `jobs_test_template_migrated_${suffix}`,
    booted: `jobs_test_template_booted_${suffix}`,
  };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const drop = async () => {
    for (const name of Object.values(names))
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await admin.end();
  };
  try {
    const urlOf = (name: string) => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    };
    await admin.query(`CREATE DATABASE ${quoteIdent(names.migrated)}`);
    const migrated = await openDatabase({ kind: 'postgres', url: urlOf(names.migrated), poolSize: 2 });
    try {
      await runMigrations(migrated);
    } finally {
      await migrated.close();
    }
    await admin.query(`CREATE DATABASE ${quoteIdent(names.booted)} TEMPLATE ${quoteIdent(names.migrated)}`);
    const booted = await openDatabase({ kind: 'postgres', url: urlOf(names.booted), poolSize: 5 });
    try {
      await boot(booted);
    } finally {
      await booted.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates: { kind: 'postgres', databases: names }, teardown: drop };
};

export default async function setup(project: TestProject) {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  const { templates, teardown } = serverUrl ? await onPostgres(serverUrl) : await onPglite();
  project.provide('apiTestTemplates', templates);
  return teardown;
}
