import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, spaceReservations } from '../../db/schema';
import { moveWallet } from '../wallet/move-wallet';
import { lockOrder } from '../order/load-order';
import { markOrderPaid } from '../payment/settle-payment';
import type { PurposeHandler } from '../payment/purposes';

type PaymentRow = typeof payments.$inferSelect;

/**
 * The bank confirmed a recurring series' one payment (purpose 'series', subject = the series): inside
 * settlePayment's transaction every occurrence still waiting goes to the branch, paid; the share of any
 * occurrence released meanwhile (its payment time ran out, or the customer canceled it) is credited to the
 * payer's wallet once (the payment's refund key), never lost.
 */
async function settleSeries({ tx, payment }: { tx: Tx; payment: PaymentRow }): Promise<void> {
  const rows = await tx
    .select({ orderId: spaceReservations.orderId })
    .from(spaceReservations)
    .where(eq(spaceReservations.seriesId, payment.subjectId ?? ''))
    .orderBy(asc(spaceReservations.orderId));
  let lost = 0;
  for (const r of rows) {
    const order = await lockOrder({ tx, orderId: r.orderId });
    if (!order) continue;
    if (order.status === 'awaitingPayment') await markOrderPaid({ tx, order, now: sql`now()` });
    else if (order.status === 'canceled' && !order.paid) lost += order.bankAmount;
  }
  if (lost > 0)
    await moveWallet({
      tx,
      move: {
        userId: payment.userId,
        amount: lost,
        reason: 'paymentRefund',
        description: 'بازگشت وجه جلسات آزاد شده سری رزرو',
        refType: 'payment',
        refId: payment.id,
        key: `payment:${payment.id}:refund`,
      },
    });
}

/** The purpose handler of a series payment (one line in PURPOSE_HANDLERS). */
export const seriesPurpose: PurposeHandler = {
  settle: settleSeries,
};
