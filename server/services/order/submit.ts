import { and, desc, eq, isNull } from 'drizzle-orm';
import type { OrderView, PaymentBy, OrderSubmitInput } from '@/lib/contracts/order';
import type { PaymentType } from '@/lib/contracts/menu/customer';
import { toPersianDigits } from '@/lib/digits';
import { ERRORS } from '@/lib/messages';
import { DELIVERY_MESSAGES } from '@/lib/messages/address';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orders, payments, providers, providerTables } from '../../db/schema';
import { asAppError, raisedByDb } from '../../db/raised';
import { AppError } from '../../http/errors';
import { cartRows } from '../menu/get-cart-rows';
import { invalidateMenuCache } from '../menu/menu-cache';
import { dropVatRates } from '../vat/vat-rates-cache';
import { startPayment } from '../payment/start-payment';
import { notifyGift } from '../gift/notify-gift';
import { resolveGiftTarget, type GiftTarget } from '../gift/resolve-gift-target';
import { assertOpen } from '../provider/assert-open';
import { priceCart, priceRows } from './price';
import { placeOrder, type OrderInputs, type PlacedOrder } from './place-order';
import { providerInputColumns, verifySnapshot, type CheckoutProvider } from './pricing-inputs';
import { orderViewById } from './order-view';
import { expireOrder } from './expire-orders';
import { log } from '../../log';

export interface SubmitResult {
  order: OrderView;
  orderId: string;
  /** The bank's page, for an order that still owes a bank payment; the browser goes there. */
  link?: string;
  paymentId?: string;
}

/** Whether a branch accepts a payment type; hybrid needs both the wallet and the bank. */
function paymentAllowed(types: PaymentType[], by: PaymentBy): boolean {
  if (by === 'hybrid') return types.includes('wallet') && types.includes('bank');
  return types.includes(by);
}

/** The order a client key already made, with its open bank link when it still waits for payment. */
async function existingByKey(user: SessionUser, key: string | undefined): Promise<SubmitResult | null> {
  if (!key) return null;
  const [row] = await db()
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.clientKey, key)))
    .limit(1);
  if (!row) return null;
  const order = await orderViewById({ orderId: row.id, tx: db(), viewer: { id: user.id, phone: user.phone } });
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
 * Why `place_order` refused a stocked line (fewer left than asked by the time it wrote): the cart
 * priced again from the database after the failed attempt rolled back, which refuses with every
 * line that cannot be sold now; if none (another order gave units back), that one line.
 */
async function explainStockFailure(
  err: unknown,
  { user, input }: { user: SessionUser; input: OrderSubmitInput },
): Promise<unknown> {
  const raised = raisedByDb(err);
  if (raised?.message !== 'ITEM_STOCK' || !raised.detail) return asAppError(err);
  try {
    await priceCart({ items: input.items, providerId: input.providerId, membershipDiscount: user.membershipDiscount });
  } catch (fresh) {
    return fresh;
  }
  return new AppError('ITEM_OVER_LIMIT', {
    details: { lines: [{ _id: raised.detail, code: 'ITEM_OVER_LIMIT', message: ERRORS.ITEM_OVER_LIMIT.fa }] },
  });
}

type PricedInputs = Pick<OrderInputs, 'provider' | 'priced' | 'verify'>;

/**
 * The common checkout (pay on site or by wallet, no voucher) priced from the cached menu, with the
 * snapshot place_order confirms; null when the cache cannot say. Every refusal is left to a fresh
 * read, so a moment-old cache never turns a customer away.
 */
async function cachedInputs(user: SessionUser, input: OrderSubmitInput): Promise<PricedInputs | null> {
  if (input.voucherId || (input.paymentBy !== 'pos' && input.paymentBy !== 'wallet')) return null;
  try {
    const { provider, itemRows } = await cartRows({ providerId: input.providerId });
    checkProvider(provider, input);
    const priced = priceRows({
      items: input.items,
      found: { rows: itemRows, bundleItemIds: new Set() },
      opts: { providerId: provider.id, membershipDiscount: user.membershipDiscount },
    });
    return { provider, priced, verify: verifySnapshot({ provider, rows: priced.rows }) };
  } catch (err) {
    // A refusal (AppError) is left to the fresh read, which raises it again; anything else is a fault
    // of the cached path that must not hide behind the slow path.
    if (!(err instanceof AppError)) log.error({ err }, '[orders] cached pricing failed');
    return null;
  }
}

/** The spec's refusals of a branch: gone or switched off, the payment type, and its opening hours. */
function checkProvider(
  provider: CheckoutProvider | undefined,
  input: OrderSubmitInput,
): asserts provider is CheckoutProvider {
  if (!provider || !provider.active) throw new AppError('PROVIDER_NOT_FOUND');
  if (!paymentAllowed(provider.paymentTypes, input.paymentBy)) throw new AppError('PAYMENT_TYPE_NOT_ALLOWED');
  assertOpen({ provider });
}

