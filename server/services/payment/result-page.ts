import { eq } from 'drizzle-orm';
import type { PaymentView } from '@/lib/contracts/payment';
import { sessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orders, providers, userBundles, type PaymentPurpose } from '../../db/schema';
import { AppError } from '../../http/errors';
import { verifyPayment } from './verify-payment';

export interface PaymentResultProps {
  payment: PaymentView | null;
  /** Why the payment could not be shown (e.g. a callback that is not this payment's). */
  error: string | null;
  order: {
    _id: string;
    number: number;
    providerId: string;
    providerName: string;
    status: string;
    totalPrice: number;
    walletAmount: number;
    bankAmount: number;
  } | null;
  bundleTitle: string | null;
}

/**
 * What a result screen (/payment, /wallet/payment, /bundle/payment) shows, verified with the bank on
 * the server first: the bank's `Authority` from the callback query, or the payer's own session on
 * a later visit. Throws NOT_FOUND for a payment of another kind or one the viewer may not see.
 */
export async function paymentResultProps(opts: {
  paymentId: string;
  purpose: PaymentPurpose;
  authority?: string | null;
  token: string | null;
}): Promise<PaymentResultProps> {
  const viewer = opts.token ? await sessionUser(opts.token) : null;
  let payment: PaymentView;
  try {
    payment = await verifyPayment({ paymentId: opts.paymentId, authority: opts.authority || undefined, viewer });
  } catch (err) {
    if (err instanceof AppError && err.code === 'PAYMENT_CALLBACK_INVALID')
      return { payment: null, error: err.fa, order: null, bundleTitle: null };
    throw err;
  }
  if (payment.purpose !== opts.purpose) throw new AppError('PAYMENT_NOT_FOUND');
  let order: PaymentResultProps['order'] = null;
  if (payment.orderId) {
    const [o] = await db()
      .select({
        id: orders.id,
        number: orders.number,
        providerId: orders.providerId,
        status: orders.status,
        totalPrice: orders.totalPrice,
        walletAmount: orders.walletAmount,
        bankAmount: orders.bankAmount,
        providerName: providers.name,
      })
      .from(orders)
      .innerJoin(providers, eq(providers.id, orders.providerId))
      .where(eq(orders.id, payment.orderId))
      .limit(1);
    if (o)
      order = {
        _id: o.id,
        number: o.number,
        providerId: o.providerId,
        providerName: o.providerName,
        status: o.status,
        totalPrice: o.totalPrice,
        walletAmount: o.walletAmount,
        bankAmount: o.bankAmount,
      };
  }
  let bundleTitle: string | null = null;
  if (payment.userBundleId) {
    const [b] = await db()
      .select({ title: userBundles.title })
      .from(userBundles)
      .where(eq(userBundles.id, payment.userBundleId))
      .limit(1);
    bundleTitle = b?.title ?? null;
  }
  return { payment, error: null, order, bundleTitle };
}
