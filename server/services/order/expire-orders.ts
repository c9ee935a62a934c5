import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { orders } from '../../db/schema';
import { lockOrder } from './load-order';
import { releaseOrderHoldings } from './release-order';
import { log } from '../../log';
import { recordOrderStatus } from './record-status';

/**
 * Releases one order still waiting for its online payment once its time is up: status canceled,
 * stock, voucher and bundle units back, wallet part refunded. Exactly once: the status is checked
 * under the row lock, and every release step is idempotent.
 */
export async function expireOrder({
  orderId,
  now = clockNow(),
  force = false,
}: {
  orderId: string;
  /** The rules' instant the order's expiry is compared with. */
  now?: Date;
  /** Releases it whatever its expiry (the bank could not open a session). */
  force?: boolean;
}): Promise<boolean> {
  const expired = await db().transaction(async (tx) => {
    const order = await lockOrder({ tx, orderId });
    if (!order || order.status !== 'awaitingPayment') return false;
    if (!force && (!order.expiresAt || order.expiresAt > now)) return false;
    await releaseOrderHoldings({ tx, order });
    await tx
      .update(orders)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordOrderStatus({ tx, order, to: 'canceled', actorId: null });
    return true;
  });
  // A workspace reservation's place is free again: those on its waitlist are texted (loaded lazily: space imports order).
  if (expired)
    await import('../space/freed')
      .then((m) => m.onOrderReleased(orderId))
      .catch((err) => log.error({ err }, '[orders] waitlist after expiry'));
  return expired;
}

/** Expires every order whose payment time is up (oldest first, a batch at a time). Returns how many. */
export async function expireDueOrders(now = clockNow()): Promise<number> {
  let n = 0;
  for (;;) {
    const due = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'awaitingPayment'), lte(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(50);
    if (!due.length) return n;
    for (const d of due) {
      try {
        if (await expireOrder({ orderId: d.id, now })) n++;
      } catch (err) {
        log.error({ err, orderId: d.id }, '[orders] expiring');
      }
    }
    if (due.length < 50) return n;
  }
}

const holder = globalThis as unknown as { __lastSweep?: number; __sweeping?: Promise<unknown> };

/**
 * The lazy half of expiry: reads that show orders call this, so a missed timer loses nothing.
 * At most one sweep runs at a time per process and not more often than every few seconds.
 */
export async function sweepExpiredOrders(minIntervalMs = 5_000): Promise<void> {
  const now = Date.now();
  if (holder.__sweeping || (holder.__lastSweep && now - holder.__lastSweep < minIntervalMs)) return;
  holder.__lastSweep = now;
  holder.__sweeping = expireDueOrders()
    .catch((err) => log.error({ err }, '[orders] expiry sweep failed'))
    .finally(() => (holder.__sweeping = undefined));
  await holder.__sweeping;
}
