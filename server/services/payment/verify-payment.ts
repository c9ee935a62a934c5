import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentView } from '@/lib/contracts/payment';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../http/errors';
import { config } from '../../config';
import { gateway } from '../../integrations/payment';
import { paymentView } from './payment-view';
import { settlePayment } from './settle-payment';

/**
 * The end of the payer's time at the bank: PAYMENT_EXPIRY_MINUTES from the payment's creation, a
 * database stamp, so it is compared with the database's clock (in SQL below, or with databaseNow()).
 */
export function paymentDeadline({ createdAt }: { createdAt: Date }): Date {
  return new Date(createdAt.getTime() + config().payment.expiryMinutes * 60_000);
}

/** paymentDeadline in SQL: whether the payer's time is up now, on the database's clock. */
const paymentTimeUp = () =>
  sql`${payments.createdAt} + (${config().payment.expiryMinutes})::int * interval '1 minute' <= now()`;

export interface VerifyOptions {
  paymentId: string;
  /** The authority the bank put on the callback; it must be this payment's. */
  authority?: string | null;
  /** Who is looking, when the call carries no authority (a reload of the result page). */
  viewer?: SessionUser | null;
}

/**
 * Verifies a payment with its bank and books it (the result screens and the callback route call
 * this). The amount sent to the bank is the one stored with the payment, never one from the
 * request. A callback whose authority is not this payment's is refused; a payment that is already
 * settled is only read, so a replayed callback never credits twice.
 */
export async function verifyPayment(opts: VerifyOptions): Promise<PaymentView> {
  const [p] = await db().select().from(payments).where(eq(payments.id, opts.paymentId)).limit(1);
  if (!p) throw new AppError('PAYMENT_NOT_FOUND');
  if (opts.authority !== undefined && opts.authority !== null) {
    if (!p.authority || opts.authority !== p.authority) throw new AppError('PAYMENT_CALLBACK_INVALID');
  } else if (!opts.viewer || (opts.viewer.id !== p.userId && !can(opts.viewer, 'wallet'))) {
    // Without the bank's authority only the payer (or wallet staff) may look at a payment.
    throw new AppError('PAYMENT_NOT_FOUND');
  }
  if ((p.status === 'pending' || p.status === 'expired') && p.authority) {
    const r = await gateway().verify({ authority: p.authority, amount: p.amount });
    if (r.ok) await settlePayment({ payment: p, bank: { refId: r.refId, cardPan: r.cardPan } });
    else if (r.final || r.code === -51) {
      // Failed for good: the bank says so, or the payer has still not paid when the payment's time is up.
      await db()
        .update(payments)
        .set({ status: 'failed', failure: `${r.code} ${r.message}`.trim().slice(0, 300), updatedAt: sql`now()` })
        .where(
          and(
            eq(payments.id, p.id),
            inArray(payments.status, ['pending', 'expired']),
            r.final ? undefined : paymentTimeUp(),
          ),
        );
    }
    // Otherwise the payer may still be paying, or the bank could not answer now: the payment stays pending and is
    // verified on the next look, and a success that arrives within its time is booked.
  }
  return (await paymentView({ paymentId: p.id }))!;
}
