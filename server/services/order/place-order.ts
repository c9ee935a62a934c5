import { eq, sql } from 'drizzle-orm';
import type { OrderStatus, OrderView, OrderSubmitInput } from '@/lib/contracts/order';
import { tehranIsoDate } from '@/lib/jalali';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { config } from '../../config';
import { db, rawDb, type DbOrTx, type Tx } from '../../db/client';
import { orderAddresses, orderItems, orders, users } from '../../db/schema';
import { newId } from '../../db/ids';
import { sqlRow } from '../../db/sql-row';
import { EVENT_CHANNEL, type AppEvent } from '../events/bus';
import { consumeBundles } from '../bundle/use-bundles';
import { recordPlanDrinks } from '../plan/drink-coverage';
import { recordVoucherUse, takeVoucher } from '../voucher/take-voucher';
import { createPayment } from '../payment/create-payment';
import type { GiftTarget } from '../gift/resolve-gift-target';
import type { PricedCart } from './price';
import type { CheckoutProvider, PlaceVerify } from './pricing-inputs';
import { planCheckout } from './plan-checkout';
import { addedVat } from '../vat/vat-of';
import { cachedVatTerms } from '../vat/vat-rates-cache';
import { buildOrderViews } from './order-view';

export interface OrderInputs {
  provider: CheckoutProvider;
  priced: PricedCart;
  /** Set when `priced` came from the cached menu: the database confirms it in the same call that writes. */
  verify: PlaceVerify | null;
  table: { id: string; number: number } | null;
  gift: GiftTarget | null;
  /** A workspace booking paid with member plan credit: the price (after the membership discount) the plan covers. */
  planCredit?: number;
}

export interface PlacedOrder {
  id: string;
  number: number;
  status: OrderStatus;
  paymentId: string | null;
  /** The answer built from what was written; null for a gift, whose view needs its recipient read back. */
  view: OrderView | null;
}

interface PlaceResult {
  number: number;
  created_at: string;
  updated_at: string;
}

/**
 * Writes an order priced from `inputs`. The order's own writes (stock, number, order, lines, first
 * status, wallet part, events) are one call of the database's `place_order` (migration 0038). Only
 * vouchers, bundle units and bank payments add writes of their own; then it all runs in one
 * transaction. Otherwise that call is the whole write and, being one statement, atomic by itself.
 */
