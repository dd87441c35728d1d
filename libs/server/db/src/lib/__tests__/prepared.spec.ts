import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { openDatabase, type DatabaseHandle } from '../client';
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