/** The cart priced from the branch and items as the database has them now. */
async function freshInputs(user: SessionUser, input: OrderSubmitInput): Promise<PricedInputs> {
  const [provider] = await db()
    .select(providerInputColumns)
    .from(providers)
    .where(eq(providers.id, input.providerId))
    .limit(1);
  checkProvider(provider, input);
  const priced = await priceCart({
    items: input.items,
    providerId: provider.id,
    membershipDiscount: user.membershipDiscount,
    bundleHolder: user.id,
  });
  return { provider, priced, verify: null };
}

/** A delivery («ارسال») order needs its address (issue 16); other orders carry none. */
function assertDelivery(input: OrderSubmitInput): void {
  if (input.orderType === 'delivery' && !input.delivery) {
    throw new AppError('BAD_INPUT', {
      fa: DELIVERY_MESSAGES.addressRequired,
      details: { fields: { 'delivery.address': DELIVERY_MESSAGES.addressRequired } },
    });
  }
  if (input.orderType !== 'delivery') input.delivery = null;
}

/** The table an order is served to, which must be one of the branch's. */
async function tableOf(providerId: string, tableId: string | null | undefined): Promise<OrderInputs['table']> {
  if (!tableId) return null;
  const [table] = await db()
    .select({ id: providerTables.id, number: providerTables.number })
    .from(providerTables)
    // A table the admin removed takes no new orders (migration 0011).
    .where(
      and(eq(providerTables.id, tableId), eq(providerTables.providerId, providerId), isNull(providerTables.removedAt)),
    )
    .limit(1);
  if (!table) throw new AppError('TABLE_NOT_FOUND');
  return table;
}

/**
 * Prices the cart and writes the order. The common checkout is priced from the cached menu and
 * place_order confirms the snapshot in the call that writes; if the cache was behind, nothing was
 * written, the cache is dropped and the cart priced again from a fresh read.
 */
async function priceAndPlace(
  user: SessionUser,
  input: OrderSubmitInput,
): Promise<{ placed: PlacedOrder; provider: CheckoutProvider; gift: GiftTarget | null }> {
  assertDelivery(input);
  const cached = await cachedInputs(user, input);
  let inputs = cached ?? (await freshInputs(user, input));
  const gift = input.gift ? await resolveGiftTarget({ sender: user, gift: input.gift }) : null;
  const table = await tableOf(inputs.provider.id, input.tableId);
  try {
    return {
      placed: await placeOrder({ user, input, inputs: { ...inputs, table, gift } }),
      provider: inputs.provider,
      gift,
    };
  } catch (err) {
    if (!cached || raisedByDb(err)?.message !== 'CART_STALE') throw err;
  }
  invalidateMenuCache(input.providerId);
  dropVatRates();
  inputs = await freshInputs(user, input);
  return {
    placed: await placeOrder({ user, input, inputs: { ...inputs, table, gift } }),
    provider: inputs.provider,
    gift,
  };
}

/**
 * POST /v1/order/submit: prices the cart on the server and writes the order atomically (see
 * placeOrder): the stock, the voucher use and the bundle units, the wallet part and the order.
 * Pay on site and fully wallet-paid orders go straight to the bar; a bank or hybrid order waits for
 * its bank payment (`awaitingPayment`, released after PAYMENT_EXPIRY_MINUTES) and the answer
 * carries the bank link. A repeated submit with the same `orderId` key returns the first order.
 * Refused outside the branch's opening hours (PROVIDER_CLOSED).
 */
export async function submitOrder({
  user,
  input,
}: {
  user: SessionUser;
  input: OrderSubmitInput;
}): Promise<SubmitResult> {
  // A repeated key is not looked up first: the unique (user, client key) index refuses the second
  // order, which rolls back everything it did, and any failure then answers with the order the key
  // already made. This saves a query on every first submit.
  let result: Awaited<ReturnType<typeof priceAndPlace>>;
  try {
    result = await priceAndPlace(user, input);
  } catch (err) {
    const same = await existingByKey(user, input.orderId).catch(() => null);
    if (same) return same;
    throw await explainStockFailure(err, { user, input });
  }
  const { placed, provider, gift } = result;

  let link: string | undefined;
  if (placed.paymentId) {
    try {
      link = await startPayment({
        paymentId: placed.paymentId,
        opts: {
          description: `سفارش شماره ${toPersianDigits(placed.number)} — ${provider.name}`,
          mobile: user.phone,
        },
      });
    } catch (err) {
      // The bank could not open a session: nothing stays held for an order nobody can pay.
      await expireOrder({ orderId: placed.id, force: true }).catch((e) =>
        log.error({ err: e }, '[orders] releasing after gateway failure'),
      );
      throw err;
    }
  }
  // A gift paid by wallet is real now; a bank-paid one when the bank confirms (settlePayment); one paid on site
  // when the branch accepts it (changeOrderStatus), so nobody can text a stranger by ordering and never paying.
  if (placed.status === 'new' && gift && input.paymentBy !== 'pos') await notifyGift({ orderId: placed.id });
  const order =
    placed.view ?? (await orderViewById({ orderId: placed.id, tx: db(), viewer: { id: user.id, phone: user.phone } }))!;
  return { order, orderId: placed.id, ...(link ? { link, paymentId: placed.paymentId! } : {}) };
}
