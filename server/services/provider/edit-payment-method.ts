import { and, eq } from 'drizzle-orm';
import type { PaymentMethodView } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { AppError } from '../../http/errors';
import { titleTaken, toView } from './payment-method-view';

/** POST /v1/order/payment/method/edit: renames a method in use (old orders show the new name too). */
export async function editPaymentMethod(input: {
  providerId: string;
  paymentMethodId: string;
  title: string;
}): Promise<{ paymentMethod: PaymentMethodView }> {
  try {
    const [row] = await db()
      .update(paymentMethods)
      .set({ title: input.title })
      .where(
        and(
          eq(paymentMethods.id, input.paymentMethodId),
          eq(paymentMethods.providerId, input.providerId),
          eq(paymentMethods.active, true),
        ),
      )
      .returning();
    if (!row) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    return { paymentMethod: toView(row) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    titleTaken(err);
  }
}
