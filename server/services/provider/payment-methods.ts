import { and, asc, desc, eq } from 'drizzle-orm';
import type { PaymentMethodView } from '@/lib/contracts/provider';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { paymentMethods, providers } from '../../db/schema';
import { AppError } from '../../http/errors';

function toView(r: { id: string; title: string; providerId: string; active: boolean }): PaymentMethodView {
  return { _id: r.id, title: r.title, providerId: r.providerId, active: r.active };
}

/** Two methods in use at one branch may not share a name: the unique index decides, this names it. */
function titleTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError('PAYMENT_METHOD_TAKEN');
  throw err;
}

/**
 * GET /v1/order/payment/method/list/{providerId}: how a branch takes money on site (card reader,
 * cash…); `withRemoved` adds the removed ones (active: false) for naming how old orders were paid.
 */
export async function listPaymentMethods(
  providerId: string,
  withRemoved = false,
): Promise<{ paymentMethods: PaymentMethodView[]; total: number }> {
  const mine = eq(paymentMethods.providerId, providerId);
  const rows = await db()
    .select()
    .from(paymentMethods)
    .where(withRemoved ? mine : and(mine, eq(paymentMethods.active, true)))
    .orderBy(desc(paymentMethods.active), asc(paymentMethods.title));
  return { paymentMethods: rows.map(toView), total: rows.length };
}

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
