import { and, desc, eq } from 'drizzle-orm';
import type { OrderView, PaymentBy, TOrderSubmit } from '@/lib/contracts/order';
import type { PaymentType } from '@/lib/contracts/menu';
import { toPersianDigits } from '@/lib/digits';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { menuItems, orders, payments, providers, providerTables } from '../../db/schema';
import { asAppError, raisedByDb } from '../../db/raised';
import { AppError } from '../../http/errors';
import { cartRows, invalidateMenuCache } from '../menu';
import { startPayment } from '../payment/start-payment';
import { notifyGift, resolveGiftTarget, type GiftTarget } from '../gift';
import { assertSellable, priceCart, priceRows } from './price';
import { placeOrder, verifyOf, type OrderInputs, type PlacedOrder } from './place-order';
import { orderViewById } from './order-view';
import { expireOrder } from './expire-orders';

export interface SubmitResult {
  order: OrderView;
  orderId: string;
  /** The bank's page, for an order that still owes a bank payment; the browser goes there. */
  link?: string;
  paymentId?: string;
}

/** Whether a branch accepts a payment type; hybrid needs both the wallet and the bank. */
export function paymentAllowed(types: PaymentType[], by: PaymentBy): boolean {
  if (by === 'hybrid') return types.includes('wallet') && types.includes('bank');
  return types.includes(by);
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
 * Why `place_order` refused a stocked line: the spec's message for the item as it is now (sold out
 * or fewer left than asked), read after the failed attempt rolled back.
 */
async function explainStockFailure(err: unknown, items: { _id: string; count: number }[]): Promise<unknown> {
  const raised = raisedByDb(err);
  if (raised?.message !== 'ITEM_STOCK' || !raised.detail) return asAppError(err);
  const [fresh] = await db().select().from(menuItems).where(eq(menuItems.id, raised.detail));
  const count = items.filter((i) => i._id === raised.detail).reduce((n, i) => n + i.count, 0);
  if (fresh) assertSellable(fresh, count);
  return new AppError('ITEM_OVER_LIMIT');
}

type CachedInputs = Pick<OrderInputs, 'provider' | 'priced' | 'verify'>;

/**
 * The common checkout (pay on site or by wallet, no voucher) priced from the cached menu, for
 * place_order to confirm; null when the cache cannot say, and every refusal is left to a fresh
 * read, so a moment-old cache never turns a customer away.
 */
async function cachedInputs(user: SessionUser, input: TOrderSubmit): Promise<CachedInputs | null> {
  if (input.voucherId || (input.paymentBy !== 'pos' && input.paymentBy !== 'wallet')) return null;
  try {
    const { provider, itemRows } = await cartRows(input.providerId);
    if (!paymentAllowed(provider.paymentTypes, input.paymentBy)) return null;
    const priced = priceRows(input.items, { rows: itemRows, bundleItemIds: new Set() }, { providerId: provider.id, membershipDiscount: user.membershipDiscount });
    return { provider, priced, verify: verifyOf(priced, [input.paymentBy]) };
  } catch {
    return null;
  }
}

/** The branch as the database has it now, with the spec's refusals. */
async function freshProvider(input: TOrderSubmit): Promise<OrderInputs['provider']> {
  const [provider] = await db().select().from(providers).where(eq(providers.id, input.providerId)).limit(1);
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  if (!paymentAllowed(provider.paymentTypes, input.paymentBy)) throw new AppError('PAYMENT_TYPE_NOT_ALLOWED');
  return provider;
}

async function freshInputs(user: SessionUser, input: TOrderSubmit, provider?: OrderInputs['provider']): Promise<CachedInputs> {
  provider ??= await freshProvider(input);
  const priced = await priceCart({ items: input.items, providerId: provider.id, membershipDiscount: user.membershipDiscount, bundleHolder: user.id });
  return { provider, priced, verify: null };
}

/**
 * POST /v1/order/submit: prices the cart on the server and writes the order atomically (see
 * placeOrder): the stock, the voucher use and the bundle units, the wallet part and the order.
 * Pay on site and fully wallet-paid orders go straight to the bar; a bank or hybrid order waits for
 * its bank payment (`awaitingPayment`, released after PAYMENT_EXPIRY_MINUTES) and the answer
 * carries the bank link. A repeated submit with the same `orderId` key returns the first order.
 */
export async function submitOrder(user: SessionUser, input: TOrderSubmit): Promise<SubmitResult> {
  // A repeated key is not looked up first: the unique (user, client key) index refuses the second
  // order, which rolls back everything it did, and any failure then answers with the order the key
  // already made. This saves a query on every first submit.
  let provider: OrderInputs['provider'];
  let gift: GiftTarget | null;
  let placed: PlacedOrder;
  try {
    const cached = await cachedInputs(user, input);
    provider = cached?.provider ?? (await freshProvider(input));
    gift = input.gift ? await resolveGiftTarget(user, input.gift) : null;
    let table: OrderInputs['table'] = null;
    if (input.tableId) {
      [table] = await db()
        .select({ id: providerTables.id, number: providerTables.number })
        .from(providerTables)
        .where(and(eq(providerTables.id, input.tableId), eq(providerTables.providerId, provider.id)))
        .limit(1);
      if (!table) throw new AppError('TABLE_NOT_FOUND');
    }
    const context = { table, gift };
    try {
      placed = await placeOrder(user, input, { ...(cached ?? (await freshInputs(user, input, provider))), ...context });
    } catch (err) {
      // The cache was behind the database: drop it and price again from a fresh read.
      if (!cached || raisedByDb(err)?.message !== 'CART_STALE') throw err;
      invalidateMenuCache(provider.id);
      placed = await placeOrder(user, input, { ...(await freshInputs(user, input)), ...context });
    }
  } catch (err) {
    // Two submits with one key at once: the unique key lets one through; the other answers with it.
    const same = await existingByKey(user, input.orderId).catch(() => null);
    if (same) return same;
    throw await explainStockFailure(err, input.items);
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
  // A gift paid by wallet is real now; a bank-paid one when the bank confirms (settlePayment); one paid on site
  // when the branch accepts it (changeOrderStatus), so nobody can text a stranger by ordering and never paying.
  if (placed.status === 'new' && gift && input.paymentBy !== 'pos') await notifyGift(placed.id);
  const order = placed.view ?? (await orderViewById(placed.id, db(), { id: user.id, phone: user.phone }))!;
  return { order, orderId: placed.id, ...(link ? { link, paymentId: placed.paymentId! } : {}) };
}
