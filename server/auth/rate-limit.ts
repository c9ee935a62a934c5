import { and, eq, sql } from 'drizzle-orm';
import type { ErrorCode } from '@/lib/messages';
import { toPersianDigits } from '@/lib/digits';
import { db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../http/errors';
import { clockNow } from '../clock';

export interface Limit {
  key: string;
  windowSeconds: number;
  max: number;
  code?: ErrorCode;
  /** The Persian answer naming how long to wait, given the minutes left in Persian digits. */
  wait?: (minutes: string) => string;
}

const windowStartOf = (limit: Limit, now: number) =>
  new Date(Math.floor(now / (limit.windowSeconds * 1000)) * limit.windowSeconds * 1000);

/** The 429 of a limit that is spent; with `wait`, it says how many minutes are left in its window. */
function spent(limit: Limit, now: number): AppError {
  if (!limit.wait) return new AppError(limit.code ?? 'TOO_MANY_REQUESTS');
  const endsAt = windowStartOf(limit, now).getTime() + limit.windowSeconds * 1000;
  const minutes = Math.max(1, Math.ceil((endsAt - now) / 60_000));
  return new AppError(limit.code ?? 'TOO_MANY_REQUESTS', { fa: limit.wait(toPersianDigits(minutes)) });
}

/**
 * Counts one hit against each limit in a fixed window kept in the database, so every instance
 * shares the count. Throws 429 (with the limit's Persian text) when any limit is exceeded.
 */
export async function hitLimits(limits: Limit[]): Promise<void> {
  const now = clockNow().getTime();
  for (const limit of limits) {
    const [row] = await db()
      .insert(rateLimits)
      .values({ key: limit.key, windowStart: windowStartOf(limit, now), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    if (row.count > limit.max) throw spent(limit, now);
  }
  // Old windows are dropped now and then so the table stays small.
  if (Math.random() < 0.01) {
    await db().execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
}

/** Throws the limit's 429 when its current window is already full, without counting a hit (e.g. wrong codes are counted only when wrong). */
export async function checkLimit(limit: Limit): Promise<void> {
  const now = clockNow().getTime();
  const [row] = await db()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, limit.key), eq(rateLimits.windowStart, windowStartOf(limit, now))))
    .limit(1);
  if (row && row.count >= limit.max) throw spent(limit, now);
}
