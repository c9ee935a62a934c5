import { sql } from 'drizzle-orm';
import { db, type DbOrTx } from './client';

/**
 * The database's clock: the instant its stamps (column defaults, `sql\`now()\``) are written with. A rule
 * that compares rows' stamps with "now" (today's registrations, an order waiting for a quarter of an
 * hour) reads now here, or compares in SQL with `now()`, never with clockNow() (docs/layout.md, Time).
 */
export async function databaseNow(conn: DbOrTx = db()): Promise<Date> {
  const [row] = await conn
    .select({ now: sql<Date | string>`now()` })
    .from(sql`(SELECT 1) AS one`)
    .limit(1);
  return new Date(row.now);
}
