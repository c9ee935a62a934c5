import { sql, type SQL } from 'drizzle-orm';
import { TEHRAN_OFFSET_MINUTES } from '@/lib/jalali';
import { db, type DbOrTx } from '../../db/client';

/** A timestamptz column's Tehran wall clock (Iran keeps UTC+03:30 all year; no time-zone data needed). */
export function tehranWall(column: SQL | string): SQL {
  const col = typeof column === 'string' ? sql.raw(column) : column;
  return sql`((${col} + interval '${sql.raw(String(TEHRAN_OFFSET_MINUTES))} minutes') AT TIME ZONE 'UTC')`;
}

/** The Tehran day of a timestamptz column as YYYY-MM-DD. */
export function tehranDay(column: SQL | string): SQL {
  return sql`to_char(${tehranWall(column)}, 'YYYY-MM-DD')`;
}

/** Runs a raw query on either driver; sums come back as float8 (exact for toman) so both drivers give numbers. */
export async function rows<T>({ query, tx = db() }: { query: SQL; tx?: DbOrTx }): Promise<T[]> {
  const r = (await tx.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/**
 * Which branch a wallet ledger row belongs to, by what it refers to: an order, a bank payment or a
 * bundle purchase; null for chain-wide movements (admin, referral, welcome credit).
 */
export const LEDGER_PROVIDER = sql.raw(`COALESCE(lo.provider_id, lp.provider_id, lb.provider_id)`);

export const LEDGER_JOINS = sql.raw(`
  LEFT JOIN orders lo ON l.ref_type = 'order' AND lo.id = l.ref_id
  LEFT JOIN payments lp ON l.ref_type = 'payment' AND lp.id = l.ref_id
  LEFT JOIN user_bundles lb ON l.ref_type = 'bundle' AND lb.id = l.ref_id`);
