import { eq } from 'drizzle-orm';
import type { PaymentView } from '@/lib/contracts/payment';
import { db } from '../../db/client';
import { orders, payments, users, walletLedger } from '../../db/schema';
import { REVERSED } from './refund-to-card';

/** The result screen's data for one payment. */
export async function paymentView({ paymentId }: { paymentId: string }): Promise<PaymentView | null> {
  const [p] = await db().select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!p) return null;
  const [order] = p.orderId
    ? await db().select({ status: orders.status }).from(orders).where(eq(orders.id, p.orderId)).limit(1)
    : [];
  const [refund] = await db()
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(eq(walletLedger.idemKey, `payment:${p.id}:refund`))
    .limit(1);
  const [u] = await db().select({ wallet: users.wallet }).from(users).where(eq(users.id, p.userId)).limit(1);
  return {
    _id: p.id,
    purpose: p.purpose,
    status: p.status,
    amount: p.amount,
    orderId: p.orderId,
    userBundleId: p.userBundleId,
    providerId: p.providerId,
    bankRef: p.bankRef,
    cardPan: p.cardPan,
    createdAt: p.createdAt.toISOString(),
    verifiedAt: p.verifiedAt ? p.verifiedAt.toISOString() : null,
    orderStatus: order?.status ?? null,
    refundedToWallet: Boolean(refund),
    ...(p.status === 'failed' && p.failure === REVERSED ? { refundedToCard: true } : {}),
    wallet: u?.wallet ?? 0,
  };
}
