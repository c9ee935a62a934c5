import { sql } from 'drizzle-orm';
import { tehranIsoDate } from '@/lib/jalali';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/errors';

/** Takes the lock row of an item and day: every booking of that day waits here for the one before it. */
export async function lockDay({ tx, itemId, day }: { tx: DbOrTx; itemId: string; day: string }): Promise<void> {
  await tx.execute(
    sql`INSERT INTO space_day_locks (item_id, day) VALUES (${itemId}, ${day}) ON CONFLICT (item_id, day) DO UPDATE SET day = EXCLUDED.day`,
  );
}

/** Refuses a day before today (Tehran) at `now` (the rules clock, clockNow()). */
export function assertNotPastDay({ day, now }: { day: string; now: Date }): void {
  if (day < tehranIsoDate(now)) throw new AppError('SPACE_PAST');
}
