import { jobs, type Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobQueue } from './jobs';
import { resultRows } from './sql-rows';

/**
 * The previous release ran its own queue on the `jobs` table. While instances roll from it to this
 * release, its instances still add jobs there (an e-mail, a push) and run them; an instance of this
 * release moves the ones waiting into pg-boss, at start and then every minute: each in the same
 * transaction as its row's deletion, so a job moves once whichever instance moves it. Left in place:
 * jobs an instance of the previous release holds (its lease runs; if it dies, they move once the
 * lease has passed), jobs that failed for good (kept for inspection), and the previous release's
 * recurring rows (pg-boss schedules replace them). The table goes with the next release's migration:
 * a migration must leave the schema usable by the release before it (docs/operations.md, "Upgrades and
 * migrations").
 */

type LegacyRow = {
  id: number | string;
  name: string;
  payload: Record<string, unknown> | string | null;
  run_at: Date | string;
  attempts: number | string;
  max_attempts: number | string;
  group_key: string | null;
};

export const createLegacyJobsMover = ({
  db,
  queue,
  definitions,
  log,
}: {
  db: Database;
  queue: Pick<JobQueue, 'enqueue'>;
  definitions: Record<string, JobDefinition>;
  log: FastifyBaseLogger;
}) => {
  const names = Object.keys(definitions);

  /** Moves the waiting jobs of the `jobs` table into pg-boss; resolves with how many moved. */
  const move = async (): Promise<number> => {
    if (names.length === 0) return 0;
    const moved = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const rows = resultRows<LegacyRow>(
        await tx.execute(sql`
          delete from ${jobs} where id in (
            select id from ${jobs}
            where attempts < max_attempts
              and (key is null or key not like 'recurring:%')
              and (locked_until is null or locked_until <= now())
              and name in (${sql.join(
                names.map((name) => sql`${name}`),
                sql`, `,
              )})
            order by id
            for update skip locked)
          returning id, name, payload, run_at, attempts, max_attempts, group_key`),
      );
      // In the order they were added: a group's jobs keep their order (their ids follow it).
      rows.sort((a, b) => Number(a.id) - Number(b.id));
      for (const row of rows) {
        const payload =
          typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
        await queue.enqueue(row.name, payload ?? {}, {
          executor: tx,
          runAt: new Date(row.run_at),
          maxAttempts: Math.max(1, Number(row.max_attempts) - Number(row.attempts)),
          ...(row.group_key && definitions[row.name]?.ordered ? { group: row.group_key } : {}),
        });
      }
      return rows.length;
    });
    if (moved > 0) log.info({ moved }, 'moved jobs waiting in the previous release’s jobs table into pg-boss');
    return moved;
  };

  return { move };
};