export async function placeOrder({
  user,
  input,
  inputs,
  outer,
  seriesPart = false,
}: {
  user: SessionUser;
  input: OrderSubmitInput;
  inputs: OrderInputs;
  outer?: Tx;
  /**
   * One occurrence of a recurring workspace series (issue 28): the order records its share of the wallet or
   * bank amount, but the series takes the money once for all of them (one wallet movement, one bank payment).
   */
  seriesPart?: boolean;
}): Promise<PlacedOrder> {
  const { provider, priced, table, gift } = inputs;
  // `outer`: a caller's transaction the order joins (a space reservation writes its row in the same one).
  // A delivery order's address is a row of its own, written with the order (one transaction).
  const delivery =
    input.orderType === 'delivery' && input.delivery
      ? { address: input.delivery.address, phone: input.delivery.phone || user.phone }
      : null;
  const needsTransaction =
    Boolean(outer) ||
    Boolean(delivery) ||
    Boolean(input.voucherId) ||
    priced.bundleItemIds.size > 0 ||
    priced.rows.some((r) => r.planCovered) ||
    input.paymentBy === 'bank' ||
    input.paymentBy === 'hybrid';

  const write = async (conn: DbOrTx): Promise<PlacedOrder> => {
    // Only reached with a voucher, bundle units or plan-covered drinks, which make this a transaction.
    const tx = () => conn as Tx;
    // The rules' instant: the VAT rate's day, the payment's expiry and the Tehran day of the order's number.
    const now = clockNow();
    const day = tehranIsoDate(now);
    // A cart priced from the cached menu takes its VAT terms without a round trip too: the branch's mode is in
    // the cached row and the rate in the cached rate table; place_order confirms both (verify) as it writes.
    const cached = inputs.verify && {
      verify: inputs.verify,
      terms: await cachedVatTerms({ tx: conn, mode: provider.vatMode, day }),
    };
    const plan = await planCheckout({
      tx: conn,
      user,
      providerId: provider.id,
      items: input.items,
      voucherId: input.voucherId,
      lock: true,
      priced,
      delivery: Boolean(delivery),
      vatTerms: cached?.terms,
    });
    if (plan.voucher) await takeVoucher({ tx: tx(), voucher: plan.voucher.loaded.voucher, userId: user.id });

    // How the total is paid: the wallet first (all of it for 'wallet'), the bank for the rest.
    const total = plan.total;
    let walletAmount = 0;
    if (input.paymentBy === 'wallet') walletAmount = total;
    else if (input.paymentBy === 'hybrid') {
      const [me] = await conn.select({ wallet: users.wallet }).from(users).where(eq(users.id, user.id)).for('update');
      walletAmount = Math.min(me?.wallet ?? 0, total);
    }
    const bankAmount = input.paymentBy === 'bank' || input.paymentBy === 'hybrid' ? total - walletAmount : 0;
    const online = input.paymentBy !== 'pos';
    const status: OrderStatus = bankAmount > 0 ? 'awaitingPayment' : 'new';
    const id = newId();
    const tableId = table?.id ?? null;
    const base = {
      id,
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
      // The fee and VAT added on top are no discount: discount = items − (total − fee − added VAT).
      discount: priced.itemsPrice - (total - plan.deliveryFee - addedVat(plan.vat)),
      totalPrice: total,
      deliveryFee: plan.deliveryFee,
      vat: plan.vat.vat,
      vatPercent: plan.vat.percent,
      cancelReason: null,
      paymentMethodId: null,
      tabId: null,
    };
    const money = {
      id,
      membershipDiscount: priced.discount,
      voucherId: plan.voucher?.loaded.voucher.id ?? null,
      voucherDiscount: plan.voucher?.discount ?? 0,
      bundleDiscount: plan.bundle.discount,
      planDiscount: plan.planCover.discount + (inputs.planCredit ?? 0),
      walletAmount,
      bankAmount,
      giftTargetId: gift?.targetId ?? null,
      giftTargetPhone: gift?.targetPhone ?? null,
      giftAnonymous: gift?.anonymous ?? false,
      expiresAt: bankAmount > 0 ? new Date(now.getTime() + config().payment.expiryMinutes * 60_000) : null,
      // Must agree with the database's clock (created_at), but travels in place_order's JSON (migration 0005).
      paidAt: online && bankAmount === 0 ? new Date() : null,
      refundedAt: null,
    };
    const exempt = new Set(priced.rows.filter((r) => r.vatExempt).map((r) => r.id));
    const lines = priced.lines.map((l, i) => ({
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
      personId: null,
      personName: null,
      vatExempt: exempt.has(l._id),
    }));
    const stocked = new Set(priced.rows.filter((r) => r.stock !== null).map((r) => r.id));
    const args = JSON.stringify({
      order: sqlRow(orders, { ...base, ...money }, { insert: true }),
      items: lines.map((l) => sqlRow(orderItems, l, { insert: true })),
      stock: priced.lines.filter((l) => stocked.has(l._id)).map((l) => ({ item_id: l._id, count: l.count })),
      day,
      history_id: newId(),
      // The ledger line reads like the rest of the app: the order's number, then the branch.
      wallet:
        walletAmount > 0 && !seriesPart
          ? {
              ledger_id: newId(),
              amount: walletAmount,
              description: `سفارش شماره {n} — ${provider.name}`,
              key: `order:${id}:pay`,
            }
          : null,
      verify: cached && { ...cached.verify, vatPercent: cached.terms.percent },
      channel: EVENT_CHANNEL,
      event: JSON.stringify({
        type: 'order',
        orderId: id,
        providerId: provider.id,
        userId: user.id,
        status,
        created: true,
      } satisfies AppEvent),
    });
    // Outside a transaction the call goes straight to the driver: it is the hottest write there is.
    const out = needsTransaction
      ? (
          (await conn.execute(sql`SELECT place_order(${args}::jsonb) AS placed`)) as unknown as {
            rows: { placed: PlaceResult }[];
          }
        ).rows[0].placed
      : (await rawDb().query<{ placed: PlaceResult }>('SELECT place_order($1::jsonb) AS placed', [args])).rows[0]
          .placed;
    const stamps = { number: out.number, createdAt: new Date(out.created_at), updatedAt: new Date(out.updated_at) };

    let bundleUses: Awaited<ReturnType<typeof consumeBundles>> = [];
    let paymentId: string | null = null;
    if (delivery)
      await tx()
        .insert(orderAddresses)
        .values({ orderId: id, ...delivery });
    if (needsTransaction) {
      bundleUses = await consumeBundles({ tx: tx(), orderId: id, takes: plan.bundle.takes });
      await recordPlanDrinks({ tx: tx(), orderId: id, providerId: provider.id, cover: plan.planCover });
      if (plan.voucher)
        await recordVoucherUse({
          tx: tx(),
          use: {
            voucherId: plan.voucher.loaded.voucher.id,
            userId: user.id,
            orderId: id,
            discount: plan.voucher.discount,
          },
        });
      if (bankAmount > 0 && !seriesPart)
        paymentId = await createPayment({
          tx: tx(),
          payment: {
            userId: user.id,
            providerId: provider.id,
            purpose: 'order',
            orderId: id,
            amount: bankAmount,
            bankType: input.bankType ?? 'pos',
          },
        });
    }
    // The answer is built from what was just written rather than read back. A gift's view needs
    // its recipient's name, so a gift order is read back after all.
    const view = gift
      ? null
      : buildOrderViews({
          rows: [{ ...base, ...money, ...stamps }],
          parts: {
            lines,
            bundleUses,
            providerName: new Map([[provider.id, provider.name]]),
            tableNumber: new Map(table ? [[table.id, table.number]] : []),
            delivery: new Map(delivery ? [[id, delivery]] : []),
            people: [{ id: user.id, phone: user.phone, firstName: user.firstName, lastName: user.lastName }],
          },
          viewer: { id: user.id, phone: user.phone },
        })[0];
    return { id, number: out.number, status, paymentId, view };
  };
  if (outer) return write(outer);
  return needsTransaction ? db().transaction(write) : write(db());
}
