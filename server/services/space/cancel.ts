import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { orders, providers, spaceReservations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { lockOrder } from '../order/load-order';
import { releaseOrderHoldings } from '../order/release-order';
import { notifyWaitlist } from './waitlist';
import { log } from '../../log';
import { recordOrderStatus } from '../order/record-status';

/** Whether a reservation starting at `startsAt` may still be canceled by its customer at `now`. */
export function beforeCutoff({
  startsAt,
  cutoffMinutes,
  now,
}: {
  startsAt: Date;
  cutoffMinutes: number;
  now: Date;
}): boolean {
  return now.getTime() <= startsAt.getTime() - cutoffMinutes * 60_000;
}

/**
 * POST /v1/order/space/cancel: a customer cancels their own reservation up to the branch's cut-off
 * before it starts. In one transaction under the order's row lock: status canceled, the voucher and
 * bundle units back, and what was paid online (wallet part, bank part once paid) to their wallet
 * with a ledger key, so a repeated cancel refunds nothing twice. Waiting customers are then told.
 */
export async function cancelSpaceOrder({
  actor,
  orderId,
}: {
  actor: SessionUser;
  orderId: string;
}): Promise<{ success: true; refunded: number; status: 'canceled' }> {
  const now = clockNow();
  const out = await db().transaction(async (tx) => {
    const order = await lockOrder({ tx, orderId });
    const [r] = order
      ? await tx.select().from(spaceReservations).where(eq(spaceReservations.orderId, order.id)).limit(1)
      : [];
    if (!order || !r || order.userId !== actor.id) throw new AppError('SPACE_RESERVATION_NOT_FOUND');
    if (order.status === 'canceled') return { refunded: 0, reservation: null };
    if (order.status === 'delivered') throw new AppError('SPACE_CANCEL_CLOSED');
    const [p] = await tx
      .select({ cutoff: providers.cancelCutoffMinutes })
      .from(providers)
      .where(eq(providers.id, order.providerId));
    if (!beforeCutoff({ startsAt: r.startsAt, cutoffMinutes: p?.cutoff ?? 120, now }))
      throw new AppError('SPACE_CANCEL_TOO_LATE');
    const { refunded } = await releaseOrderHoldings({ tx, order, actorId: actor.id });
    await tx
      .update(orders)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await recordOrderStatus({ tx, order, to: 'canceled', actorId: actor.id });
    return { refunded, reservation: r };
  });
  if (out.reservation)
    await notifyWaitlist({ itemId: out.reservation.itemId, day: out.reservation.day }).catch((e) =>
      log.error({ err: e }, '[space] waitlist notify'),
    );
  return { success: true, refunded: out.refunded, status: 'canceled' };
}
