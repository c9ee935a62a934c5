import { sql } from 'drizzle-orm';
import { db, type DbOrTx } from './client';

/**
 * The database's clock (docs/layout.md, Time), read once: for a bound that is compared with the stamps
 * the database writes (an open shift's report runs "until now"). Inside a transaction it is the
 * transaction's `now()`, the same instant the statements of that transaction stamp.
 */
export async function databaseNow(tx: DbOrTx = db()): Promise<Date> {
  const r = (await tx.execute(sql`SELECT (extract(epoch FROM now()) * 1000)::float8 AS ms`)) as unknown as {
    rows: { ms: number | string }[];
  };
  return new Date(Number(r.rows[0].ms));
}
