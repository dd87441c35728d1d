import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@jobs/server-db';

type Row = Record<string, unknown>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Inserts many rows with one statement and one parameter: the rows travel as a JSON array and
 * `jsonb_populate_recordset` turns them into records of the table's type. This sidesteps the
 * 65,535-parameter limit of a multi-row VALUES and drizzle's per-value SQL building; on
 * PostgreSQL it measured about twice as fast as `db.insert().values()` for 2,000 vacancies, and
 * it is the same on PGlite. Columns missing from the first row take their database defaults.
 * Returns the new ids in input order when `returningId` is set (serial ids grow in insert order).
 */
export const insertRows = async <TTable extends PgTable>(
  db: Database,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  options: { returningId?: boolean } = {},
): Promise<number[]> => {
  const first = rows[0] as Row | undefined;
  if (!first) return [];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Row = {};
      for (const [key, column] of columns) {
        const value = (row as Row)[key];
        record[column.name] = value === undefined ? null : value;
      }
      return record;
    }),
  );
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const returning: SQL = options.returningId ? sql` returning "id"` : sql``;
  const result = await db.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)${returning}`,
  );
  if (!options.returningId) return [];
  return rowsOf<{ id: number }>(result)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
};

/** Splits `items` into consecutive chunks of at most `size`. */
export const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};
