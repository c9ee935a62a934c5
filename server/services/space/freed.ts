import { eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { spaceReservations } from '../../db/schema';
import { notifyWaitlist } from './waitlist';

/** After an order is released (its payment time ran out): if it was a reservation, tell those waiting for its place. */
export async function onOrderReleased(orderId: string): Promise<void> {
  const [r] = await db()
    .select({ itemId: spaceReservations.itemId, day: spaceReservations.day })
    .from(spaceReservations)
    .where(eq(spaceReservations.orderId, orderId))
    .limit(1);
  if (r) await notifyWaitlist({ itemId: r.itemId, day: r.day });
}
