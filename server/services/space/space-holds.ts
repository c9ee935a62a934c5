import { and, eq, gt, ne, or } from 'drizzle-orm';
import { clockNow } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { orders, spaceReservations } from '../../db/schema';

/**
 * Reservations that hold their place at `now`: every one whose order is not canceled, except an
 * unpaid online one whose payment time is over (its hold lapses even before the expiry sweep runs).
 */
export function holdsPlace(now: Date) {
  return and(ne(orders.status, 'canceled'), or(ne(orders.status, 'awaitingPayment'), gt(orders.expiresAt, now)));
}

/**
 * The reservations holding an item on a day. A payment hold lapses at the order's `expires_at`, which
 * is set from the rules clock and swept by it, so it is compared with `clockNow()` too.
 */
export async function heldOn({ tx, itemId, day }: { tx: DbOrTx; itemId: string; day: string }) {
  return tx
    .select({
      seats: spaceReservations.seats,
      startingHour: spaceReservations.startingHour,
      endingHour: spaceReservations.endingHour,
    })
    .from(spaceReservations)
    .innerJoin(orders, eq(orders.id, spaceReservations.orderId))
    .where(and(eq(spaceReservations.itemId, itemId), eq(spaceReservations.day, day), holdsPlace(clockNow())));
}

/** Hours [h, h+1) of a day covered by the given bookings. */
export function takenHours(held: { startingHour: number | null; endingHour: number | null }[]): Set<number> {
  const taken = new Set<number>();
  for (const r of held) {
    if (r.startingHour === null || r.endingHour === null) continue;
    for (let h = r.startingHour; h < r.endingHour; h++) taken.add(h);
  }
  return taken;
}
