import { parse, protocol, types, type PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { Database } from './client';

// Statements planned once on the embedded database.
//
// Drizzle's PGlite driver runs every statement unnamed: PGlite parses it, describes it, binds it
// (where the planner runs), describes the portal and executes it, five calls into the database
// and a fresh plan each time, all on the API's one thread. For a statement as large as a chat
// send (a dozen CTEs over eight tables) the planning was most of its cost: 4.3–5.4 ms of CPU a
// send on the 2-vCPU Xeon under load, against 0.9 ms when prepared by name and executed as one
// Bind/Execute/Sync (PostgreSQL's plan cache keeps a generic plan after five custom ones, as it
// decides for any prepared statement; docs/benchmarks.md).

/** What `executePrepared` needs of a top-level PGlite database: its client and drizzle's logger. */
type PgliteTarget = { client: PGlite; logger: Logger | undefined };

const targets = new WeakMap<object, PgliteTarget>();

/** Called by `openDatabase` for the embedded database's drizzle handle (not its transactions). */
export const registerPglite = (db: Database, client: PGlite, logger: Logger | undefined): void => {
  targets.set(db, { client, logger });
};

/** The same parsers drizzle's PGlite driver gives `db.execute` (dates and intervals stay strings). */
const asText = (value: string) => value;
const PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

const dialect = new PgDialect({ casing: 'snake_case' });

type Prepared = {
  name: string;
  /** The parameters' type oids, as the server inferred them. */
  paramTypes: number[];
  /** The statement's row description (from Describe), given to the result parser each time. */
  rowDescription: BackendMessage | undefined;
};

/**
 * The most distinct statement texts kept prepared per database; past it a statement runs unnamed,
 * as through drizzle. The callers' texts are a handful of variants (a send with or without a
 * vacancy, a status note, ...); the cap only guards against a caller building texts from data.
 */
const MAX_PREPARED = 64;

const statements = new WeakMap<PGlite, Map<string, Prepared>>();

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const { serialize } = protocol;

/** PGlite's own `query` in one step: prepared (named) at the first call, then Bind/Execute/Sync. */
const runPrepared = async (client: PGlite, text: string, params: unknown[]): Promise<{ rows: unknown[] }> => {
  let known = statements.get(client);
  if (!known) statements.set(client, (known = new Map()));
  // The same exclusion as `PGlite.query`: after any open transaction, one statement at a time.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let prepared = known.get(text);
      if (!prepared) {
        const name = `jobs_prepared_${known.size + 1}`;
        const { messages } = await client.execProtocol(
          concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        );
        const description = messages.find((message) => message.name === 'parameterDescription') as
          | { dataTypeIDs: number[] }
          | undefined;
        prepared = {
          name,
          paramTypes: description?.dataTypeIDs ?? [],
          rowDescription: messages.find((message) => message.name === 'rowDescription'),
        };
        known.set(text, prepared);
      }
      const { paramTypes } = prepared;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[paramTypes[index] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
      );
      const received = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
      const [result] = parse.parseResults(received, client.parsers, { rowMode: 'object', parsers: PARSERS });
      return { rows: result?.rows ?? [] };
    }),
  );
};

/**
 * `executor.execute(query)`, with the same answer (`{ rows }`), planned once per statement text on
 * the embedded database when `executor` is its top-level handle (a transaction's statements, and
 * every statement on PostgreSQL, go through drizzle as before). For the hot statements whose text
 * depends only on a few flags (their values are parameters): each distinct text is one prepared
 * statement for the life of the database.
 */
export const executePrepared = async (executor: Database, query: SQL): Promise<{ rows: unknown[] }> => {
  const target = targets.get(executor);
  if (!target) return (await executor.execute(query)) as unknown as { rows: unknown[] };
  const { sql: text, params } = dialect.sqlToQuery(query);
  target.logger?.logQuery(text, params);
  const known = statements.get(target.client);
  if (known && known.size >= MAX_PREPARED && !known.has(text)) {
    return (await executor.execute(query)) as unknown as { rows: unknown[] };
  }
  try {
    return await runPrepared(target.client, text, params);
  } catch (error) {
    // As drizzle reports a failed statement (the database's error as its cause).
    throw new DrizzleQueryError(text, params, error as Error);
  }
};
