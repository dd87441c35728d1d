import { randomUUID } from 'node:crypto';
import { openDatabase, runMigrations, type DatabaseHandle } from '@jobs/server-db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app';
import { api, employer, openCompanyChat, say, seeker, type Party } from '../support/chat-helpers';
import { testConfig } from '../support/harness';
import { createOwnPostgres, findPostgresBin, type OwnPostgres } from '../support/own-postgres';

/**
 * Probe: PostgreSQL stopped under a send load, then started again, on a cluster this test starts
 * for itself (its own folder and port; never the shared server). While it is down every call
 * answers 503 UNAVAILABLE with Retry-After; the same API process recovers by itself; and no
 * acknowledged message is lost or stored twice (the senders retry refused ones with their
 * client_message_id, as the chat composer does).
 */
const bin = findPostgresBin();
if (!bin)
  console.log('postgres-fault probe skipped: no PostgreSQL binaries (initdb, pg_ctl) under /usr/lib/postgresql');

type Outgoing = { clientId: string; text: string };

describe.skipIf(!bin)('PostgreSQL stopped and started under a send load', () => {
  let cluster: OwnPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let ann: Party;
  let chatId = 0;

  beforeAll(async () => {
    cluster = await createOwnPostgres(bin ?? '');
    await cluster.start();
    database = await openDatabase({
      kind: 'postgres',
      url: cluster.url,
      poolSize: 6,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 2000,
    });
    await runMigrations(database);
    app = await buildApp({
      config: testConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '2000' }),
      database,
    });
    await app.ready();
    ann = await seeker(app);
    chatId = await openCompanyChat(api(app), ann, (await employer(app)).companyId);
  }, 120_000);

  // Closing drains the app and stops its own PostgreSQL: past a minute on a loaded 2-core machine.
  afterAll(async () => {
    await app?.close();
    await cluster?.destroy();
  }, 180_000);

  it('answers 503 + Retry-After while it is down, recovers without a restart, and loses or doubles no acknowledged message', async () => {
    const acknowledged = new Map<string, { id: number; text: string }>();
    const refused: Outgoing[] = [];
    const unexpected: string[] = [];
    let counter = 0;
    let refusedTotal = 0;
    let running = true;

    const send = async (message: Outgoing): Promise<LightMyRequestResponse> =>
      api(app).send(ann, chatId, say(message.text, 0, message.clientId));

    const record = (message: Outgoing, response: LightMyRequestResponse) => {
      if (response.statusCode === 200) {
        const body = response.json() as { id: number; text: string };
        const earlier = acknowledged.get(message.clientId);
        if (earlier && earlier.id !== body.id)
          unexpected.push(`${message.clientId} acknowledged as ${earlier.id} and ${body.id}`);
        acknowledged.set(message.clientId, { id: body.id, text: body.text });
      } else if (response.statusCode === 503 && Number(response.headers['retry-after']) > 0) {
        refusedTotal++;
        refused.push(message);
      } else {
        unexpected.push(
          `${response.statusCode} ${response.headers['retry-after'] ?? '-'} ${response.body.slice(0, 120)}`,
        );
        refused.push(message);
      }
    };

    const sender = async () => {
      while (running) {
        const message = refused.shift() ?? { clientId: randomUUID(), text: `message ${++counter}` };
        record(message, await send(message));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
      for (let tries = 0; tries < 600; tries++) {
        if (await condition()) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`timed out waiting until ${what}`);
    };

    const senders = Array.from({ length: 4 }, () => sender());
    await until(() => acknowledged.size >= 20, 'the load is under way');

    // Stopped under the load twice: a restart (every connection ends at once), then a crash.
    for (const mode of ['fast', 'immediate'] as const) {
      await cluster.stop(mode);
      const whileDown = [
        await send({ clientId: randomUUID(), text: 'while down' }),
        await app.inject({ method: 'GET', url: '/api/health' }),
        await api(app).history(ann, chatId),
      ];
      for (const response of whileDown) {
        expect(response.statusCode, `${mode}: ${response.body}`).toBe(503);
        expect(response.json().error.code).toBe('UNAVAILABLE');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      const ackedBeforeRestart = acknowledged.size;

      await cluster.start();
      // The same API process, back by itself.
      await until(
        async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200,
        `the API answers again after the ${mode} stop`,
      );
      await until(
        () => acknowledged.size >= ackedBeforeRestart + 20,
        `sends are acknowledged again after the ${mode} stop`,
      );
    }
    running = false;
    await Promise.all(senders);
    // What was refused is sent again, with its client_message_id, until acknowledged.
    while (refused.length > 0) {
      const message = refused.shift() as Outgoing;
      record(message, await send(message));
    }
    expect(unexpected).toEqual([]);

    const check = new pg.Client({ connectionString: cluster.url });
    await check.connect();
    try {
      const { rows } = await check.query<{ client_message_id: string; ids: number[]; texts: string[] }>(
        `select client_message_id, array_agg(id order by id) as ids, array_agg(text order by id) as texts
           from messages where chat_id = $1 and client_message_id is not null group by client_message_id`,
        [chatId],
      );
      const stored = new Map(rows.map((row) => [row.client_message_id, row]));
      const lost = [...acknowledged.keys()].filter((clientId) => !stored.has(clientId));
      const doubled = rows.filter((row) => row.ids.length !== 1).map((row) => row.client_message_id);
      const mismatched = [...acknowledged].filter(([clientId, ack]) => {
        const row = stored.get(clientId);
        return row && (Number(row.ids[0]) !== ack.id || row.texts[0] !== ack.text);
      });
      const neverAcknowledged = rows.filter((row) => !acknowledged.has(row.client_message_id));
      expect({ lost, doubled, mismatched, neverAcknowledged }).toEqual({
        lost: [],
        doubled: [],
        mismatched: [],
        neverAcknowledged: [],
      });
      expect(acknowledged.size).toBeGreaterThanOrEqual(60);
      expect(refusedTotal).toBeGreaterThan(0);
    } finally {
      await check.end();
    }
  }, 180_000);
});
