import type { PaymentBy } from '@/lib/contracts/order';
import { ORDER_LIMITS } from '@/lib/order-rules';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { spaceReservations } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { GiftTarget } from '../gift/resolve-gift-target';
import { priceCart } from '../order/price';
import { placeOrder } from '../order/place-order';
import { payWithPlanCredit } from '../plan/space-credit';
import { lockDay } from './lock-day';
import { capacityOn } from './load-space-item';
import { heldOn, takenHours } from './space-holds';
import type { BookingPlan } from './plan-booking';

/** The refusals that mean "this day or these hours are taken" (a series skips such an occurrence). */
export const SPACE_CONFLICTS = new Set(['SPACE_FULL', 'SPACE_HOURS_TAKEN', 'SPACE_CLOSED_DAY']);

/**
 * The core of every booking, single or one occurrence of a series, inside the caller's transaction: locks
 * the item's day, counts what holds it, refuses a full day or a taken hour, writes the order (write_order
 * through placeOrder, with the wallet part, voucher, bundle units and bank payment as any order) and the
 * reservation row. A series occurrence records its share of the money; a series paid once takes it once.
 */
export async function bookInTx({
  tx,
  owner,
  plan,
  gift,
  desiredPrice,
  bookedBy,
  series,
}: {
  tx: Tx;
  owner: SessionUser;
  plan: BookingPlan;
  gift: GiftTarget | null;
  desiredPrice: number | null;
  bookedBy?: string;
  /** An occurrence of a recurring series; `paysOnce`: the series takes the wallet or bank money for all. */
  series?: { id: string; paysOnce: boolean };
}): Promise<{ placed: Awaited<ReturnType<typeof placeOrder>>; reservationId: string }> {
  const { item, provider, type, day, startingHour, endingHour, startsAt, orderInput } = plan;
  // Plan credit (issue 28) pays alone: without a voucher, a gift or a price staff agreed.
  const byCredit = orderInput.paymentBy === ('credit' as PaymentBy);
  if (byCredit && (orderInput.voucherId || gift || desiredPrice !== null)) throw new AppError('PLAN_CREDIT_ALONE');
  await lockDay({ tx, itemId: item.id, day });
  const capacity = await capacityOn({ tx, item, day });
  if (capacity === 0) throw new AppError('SPACE_CLOSED_DAY');
  const held = await heldOn({ tx, itemId: item.id, day });
  if (type === 'pool') {
    if (held.reduce((n, r) => n + r.seats, 0) + 1 > capacity) throw new AppError('SPACE_FULL');
  } else {
    const taken = takenHours(held);
    for (let h = startingHour!; h < endingHour!; h++) if (taken.has(h)) throw new AppError('SPACE_HOURS_TAKEN');
  }
  let priced = await priceCart({
    items: orderInput.items,
    providerId: provider.id,
    membershipDiscount: owner.membershipDiscount,
    bundleHolder: desiredPrice === null ? owner.id : undefined,
    space: true,
    tx,
  });
  if (desiredPrice !== null) {
    // The price staff agreed with the customer is a discount on the menu price, never more than it.
    if (desiredPrice > priced.price) throw new AppError('SPACE_DESIRED_PRICE_ABOVE');
    const itemsPrice = priced.itemsPrice;
    if (itemsPrice > ORDER_LIMITS.total) throw new AppError('ORDER_TOTAL_MAX');
    priced = {
      ...priced,
      itemsPrice,
      price: desiredPrice,
      discount: itemsPrice - desiredPrice,
      bundleItemIds: new Set(),
    };
  }
  const credit = byCredit
    ? await payWithPlanCredit({
        tx,
        booking: {
          userId: owner.id,
          providerId: provider.id,
          type,
          count: orderInput.items[0].count,
          startsAt,
          now: clockNow(),
        },
        priced,
      })
    : null;
  if (credit) priced = credit.priced;
  const placed = await placeOrder({
    user: owner,
    input: orderInput,
    inputs: { provider, priced, verify: null, table: null, gift, planCredit: credit?.planCredit },
    outer: tx,
    seriesPart: series?.paysOnce ?? false,
  });
  await credit?.record(placed.id);
  const reservationId = newId();
  await tx.insert(spaceReservations).values({
    id: reservationId,
    orderId: placed.id,
    itemId: item.id,
    providerId: provider.id,
    userId: owner.id,
    day,
    startingHour,
    endingHour,
    seats: 1,
    startsAt,
    bookedBy: bookedBy ?? null,
    seriesId: series?.id ?? null,
  });
  return { placed, reservationId };
}
