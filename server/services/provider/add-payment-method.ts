import { eq } from 'drizzle-orm';
import type { PaymentMethodView } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { paymentMethods, providers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { titleTaken, toView } from './payment-method-view';

/** POST /v1/order/payment/method/add */
export async function addPaymentMethod(input: {
  providerId: string;
  title: string;
}): Promise<{ paymentMethod: PaymentMethodView }> {
  const [p] = await db()
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, input.providerId))
    .limit(1);
  if (!p) throw new AppError('PROVIDER_NOT_FOUND');
  try {
    const [row] = await db()
      .insert(paymentMethods)
      .values({ id: newId(), providerId: input.providerId, title: input.title })
      .returning();
    return { paymentMethod: toView(row) };
  } catch (err) {
    titleTaken(err);
  }
}
