import { and, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * POST /v1/order/payment/method/remove: the method is no longer offered at the counter. It is
 * switched off, not deleted, so orders already paid with it keep its name.
 */
export async function removePaymentMethod(input: {
  providerId: string;
  paymentMethodId: string;
}): Promise<{ success: true }> {
  const [row] = await db()
    .update(paymentMethods)
    .set({ active: false })
    .where(
      and(
        eq(paymentMethods.id, input.paymentMethodId),
        eq(paymentMethods.providerId, input.providerId),
        eq(paymentMethods.active, true),
      ),
    )
    .returning({ id: paymentMethods.id });
  if (!row) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  return { success: true };
}
