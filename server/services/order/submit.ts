import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderStatus, OrderView, PaymentBy, TOrderSubmit } from '@/lib/contracts/order';
import type { PaymentType } from '@/lib/contracts/menu';
import { toPersianDigits } from '@/lib/digits';
import type { SessionUser } from '../../auth/session';
import { config } from '../../config';
import { db, type Tx } from '../../db/client';
import { menuItems, orderItems, orderRows, orders, orderStatusHistory, payments, providerOrderCounters, providers, providerTables, users } from '../../db/schema';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import { publish } from '../events/bus';
import { consumeBundles } from '../bundle/use-bundles';
import { recordVoucherUse, takeVoucher } from '../voucher/take-voucher';
import { moveWallet } from '../wallet/move-wallet';
import { createPayment } from '../payment/create-payment';
import { startPayment } from '../payment/start-payment';
import { notifyGift, resolveGiftTarget, type GiftTarget } from '../gift';
import { assertSellable } from './price';
import { planCheckout } from './plan-checkout';
import { buildOrderViews, orderViewById } from './order-view';
import { expireOrder } from './expire-orders';

export interface SubmitResult {
  order: OrderView;
  orderId: string;
  /** The bank's page, for an order that still owes a bank payment; the browser goes there. */
  link?: string;
  paymentId?: string;
}

// Building an Intl formatter is costly and this runs on every submit: make it once.
const tehranDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' });

function tehranDay(d = new Date()): string {
  return tehranDayFormat.format(d);
}

