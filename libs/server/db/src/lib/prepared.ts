import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

// Statements planned once on the embedded database.
//
// PGlite's `query` (which drizzle's PGlite driver calls for every statement) runs it unnamed: it
// parses it, describes it, binds it (where the planner runs), describes the portal and executes
// it, five calls into the database and a fresh parse and plan each time, all on the API's one
// thread. For a statement as large as a chat send (a dozen CTEs over eight tables) the planning
// was most of its cost: 4.3–5.4 ms of CPU a send on the 2-vCPU Xeon under load, against 0.9 ms
// when prepared by name and executed as one Bind/Execute/Sync (PostgreSQL's plan cache keeps a
// generic plan after five custom ones, as it decides for any prepared statement;
// docs/benchmarks.md). In the API suites PGlite's planning was 29 % of the CPU profile and its
// protocol handling another 19 %.
//
// `preparingPglite` gives drizzle a client whose `query` prepares each statement by name the
// first time its text is seen and then only binds and executes it, at the top level and inside
// transactions alike. Only data statements (select, insert, update, delete, with) are kept:
// anything else (DDL, `set`, savepoints, transaction control) runs as PGlite runs it, so that a
// migration never leaves a statement behind. PostgreSQL itself re-plans a kept statement when a
// table it reads changes, and refuses to run it should its result's columns change; a statement
// prepared inside a transaction that rolls back stays prepared (statements are not
// transactional). The answers are PGlite's own: the same parsers, serializers and result shape,
// and the same errors (the database's error, with the query and parameters attached).

/** How many distinct statement texts are kept prepared per database, the least recently used dropped past it. */
const MAX_PREPARED = 500;

/** The statements whose text is kept prepared: data statements only. */
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

type Prepared = {
  name: string;
  /** The parameters' type oids, as the server inferred them. */
  paramTypes: number[];
  /** The statement's row description (from Describe), given to the result parser each time. */
  rowDescription: BackendMessage | undefined;
};

type Statements = { known: Map<string, Prepared>; next: number };

const statements = new WeakMap<PGlite, Statements>();

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

/** What PGlite attaches to a database error its `query` throws. */
const describeError = (error: unknown, text: string, params: unknown[], options: QueryOptions | undefined) => {
  if (error && typeof error === 'object' && 'code' in error) {
    Object.assign(error, { query: text, params, queryOptions: options });
  }
  return error;
};

/** Parse/Describe/Sync under a new name (closing the least recently used one past the cap). */
const prepare = async (client: PGlite, state: Statements, text: string, options: QueryOptions | undefined) => {
  const { known } = state;
  const name = `jobs_stmt_${state.next++}`;
  const parts = [
    serialize.parse({ name, text, types: options?.paramTypes }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  ];
  if (known.size >= MAX_PREPARED) {
    const [oldest, old] = known.entries().next().value as [string, Prepared];
    known.delete(oldest);
    parts.unshift(serialize.close({ type: 'S', name: old.name }));
  }
  const { messages } = await client.execProtocol(concat(parts), { syncToFs: false });
  const description = messages.find((message) => message.name === 'parameterDescription') as
    | { dataTypeIDs: number[] }
    | undefined;
  const prepared: Prepared = {
    name,
    paramTypes: description?.dataTypeIDs ?? [],
    rowDescription: messages.find((message) => message.name === 'rowDescription'),
  };
  known.set(text, prepared);
  return prepared;
};

/** Bind/Execute/Sync of a prepared statement, answered as PGlite's `query` answers. */
const execute = async <T>(
  client: PGlite,
  prepared: Prepared,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> => {
  const { paramTypes } = prepared;
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = paramTypes[index] ?? 0;
    const serializer = options?.serializers?.[type] ?? client.serializers[type];
    return serializer ? serializer(value) : String(value);
  });
  const { messages } = await client.execProtocol(
    concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
    { syncToFs: false },
  );
  const received = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
  const [result] = parse.parseResults(received, client.parsers, options);
  return result as Results<T>;
};

/** PostgreSQL's answer to a kept statement whose result's columns a schema change altered. */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  String((error as { message?: unknown }).message).includes('cached plan must not change result type');

/**
 * PGlite's `#runQuery` with a named statement: prepared the first time its text is seen, then
 * Bind/Execute/Sync in one call. The caller holds the transaction lock (the top-level `query`
 * takes it; a transaction's statements run under the transaction's).
 */
const runPrepared = <T>(
  client: PGlite,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results<T>> =>
  client._runExclusiveQuery(async () => {
    let state = statements.get(client);
    if (!state) statements.set(client, (state = { known: new Map(), next: 1 }));
    const { known } = state;
    try {
      let result: Results<T>;
      const kept = known.get(text);
      if (kept) {
        // Most recently used last: the first key is the one to drop.
        known.delete(text);
        known.set(text, kept);
        try {
          result = await execute<T>(client, kept, params, options);
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          // A table's columns changed under it: prepared again. Inside a transaction the error
          // has aborted it, as it would have an unnamed statement's; outside, the statement runs
          // anew, as an unnamed one would have.
          known.delete(text);
          await client.execProtocol(concat([serialize.close({ type: 'S', name: kept.name }), serialize.sync()]), {
            syncToFs: false,
          });
          if (inTransaction) throw error;
          result = await execute<T>(client, await prepare(client, state, text, options), params, options);
        }
      } else {
        result = await execute<T>(client, await prepare(client, state, text, options), params, options);
      }
      if (!inTransaction) await client.syncToFs();
      return result;
    } catch (error) {
      throw describeError(error, text, params, options);
    }
  });

/** Whether a call can take the prepared path (no blob for COPY; a data statement). */
const preparable = (text: string, options: QueryOptions | undefined) => !options?.blob && PREPARABLE.test(text);

/** A transaction whose `query` prepares its statements like the top-level one. */
const preparingTransaction = (client: PGlite, tx: Transaction): Transaction => ({
  query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!preparable(text, options)) return tx.query<T>(text, params, options);
    if (tx.closed) throw new Error('Transaction is closed');
    return runPrepared<T>(client, text, params ?? [], options, true);
  },
  sql: (...args) => tx.sql(...args),
  exec: (...args) => tx.exec(...args),
  rollback: () => tx.rollback(),
  listen: (...args) => tx.listen(...args),
  get closed() {
    return tx.closed;
  },
});

/**
 * The client drizzle's PGlite driver is given for the embedded database: PGlite's `query` and
 * `transaction`, with every data statement prepared once per database (see above).
 */
export class PreparingPglite {
  constructor(readonly client: PGlite) {}

  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const { client } = this;
    if (!preparable(text, options)) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => runPrepared<T>(client, text, params ?? [], options, false));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const { client } = this;
    return client.transaction((tx) => callback(preparingTransaction(client, tx)));
  }
}

/**
 * `executor.execute(query)` typed as the rows it answers. Every data statement on the embedded
 * database is prepared once (`PreparingPglite`); kept for the callers that named the hot
 * statements this way before that was so.
 */
export const executePrepared = async (executor: Database, query: SQL): Promise<{ rows: unknown[] }> =>
  (await executor.execute(query)) as unknown as { rows: unknown[] };
