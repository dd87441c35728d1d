import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { openDatabase, type Database, type DatabaseHandle } from '../client';
import { executePrepared } from '../prepared';

// executePrepared answers as db.execute does, on the embedded database by a statement prepared once.
let handle: DatabaseHandle;
const logged: string[] = [];

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', onQuery: (text) => logged.push(text) });
  await handle.db.execute(
    sql`create table prepared_probe (id serial primary key, name text not null unique, tags text[], data jsonb, at timestamptz not null default now())`,
  );
});
afterAll(() => handle.close());

const insert = (name: string, tags: string | null, data: unknown) =>
  sql`insert into prepared_probe (name, tags, data) values (${name}::text, ${tags}::text[], ${data === null ? null : JSON.stringify(data)}::jsonb)
    on conflict (name) do nothing
    returning id, name, tags, data, at, floor(extract(epoch from at))::float8 as at_s`;

describe('executePrepared', () => {
  it('answers the rows db.execute answers, each call with its own parameters, and is logged like it', async () => {
    logged.length = 0;
    const first = await executePrepared(handle.db, insert('a', '{x,y}', { n: 1 }));
    const second = await executePrepared(handle.db, insert('b', null, null));
    expect(first.rows).toEqual([
      expect.objectContaining({ id: 1, name: 'a', tags: ['x', 'y'], data: { n: 1 }, at: expect.any(String) }),
    ]);
    expect(second.rows).toEqual([expect.objectContaining({ id: 2, name: 'b', tags: null, data: null })]);
    expect(typeof (first.rows[0] as { at_s: unknown }).at_s).toBe('number');
    // A repeat stores nothing: no row, as through drizzle.
    expect((await executePrepared(handle.db, insert('a', null, null))).rows).toEqual([]);
    expect(logged).toHaveLength(3);
    // Past the plan cache's five custom plans, the same answers.
    for (let i = 0; i < 8; i += 1) {
      const { rows } = await executePrepared(handle.db, insert(`n${i}`, '{}', [i]));
      expect(rows).toEqual([expect.objectContaining({ name: `n${i}`, tags: [], data: [i] })]);
    }
    const through = (await handle.db.execute(
      sql`select name, tags, data, at from prepared_probe where id = 1`,
    )) as unknown as {
      rows: unknown[];
    };
    const prepared = await executePrepared(
      handle.db,
      sql`select name, tags, data, at from prepared_probe where id = ${1}`,
    );
    expect(prepared.rows).toEqual(through.rows);
  });

  it('reports a failed statement as drizzle does, and the database goes on answering', async () => {
    const failing = sql`insert into prepared_probe (name) values (${null}::text) returning id`;
    const error = await executePrepared(handle.db, failing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(((error as DrizzleQueryError).cause as { code?: string }).code).toBe('23502');
    expect((await executePrepared(handle.db, sql`select ${41}::int + 1 as n`)).rows).toEqual([{ n: 42 }]);
  });

  it('runs inside a transaction through it (and rolls back with it)', async () => {
    await handle.db
      .transaction(async (tx) => {
        await executePrepared(tx as never, insert('in-tx', null, null));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(
      (await executePrepared(handle.db, sql`select count(*)::int as n from prepared_probe where name = 'in-tx'`)).rows,
    ).toEqual([{ n: 0 }]);
  });
});

/** The rows of a statement run through drizzle (`db.execute`'s answer is typed per driver). */
const rowsOf = async (executor: Pick<Database, 'execute'>, query: SQL) =>
  ((await executor.execute(query)) as unknown as { rows: unknown[] }).rows;

describe('the embedded database prepares every data statement once', () => {
  const kept = async () =>
    (
      await (handle.raw as PGlite).query<{ statement: string }>('select statement from pg_prepared_statements')
    ).rows.map((row) => row.statement);

  it('keeps drizzle’s data statements prepared by their text, and runs the rest as PGlite does', async () => {
    await handle.db.execute(sql`create table prepared_kinds (id int primary key, label text)`);
    await handle.db.execute(sql`insert into prepared_kinds values (${1}, ${'one'}), (${2}, ${'two'})`);
    const select = sql`select label from prepared_kinds where id = ${1}`;
    expect(await rowsOf(handle.db, select)).toEqual([{ label: 'one' }]);
    expect(await rowsOf(handle.db, sql`select label from prepared_kinds where id = ${2}`)).toEqual([{ label: 'two' }]);
    const statements = await kept();
    // One statement for both selects (the same text, other parameters); no DDL kept.
    expect(statements.filter((text) => text === 'select label from prepared_kinds where id = $1')).toHaveLength(1);
    expect(statements.some((text) => /^\s*create\b/i.test(text))).toBe(false);
    expect(statements).toContain('insert into prepared_kinds values ($1, $2), ($3, $4)');
  });

  it('answers a kept statement again after a migration changed its table’s columns', async () => {
    const all = sql`select * from prepared_kinds where id = ${1}`;
    expect(await rowsOf(handle.db, all)).toEqual([{ id: 1, label: 'one' }]);
    await handle.db.execute(sql`alter table prepared_kinds add column note text default 'n'`);
    expect(await rowsOf(handle.db, all)).toEqual([{ id: 1, label: 'one', note: 'n' }]);
    expect(await rowsOf(handle.db, all)).toEqual([{ id: 1, label: 'one', note: 'n' }]);
  });

  it('runs kept statements inside transactions and savepoints, which roll back as before', async () => {
    const count = sql`select count(*)::int as n from prepared_kinds`;
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_kinds (id, label) values (${3}, ${'three'})`);
        expect(await rowsOf(tx, count)).toEqual([{ n: 3 }]);
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into prepared_kinds (id, label) values (${4}, ${'four'})`);
            expect(await rowsOf(inner, count)).toEqual([{ n: 4 }]);
            // A failed statement aborts the savepoint; rolled back to it, the transaction goes on.
            await inner.execute(sql`insert into prepared_kinds (id, label) values (${4}, ${'again'})`);
          })
          .catch((error: unknown) => expect((error as DrizzleQueryError).cause).toMatchObject({ code: '23505' }));
        expect(await rowsOf(tx, count)).toEqual([{ n: 3 }]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await rowsOf(handle.db, count)).toEqual([{ n: 2 }]);
  });

  it('keeps at most 500 statements, the least recently used dropped, and answers every one', async () => {
    for (let i = 0; i < 520; i += 1) {
      expect(await rowsOf(handle.db, sql.raw(`select ${i}::int as n_${i}`))).toEqual([{ [`n_${i}`]: i }]);
    }
    const statements = await kept();
    expect(statements.length).toBeLessThanOrEqual(500);
    expect(statements).toContain('select 519::int as n_519');
    expect(statements).not.toContain('select 0::int as n_0');
    expect(await rowsOf(handle.db, sql.raw('select 0::int as n_0'))).toEqual([{ n_0: 0 }]);
  });

  it('writes a data folder’s changes to disk as PGlite’s own query does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobs-prepared-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir: dir });
      await first.db.execute(sql`create table kept_on_disk (id int primary key)`);
      await first.db.execute(sql`insert into kept_on_disk values (${1})`);
      await first.db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept_on_disk values (${2})`);
      });
      await first.close();
      const again = await openDatabase({ kind: 'pglite', dataDir: dir });
      try {
        expect(await rowsOf(again.db, sql`select id from kept_on_disk order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
