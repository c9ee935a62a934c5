import { and, eq, sql } from 'drizzle-orm';
import type { OrderView, TOrderSubmit } from '@/lib/contracts/order';
import type { SessionUser } from '../../auth/session';
import { db, type Tx } from '../../db/client';
import { menuItems, orderItems, orders, orderStatusHistory, providerOrderCounters, providers, providerTables } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { publish } from '../events/bus';
import { assertSellable, priceCart } from './price';
import { orderViewById } from './order-view';

/** Payment types this version settles: paying on site. Wallet and bank arrive with the money capability. */
const SUPPORTED_PAYMENT = new Set(['pos']);

function tehranDay(d = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** The next short order number of the branch for today (what the barista calls out). */
async function nextNumber(tx: Tx, providerId: string): Promise<number> {
  const [row] = await tx
    .insert(providerOrderCounters)
    .values({ providerId, day: tehranDay(), lastNumber: 1 })
    .onConflictDoUpdate({ target: [providerOrderCounters.providerId, providerOrderCounters.day], set: { lastNumber: sql`${providerOrderCounters.lastNumber} + 1` } })
    .returning({ n: providerOrderCounters.lastNumber });
  return row.n;
}

async function existingByKey(userId: string, key: string | undefined): Promise<OrderView | null> {
  if (!key) return null;
  const [row] = await db().select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.clientKey, key))).limit(1);
  return row ? orderViewById(row.id) : null;
}

/**
 * POST /v1/order/submit: prices the cart on the server, takes the stock and writes the order in
 * one transaction. A repeated submit with the same `orderId` key returns the first order.
 */
export async function submitOrder(user: SessionUser, input: TOrderSubmit): Promise<{ order: OrderView; orderId: string }> {
  const again = await existingByKey(user.id, input.orderId);
  if (again) return { order: again, orderId: again._id };

  const [provider] = await db().select().from(providers).where(eq(providers.id, input.providerId)).limit(1);
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  if (!provider.paymentTypes.includes(input.paymentBy as 'pos') || !SUPPORTED_PAYMENT.has(input.paymentBy)) throw new AppError('PAYMENT_TYPE_NOT_ALLOWED');

  try {
    const orderId = await db().transaction(async (tx) => {
      let tableId: string | null = null;
      if (input.tableId) {
        const [table] = await tx.select().from(providerTables).where(and(eq(providerTables.id, input.tableId), eq(providerTables.providerId, provider.id))).limit(1);
        if (!table) throw new AppError('TABLE_NOT_FOUND');
        tableId = table.id;
      }
      const priced = await priceCart({ items: input.items, providerId: provider.id, membershipLevel: user.membershipLevel }, tx);
      let stockChanged = false;
      for (const line of priced.lines) {
        const row = priced.rows.find((r) => r.id === line._id)!;
        if (row.stock === null) continue;
        // Conditional decrement: two customers racing for the last cup cannot both get it.
        const taken = await tx
          .update(menuItems)
          .set({ stock: sql`${menuItems.stock} - ${line.count}`, updatedAt: new Date() })
          .where(and(eq(menuItems.id, row.id), sql`${menuItems.stock} >= ${line.count}`))
          .returning({ stock: menuItems.stock });
        if (!taken.length) {
          const [fresh] = await tx.select().from(menuItems).where(eq(menuItems.id, row.id));
          assertSellable(fresh, line.count);
          throw new AppError('ITEM_OVER_LIMIT');
        }
        if (taken[0].stock === 0) stockChanged = true;
      }
      const id = newId();
      await tx.insert(orders).values({
        id,
        number: await nextNumber(tx, provider.id),
        clientKey: input.orderId ?? null,
        providerId: provider.id,
        userId: user.id,
        status: 'new',
        orderType: tableId ? 'inHall' : input.orderType,
        tableId,
        description: input.description ?? '',
        paymentBy: input.paymentBy,
        bankType: input.bankType ?? null,
        itemsPrice: priced.itemsPrice,
        discount: priced.discount,
        totalPrice: priced.price,
      });
      await tx.insert(orderItems).values(
        priced.lines.map((l, i) => ({ id: newId(), orderId: id, itemId: l._id, title: l.title, unitPrice: l.unitPrice, count: l.count, lineTotal: l.lineTotal, sort: i })),
      );
      await tx.insert(orderStatusHistory).values({ id: newId(), orderId: id, fromStatus: null, toStatus: 'new', actorId: user.id });
      await publish(tx, { type: 'order', orderId: id, providerId: provider.id, userId: user.id, status: 'new', created: true });
      if (stockChanged) await publish(tx, { type: 'menu', providerId: provider.id });
      return id;
    });
    const order = (await orderViewById(orderId))!;
    return { order, orderId };
  } catch (err) {
    // Two submits with one key at once: the unique key lets one through; the other answers with it.
    const same = await existingByKey(user.id, input.orderId).catch(() => null);
    if (same) return { order: same, orderId: same._id };
    throw err;
  }
}