/** Whether a branch accepts a payment type; hybrid needs both the wallet and the bank. */
export function paymentAllowed(types: PaymentType[], by: PaymentBy): boolean {
  if (by === 'hybrid') return types.includes('wallet') && types.includes('bank');
  return types.includes(by);
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

/** The order a client key already made, with its open bank link when it still waits for payment. */
async function existingByKey(user: SessionUser, key: string | undefined): Promise<SubmitResult | null> {
  if (!key) return null;
  const [row] = await db().select({ id: orders.id, status: orders.status }).from(orders).where(and(eq(orders.userId, user.id), eq(orders.clientKey, key))).limit(1);
  if (!row) return null;
  const order = await orderViewById(row.id, db(), { id: user.id, phone: user.phone });
  if (!order) return null;
  if (row.status !== 'awaitingPayment') return { order, orderId: order._id };
  const [p] = await db()
    .select({ id: payments.id, link: payments.link })
    .from(payments)
    .where(and(eq(payments.orderId, row.id), eq(payments.status, 'pending')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return { order, orderId: order._id, ...(p?.link ? { link: p.link, paymentId: p.id } : {}) };
}

/**
 * POST /v1/order/submit: prices the cart on the server and, in one transaction, takes the stock,
 * the voucher use and the bundle units, spends the wallet part and writes the order. Pay on site
 * and fully wallet-paid orders go straight to the bar; a bank or hybrid order waits for its bank
 * payment (`awaitingPayment`, released after PAYMENT_EXPIRY_MINUTES) and the answer carries the
 * bank link. A repeated submit with the same `orderId` key returns the first order.
 */
export async function submitOrder(user: SessionUser, input: TOrderSubmit): Promise<SubmitResult> {
  // A repeated key is not looked up first: the unique (user, client key) index refuses the second
  // order inside its transaction, which rolls back everything it did, and any failure then answers
  // with the order the key already made. This saves a query on every first submit.
  let provider: typeof providers.$inferSelect;
  let gift: GiftTarget | null;
  let placed: { id: string; number: number; status: OrderStatus; paymentId: string | null; view: OrderView | null };
  try {
    [provider] = await db().select().from(providers).where(eq(providers.id, input.providerId)).limit(1);
    if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
    if (!paymentAllowed(provider.paymentTypes, input.paymentBy)) throw new AppError('PAYMENT_TYPE_NOT_ALLOWED');
    gift = input.gift ? await resolveGiftTarget(user, input.gift) : null;

    placed = await db().transaction(async (tx) => {
      let table: { id: string; number: number } | null = null;
      if (input.tableId) {
        [table] = await tx
          .select({ id: providerTables.id, number: providerTables.number })
          .from(providerTables)
          .where(and(eq(providerTables.id, input.tableId), eq(providerTables.providerId, provider.id)))
          .limit(1);
        if (!table) throw new AppError('TABLE_NOT_FOUND');
      }
      const tableId = table?.id ?? null;
      const plan = await planCheckout(tx, { user, providerId: provider.id, items: input.items, voucherId: input.voucherId, lock: true });
      const { priced } = plan;
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
      if (plan.voucher) await takeVoucher(tx, plan.voucher.loaded.voucher, user.id);

      // How the total is paid: the wallet first (all of it for 'wallet'), the bank for the rest.
      const total = plan.total;
      let walletAmount = 0;
      if (input.paymentBy === 'wallet') walletAmount = total;
      else if (input.paymentBy === 'hybrid') {
        const [me] = await tx.select({ wallet: users.wallet }).from(users).where(eq(users.id, user.id)).for('update');
        walletAmount = Math.min(me?.wallet ?? 0, total);
      }
      const bankAmount = input.paymentBy === 'bank' || input.paymentBy === 'hybrid' ? total - walletAmount : 0;
      const online = input.paymentBy !== 'pos';
      const status: OrderStatus = bankAmount > 0 ? 'awaitingPayment' : 'new';
      const now = new Date();

      const id = newId();
      const number = await nextNumber(tx, provider.id);
      const base = {
        id,
        number,
        clientKey: input.orderId ?? null,
        providerId: provider.id,
        userId: user.id,
        status,
        orderType: tableId ? 'inHall' : input.orderType,
        tableId,
        description: input.description ?? '',
        paymentBy: input.paymentBy,
        bankType: input.bankType ?? null,
        paid: online && bankAmount === 0,
        itemsPrice: priced.itemsPrice,
        discount: priced.itemsPrice - total,
        totalPrice: total,
        paymentMethodId: null,
      };
      const money = {
        id,
        membershipDiscount: priced.discount,
        voucherId: plan.voucher?.loaded.voucher.id ?? null,
        voucherDiscount: plan.voucher?.discount ?? 0,
        bundleDiscount: plan.bundle.discount,
        walletAmount,
        bankAmount,
        giftTargetId: gift?.targetId ?? null,
        giftTargetPhone: gift?.targetPhone ?? null,
        giftAnonymous: gift?.anonymous ?? false,
        expiresAt: bankAmount > 0 ? new Date(now.getTime() + config().payment.expiryMinutes * 60_000) : null,
        paidAt: online && bankAmount === 0 ? now : null,
        refundedAt: null,
      };
      const [stamps] = await tx
        .insert(orderRows)
        .values({ ...base, ...money })
        .returning({ createdAt: orderRows.createdAt, updatedAt: orderRows.updatedAt });
      const lines = priced.lines.map((l, i) => ({ id: newId(), orderId: id, itemId: l._id, title: l.title, unitPrice: l.unitPrice, count: l.count, lineTotal: l.lineTotal, sort: i }));
      await tx.insert(orderItems).values(lines);
      const bundleUses = await consumeBundles(tx, id, plan.bundle.takes);
      if (plan.voucher) await recordVoucherUse(tx, { voucherId: plan.voucher.loaded.voucher.id, userId: user.id, orderId: id, discount: plan.voucher.discount });
      if (walletAmount > 0) {
        await moveWallet(tx, {
          userId: user.id,
          amount: -walletAmount,
          reason: 'order',
          description: `سفارش شماره ${toPersianDigits(number)} — ${provider.name}`,
          refType: 'order',
          refId: id,
          key: `order:${id}:pay`,
        });
      }
      const paymentId =
        bankAmount > 0
          ? await createPayment(tx, { userId: user.id, providerId: provider.id, purpose: 'order', orderId: id, amount: bankAmount, bankType: input.bankType ?? 'pos' })
          : null;
      await tx.insert(orderStatusHistory).values({ id: newId(), orderId: id, fromStatus: null, toStatus: status, actorId: user.id });
      await publish(tx, { type: 'order', orderId: id, providerId: provider.id, userId: user.id, status, created: true });
      if (stockChanged) await publish(tx, { type: 'menu', providerId: provider.id });
      // The answer is built from what was just written rather than read back. A gift's view needs
      // its recipient's name, so a gift order is read back after all.
      const view = gift
        ? null
        : buildOrderViews(
            [{ ...base, ...stamps, money }],
            {
              lines,
              bundleUses,
              providerName: new Map([[provider.id, provider.name]]),
              tableNumber: new Map(table ? [[table.id, table.number]] : []),
              people: [{ id: user.id, phone: user.phone, firstName: user.firstName, lastName: user.lastName }],
            },
            { id: user.id, phone: user.phone },
          )[0];
      return { id, number, status, paymentId, view };
    });
  } catch (err) {
    // Two submits with one key at once: the unique key lets one through; the other answers with it.
    const same = await existingByKey(user, input.orderId).catch(() => null);
    if (same) return same;
    throw err;
  }

  let link: string | undefined;
  if (placed.paymentId) {
    try {
      link = await startPayment(placed.paymentId, { description: `سفارش شماره ${toPersianDigits(placed.number)} — ${provider.name}`, mobile: user.phone });
    } catch (err) {
      // The bank could not open a session: nothing stays held for an order nobody can pay.
      await expireOrder(placed.id, new Date(), { force: true }).catch((e) => console.error('[orders] releasing after gateway failure', e));
      throw err;
    }
  }
  if (placed.status === 'new' && gift) await notifyGift(placed.id);
  const order = placed.view ?? (await orderViewById(placed.id, db(), { id: user.id, phone: user.phone }))!;
  return { order, orderId: placed.id, ...(link ? { link, paymentId: placed.paymentId! } : {}) };
}
