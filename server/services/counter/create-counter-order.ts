import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrderView } from '@/lib/contracts/order';
import type { ZCounterOrder } from '@/lib/contracts/counter';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { counterOrders, memberships, orders, paymentMethods, providers, providerTables } from '../../db/schema';
import { newId } from '../../db/ids';
import { asAppError, raisedByDb } from '../../db/raised';
import { AppError } from '../../http/errors';
import { priceCart } from '../order/price';
import { boardOrderArgs } from '../order/board-order-args';
import { orderViewById } from '../order/order-view';
import { findOrRegister } from '../staff/people';
import { openShift } from '../shift/shift-view';

/**
 * The order a client key already made at this branch for this customer (a retried submit); a walk-in
 * order has no customer. Scoped to the branch (issue 22): the same key at another branch is another order.
 */
async function existing({
  providerId,
  userId,
  key,
}: {
  providerId: string;
  userId: string | null;
  key: string | undefined;
}): Promise<string | null> {
  if (!key) return null;
  const [row] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.providerId, providerId),
        eq(orders.clientKey, key),
        userId ? eq(orders.userId, userId) : isNull(orders.userId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * POST /v1/order/create: a staff member rings up a walk-in customer at the counter. The customer is
 * found or registered by phone (their membership discount applies); without a phone the order has no
 * customer at all (no user row, no SMS). Lines carry the chosen option ids and note, checked and
 * priced from the menu as a customer's cart is (priceCart). The order is paid on site with one of
 * the branch's payment methods, so it is written paid, with that method, straight to the board
 * (`new`). Its writes are one call of `place_order` (migration 0009, which writes through
 * `write_order`: stock, number, lines, first status and the board's live event), in one transaction
 * with the counter record that ties it to who rang it up and the open shift. A retried submit with
 * the same `orderId` key returns the first order.
 */
export async function createCounterOrder({
  actor,
  input,
}: {
  actor: SessionUser;
  input: z.output<typeof ZCounterOrder>;
}): Promise<{ order: OrderView; orderId: string }> {
  const [provider] = await db()
    .select({ id: providers.id, name: providers.name, active: providers.active })
    .from(providers)
    .where(eq(providers.id, input.providerId))
    .limit(1);
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  const [method] = await db()
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, input.paymentMethodId),
        eq(paymentMethods.providerId, provider.id),
        eq(paymentMethods.active, true),
      ),
    )
    .limit(1);
  if (!method) throw new AppError('PAYMENT_METHOD_INVALID');
  let table: { id: string; number: number } | null = null;
  if (input.orderType === 'inHall' && input.tableId) {
    const [t] = await db()
      .select({ id: providerTables.id, number: providerTables.number })
      .from(providerTables)
      .where(and(eq(providerTables.id, input.tableId), eq(providerTables.providerId, provider.id)))
      .limit(1);
    if (!t) throw new AppError('TABLE_NOT_FOUND');
    table = t;
  }

  const customer = input.phone ? await findOrRegister({ tx: db(), phone: input.phone }) : null;
  const customerId = customer?.id ?? null;
  const already = await existing({ providerId: provider.id, userId: customerId, key: input.orderId });
  if (already) return { order: (await orderViewById({ orderId: already }))!, orderId: already };
  const [level] = customer
    ? await db()
        .select({ discount: memberships.discountPercent })
        .from(memberships)
        .where(eq(memberships.level, customer.membershipLevel))
        .limit(1)
    : [];
  const priced = await priceCart({
    items: input.items,
    providerId: provider.id,
    membershipDiscount: level?.discount ?? 0,
  });

  const id = newId();
  const order = {
    id,
    clientKey: input.orderId ?? null,
    providerId: provider.id,
    userId: customerId,
    status: 'new' as const,
    orderType: table ? ('inHall' as const) : input.orderType,
    tableId: table?.id ?? null,
    description: input.description ?? '',
    paymentBy: 'pos' as const,
    bankType: null,
    paid: true,
    paymentMethodId: method.id,
    itemsPrice: priced.itemsPrice,
    discount: priced.itemsPrice - priced.price,
    totalPrice: priced.price,
    membershipDiscount: priced.discount,
    voucherId: null,
    voucherDiscount: 0,
    bundleDiscount: 0,
    walletAmount: 0,
    bankAmount: 0,
    giftTargetId: null,
    giftTargetPhone: null,
    giftAnonymous: false,
    expiresAt: null,
    // Must agree with the database's clock (created_at), but travels in place_order's JSON (migration 0005).
    paidAt: new Date(),
    refundedAt: null,
  };
  const args = boardOrderArgs({
    order,
    lines: priced.lines.map((l, i) => ({
      id: newId(),
      orderId: id,
      itemId: l._id,
      title: l.title,
      unitPrice: l.unitPrice,
      count: l.count,
      lineTotal: l.lineTotal,
      sort: i,
      options: l.options.length ? l.options : null,
      note: l.note || null,
    })),
    priced,
  });
  try {
    await db().transaction(async (tx) => {
      await tx.execute(sql`SELECT place_order(${args}::jsonb) AS placed`);
      const shift = await openShift({ providerId: provider.id, tx });
      await tx
        .insert(counterOrders)
        .values({ orderId: id, providerId: provider.id, staffId: actor.id, shiftId: shift?.id ?? null });
    });
  } catch (err) {
    const again = await existing({ providerId: provider.id, userId: customerId, key: input.orderId }).catch(() => null);
    if (again) return { order: (await orderViewById({ orderId: again }))!, orderId: again };
    if (raisedByDb(err)?.message === 'ITEM_STOCK') throw new AppError('ITEM_OVER_LIMIT');
    throw asAppError(err);
  }
  return { order: (await orderViewById({ orderId: id }))!, orderId: id };
}
