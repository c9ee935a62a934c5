import type { Tx } from '../../db/client';
import type { PricedCart } from '../order/price';
import { recordPlanUse, reserveSpaceCredit, type SpaceCredit } from './credit-uses';

/**
 * A workspace booking paid with member plan credit (`paymentBy: 'credit'`), inside the booking's transaction:
 * a room's hours or a day pass are taken from this plan month's credits under the member plan's row lock; the
 * order is priced at zero, its price (after the membership discount) shown as «پوشش پلن». `record` writes the
 * use against the order once it is written.
 */
export async function payWithPlanCredit({
  tx,
  booking,
  priced,
}: {
  tx: Tx;
  booking: {
    userId: string;
    providerId: string;
    type: 'pool' | 'resource';
    /** Hours of a room, or 1 for a day pass. */
    count: number;
    startsAt: Date;
    now: Date;
  };
  priced: PricedCart;
}): Promise<{ priced: PricedCart; planCredit: number; record: (orderId: string) => Promise<void> }> {
  const credit: SpaceCredit = await reserveSpaceCredit({
    tx,
    userId: booking.userId,
    providerId: booking.providerId,
    kind: booking.type === 'resource' ? 'room_hours' : 'day_passes',
    amount: booking.count,
    startsAt: booking.startsAt,
    now: booking.now,
  });
  return {
    priced: { ...priced, price: 0, bundleItemIds: new Set() },
    planCredit: priced.price,
    record: (orderId) => recordPlanUse({ tx, use: { ...credit, providerId: booking.providerId, refId: orderId } }),
  };
}
