import { and, asc, eq } from 'drizzle-orm';
import { db } from '../../db/client';
import { paymentMethods } from '../../db/schema';

/** GET /v1/order/payment/method/list/{providerId}: how a branch takes money on site (card reader, cash…). */
export async function listPaymentMethods(providerId: string) {
  const rows = await db()
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.providerId, providerId), eq(paymentMethods.active, true)))
    .orderBy(asc(paymentMethods.title));
  return { paymentMethods: rows.map((r) => ({ _id: r.id, title: r.title, providerId: r.providerId })), total: rows.length };
}
