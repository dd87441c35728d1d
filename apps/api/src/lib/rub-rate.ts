import { RUB_PER_CURRENCY } from '@jobs/contracts';
import { sql, type SQL } from 'drizzle-orm';

/** A salary in roubles for comparing across currencies (approximate fixed rates). */
export const rubRate = (column: SQL) =>
  sql`(case ${column} when 'USD' then ${sql.raw(String(RUB_PER_CURRENCY.USD))} when 'EUR' then ${sql.raw(
    String(RUB_PER_CURRENCY.EUR),
  )} else 1 end)`;
