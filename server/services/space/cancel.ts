import { eq, sql } from 'drizzle-orm';
import type { CancelQuoteView } from '@/lib/contracts/space/booking';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db, type DbOrTx, type Tx } from '../../db/client';
import { orders, spaceReservations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { lockOrder } from '../order/load-order';
import { releaseOrderHoldings } from '../order/release-order';
import { notifyWaitlist } from './waitlist';
import { log } from '../../log';
import { recordOrderStatus } from '../order/record-status';
import { cancelTerms, paidOnline } from './cancel-terms';

async function ownReservation({
  tx,
  actor,
  orderId,
  lock,
}: {
  tx: DbOrTx;
  actor: SessionUser;
  orderId: string;
  lock: boolean;
}) {
  const order = lock
    ? await lockOrder({ tx: tx as Tx, orderId })
    : ((await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1))[0] ?? null);
  const [r] = order
    ? await tx.select().from(spaceReservations).where(eq(spaceReservations.orderId, order.id)).limit(1)
    : [];
  if (!order || !r || order.userId !== actor.id) throw new AppError('SPACE_RESERVATION_NOT_FOUND');
  return { order, r };
}

/**
 * GET /v1/order/space/{orderId}/cancel/quote: what canceling now would keep and refund, shown before the
 * customer confirms (the branch's late-cancel tiers).
 */
export async function quoteSpaceCancel({
  actor,
  orderId,
}: {
  actor: SessionUser;
  orderId: string;
}): Promise<CancelQuoteView> {
  const { order, r } = await ownReservation({ tx: db(), actor, orderId, lock: false });
  if (order.status === 'canceled' || order.status === 'delivered')
    return { allowed: false, fee: 0, refund: 0, paid: paidOnline(order) };
  return cancelTerms({ tx: db(), order, startsAt: r.startsAt, now: clockNow() });
}

/**
 * POST /v1/order/space/cancel: a customer cancels their own reservation while the branch allows it (up to
 * the cut-off, or with late-cancel tiers up to the start, keeping the tier's fee). In one transaction under
 * the order's row lock: status canceled, the voucher and bundle units back, and what was paid online
 * (wallet part, bank part once paid) less the fee to their wallet with a ledger key, so a repeated cancel
 * refunds nothing twice. Waiting customers are then told.
 */
export async function cancelSpaceOrder({
  actor,
  orderId,
}: {
  actor: SessionUser;
  orderId: string;
}): Promise<{ success: true; refunded: number; fee: number; status: 'canceled' }> {
  const now = clockNow();
  const out = await db().transaction(async (tx) => {
    const { order, r } = await ownReservation({ tx, actor, orderId, lock: true });
    if (order.status === 'canceled') return { refunded: 0, fee: 0, reservation: null };
    if (order.status === 'delivered') throw new AppError('SPACE_CANCEL_CLOSED');
    const terms = await cancelTerms({ tx, order, startsAt: r.startsAt, now });
    if (!terms.allowed) throw new AppError('SPACE_CANCEL_TOO_LATE');
    const { refunded } = await releaseOrderHoldings({ tx, order, actorId: actor.id, keep: terms.fee });
    await tx
      .update(orders)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    if (terms.fee > 0)
      await tx.update(spaceReservations).set({ feeKept: terms.fee }).where(eq(spaceReservations.id, r.id));
    await recordOrderStatus({ tx, order, to: 'canceled', actorId: actor.id });
    return { refunded, fee: terms.fee, reservation: r };
  });
  if (out.reservation)
    await notifyWaitlist({ itemId: out.reservation.itemId, day: out.reservation.day }).catch((e) =>
      log.error({ err: e }, '[space] waitlist notify'),
    );
  return { success: true, refunded: out.refunded, fee: out.fee, status: 'canceled' };
}
