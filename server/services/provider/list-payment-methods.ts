import { and, asc, desc, eq } from 'drizzle-orm';
import type { PaymentMethodView } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { toView } from './payment-method-view';

/**
 * GET /v1/order/payment/method/list/{providerId}: how a branch takes money on site (card reader,
 * cash…); `withRemoved` adds the removed ones (active: false) for naming how old orders were paid.
 */
export async function listPaymentMethods({
  providerId,
  withRemoved = false,
}: {
  providerId: string;
  withRemoved?: boolean;
}): Promise<{ paymentMethods: PaymentMethodView[]; total: number }> {
  const mine = eq(paymentMethods.providerId, providerId);
  const rows = await db()
    .select()
    .from(paymentMethods)
    .where(withRemoved ? mine : and(mine, eq(paymentMethods.active, true)))
    .orderBy(desc(paymentMethods.active), asc(paymentMethods.title));
  return { paymentMethods: rows.map(toView), total: rows.length };
}
