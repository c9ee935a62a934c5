import { sql } from 'drizzle-orm';
import type { ErrorCode } from '@/lib/messages';
import { db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../http/errors';

export interface Limit {
  key: string;
  windowSeconds: number;
  max: number;
  code?: ErrorCode;
}

/**
 * Counts one hit against each limit in a fixed window kept in the database, so every instance
 * shares the count. Throws 429 (with the limit's Persian text) when any limit is exceeded.
 */
export async function hitLimits(limits: Limit[]): Promise<void> {
  const now = Date.now();
  for (const limit of limits) {
    const windowStart = new Date(Math.floor(now / (limit.windowSeconds * 1000)) * limit.windowSeconds * 1000);
    const [row] = await db()
      .insert(rateLimits)
      .values({ key: limit.key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
    if (row.count > limit.max) throw new AppError(limit.code ?? 'TOO_MANY_REQUESTS');
  }
  // Old windows are dropped now and then so the table stays small.
  if (Math.random() < 0.01) {
    await db().execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
}
