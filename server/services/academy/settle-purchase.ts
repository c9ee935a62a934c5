import { eq, sql } from 'drizzle-orm';
import { eventTicketPurchases } from '../../db/schema';
import type { PurposeHandler } from '../payment/purposes';
import { moveWallet } from '../wallet/move-wallet';
import { notifyTicketGift } from './notify-ticket-gift';

/**
 * PURPOSE_HANDLERS.event: the bank confirmed a ticket purchase's payment (subjectId = the purchase).
 * Still waiting: it is paid and its seats become sold. Released meanwhile (payment time up, event
 * canceled): its seats are gone, so the payer's money goes to their wallet instead.
 */
export const eventPurchaseHandler: PurposeHandler = {
  async settle({ tx, payment }) {
    const [p] = await tx
      .select()
      .from(eventTicketPurchases)
      .where(eq(eventTicketPurchases.id, payment.subjectId ?? ''))
      .for('update');
    if (p && p.status === 'awaitingPayment') {
      await tx
        .update(eventTicketPurchases)
        .set({ status: 'paid', paidAt: sql`now()`, expiresAt: null })
        .where(eq(eventTicketPurchases.id, p.id));
      return;
    }
    await moveWallet({
      tx,
      move: {
        userId: payment.userId,
        amount: payment.amount,
        reason: 'paymentRefund',
        description: 'بازگشت وجه بلیت رویدادی که پرداختش دیر رسید',
        refType: 'payment',
        refId: payment.id,
        key: `payment:${payment.id}:refund`,
      },
    });
  },
  async after({ payment }) {
    if (payment.subjectId) await notifyTicketGift({ purchaseId: payment.subjectId });
  },
  resultPath: (paymentId) => `/events/payment/${paymentId}`,
};
