import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { OrderGiftView, OrderView } from '@/lib/contracts/order';
import { maskPhone } from '@/lib/phone';
import { db, type DbOrTx } from '../../db/client';
import {
  orderAddresses,
  orderBundleUses,
  orderItems,
  orders,
  invoices,
  payments,
  providers,
  providerTables,
  users,
} from '../../db/schema';
import { REVERSED } from '../payment/refund-to-card';

type OrderRow = typeof orders.$inferSelect;

/** How a walk-in counter order without a phone names its customer. */
export const WALK_IN_NAME = 'مشتری حضوری';

/** Who is looking: the recipient of an anonymous gift does not see the sender. Staff views pass nothing. */
export interface OrderViewer {
  id: string;
  phone: string;
}

const fullName = (u: { firstName: string | null; lastName: string | null } | undefined) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') : '';

type ItemRow = typeof orderItems.$inferSelect;
type BundleUseRow = typeof orderBundleUses.$inferSelect;
type Person = { id: string; phone: string; firstName: string | null; lastName: string | null };

/** What the views of some orders need besides their rows: loaded by toOrderViews, or known already (submit). */
export interface OrderViewParts {
  lines: ItemRow[];
  bundleUses: BundleUseRow[];
  providerName: Map<string, string>;
  tableNumber: Map<string, number>;
  /** Delivery orders' addresses, by order id (absent: none). */
  delivery?: Map<string, { address: string; phone: string }>;
  /** The customers and gift recipients, by id and by phone. */
  people: Person[];
  /** Canceled orders whose bank part the bank returned to the card (absent: none). */
  cardRefunds?: Set<string>;
  /** Sold orders' invoice ids, by order id (absent: none, issue 29). */
  invoiceIds?: Map<string, string>;
}

/** Builds the wire view of several orders with a fixed number of extra queries, not one per order. */
export async function toOrderViews({
  rows,
  tx = db(),
  viewer,
}: {
  rows: OrderRow[];
  tx?: DbOrTx;
  viewer?: OrderViewer;
}): Promise<OrderView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const withBundles = rows.filter((r) => r.bundleDiscount > 0).map((r) => r.id);
  const deliveries = rows.filter((r) => r.orderType === 'delivery').map((r) => r.id);
  const [lines, bundleUses, provs, tables, addresses] = await Promise.all([
    tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.sort)),
    withBundles.length
      ? tx.select().from(orderBundleUses).where(inArray(orderBundleUses.orderId, withBundles))
      : Promise.resolve([]),
    tx
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(inArray(providers.id, [...new Set(rows.map((r) => r.providerId))])),
    tx
      .select({ id: providerTables.id, number: providerTables.number })
      .from(providerTables)
      .where(
        inArray(
          providerTables.id,
          [...new Set(rows.map((r) => r.tableId).filter((t): t is string => Boolean(t)))].concat(['-']),
        ),
      ),
    deliveries.length
      ? tx.select().from(orderAddresses).where(inArray(orderAddresses.orderId, deliveries))
      : Promise.resolve([]),
  ]);
  const userIds = new Set(rows.map((r) => r.userId).filter((u): u is string => Boolean(u)));
  const phones = new Set<string>();
  for (const r of rows) {
    if (r.giftTargetId) userIds.add(r.giftTargetId);
    else if (r.giftTargetPhone) phones.add(r.giftTargetPhone);
  }
  const people = await tx
    .select({ id: users.id, phone: users.phone, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(or(inArray(users.id, [...userIds]), phones.size ? inArray(users.phone, [...phones]) : undefined));
  // A canceled order's bank part may have gone back to the card (refund-to-card.ts) rather than to the wallet.
  const refundedPaid = rows.filter((r) => r.refundedAt && r.paid && r.bankAmount > 0).map((r) => r.id);
  const reversed = refundedPaid.length
    ? await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(
          and(inArray(payments.orderId, refundedPaid), eq(payments.status, 'failed'), eq(payments.failure, REVERSED)),
        )
    : [];
  const sold = rows.filter((r) => r.paidAt).map((r) => r.id);
  const invoiceRows = sold.length
    ? await tx
        .select({ id: invoices.id, orderId: invoices.orderId })
        .from(invoices)
        .where(and(inArray(invoices.orderId, sold), eq(invoices.kind, 'invoice')))
    : [];
  const parts: OrderViewParts = {
    invoiceIds: new Map(invoiceRows.map((i) => [i.orderId!, i.id])),
    cardRefunds: new Set(reversed.map((p) => p.orderId!)),
    lines,
    bundleUses,
    providerName: new Map(provs.map((p) => [p.id, p.name])),
    tableNumber: new Map(tables.map((t) => [t.id, t.number])),
    delivery: new Map(addresses.map((a) => [a.orderId, { address: a.address, phone: a.phone }])),
    people,
  };
  return buildOrderViews({ rows, parts, viewer });
}

/** The wire views of orders whose related rows are at hand; no queries. */
export function buildOrderViews({
  rows,
  parts,
  viewer,
}: {
  rows: OrderRow[];
  parts: OrderViewParts;
  viewer?: OrderViewer;
}): OrderView[] {
  const { lines, bundleUses, providerName, tableNumber } = parts;
  const byId = new Map(parts.people.map((p) => [p.id, p]));
  const byPhone = new Map(parts.people.map((p) => [p.phone, p]));

  return rows.map((r) => {
    let gift: OrderGiftView | null = null;
    let hideSender = false;
    // A walk-in counter order has no customer row (migration 0027); the bar sees it as a walk-in.
    let customerName = r.userId ? fullName(byId.get(r.userId)) : WALK_IN_NAME;
    if (r.giftTargetId || r.giftTargetPhone) {
      // A gift to a phone belongs to whoever holds that phone, also someone who registered after it was sent.
      const target =
        (r.giftTargetId ? byId.get(r.giftTargetId) : undefined) ??
        (r.giftTargetPhone ? byPhone.get(r.giftTargetPhone) : undefined);
      const toMe = Boolean(
        viewer && ((target && target.id === viewer.id) || (r.giftTargetPhone && r.giftTargetPhone === viewer.phone)),
      );
      const isSender = viewer?.id === r.userId;
      // Only the payer learns who sent an anonymous gift; the recipient (also on live updates, which
      // carry no viewer) and the bar see the recipient as the customer.
      hideSender = r.giftAnonymous && !isSender;
      const targetName = target ? fullName(target) || null : null;
      const phone = r.giftTargetPhone ?? target?.phone ?? null;
      // Issue 16: a payer who typed a number sees that number but not whose it is; one who picked a
      // member by name sees the name but not the member's number.
      const typedPhone = !r.giftTargetId;
      const hideTarget = isSender && !toMe && typedPhone;
      gift = {
        targetId: hideTarget ? null : (target?.id ?? null),
        targetName: hideTarget ? null : targetName,
        targetPhone: phone ? (isSender && typedPhone ? phone : maskPhone(phone)) : null,
        anonymous: r.giftAnonymous,
        senderName: hideSender ? null : customerName || null,
        toMe,
      };
      if (hideSender) customerName = targetName ?? '';
    }
    return {
      _id: r.id,
      number: r.number,
      providerId: r.providerId,
      providerName: providerName.get(r.providerId) ?? '',
      // The recipient of an anonymous gift does not learn who paid; the payer always sees their own
      // order, also when their profile has no name yet.
      userId: hideSender ? '' : (r.userId ?? ''),
      customerName,
      status: r.status,
      orderType: r.orderType,
      tableId: r.tableId,
      tableNumber: r.tableId ? (tableNumber.get(r.tableId) ?? null) : null,
      ...(r.tabId ? { tabId: r.tabId } : {}),
      delivery: parts.delivery?.get(r.id) ?? null,
      cancelReason: r.status === 'canceled' ? (r.cancelReason ?? null) : null,
      deliveryFee: r.deliveryFee,
      description: r.description,
      paymentBy: r.paymentBy,
      paid: r.paid,
      paymentMethodId: r.paymentMethodId,
      items: lines
        .filter((l) => l.orderId === r.id)
        .map((l) => ({
          _id: l.id,
          itemId: l.itemId,
          title: l.title,
          unitPrice: l.unitPrice,
          count: l.count,
          lineTotal: l.lineTotal,
          options: l.options ?? [],
          note: l.note ?? '',
          // A tab's round names whose line it is (issue 27).
          ...(l.personId || l.personName ? { personId: l.personId, personName: l.personName } : {}),
        })),
      itemsPrice: r.itemsPrice,
      discount: r.discount,
      membershipDiscount: r.membershipDiscount,
      voucherId: r.voucherId,
      voucherDiscount: r.voucherDiscount,
      bundleDiscount: r.bundleDiscount,
      planDiscount: r.planDiscount,
      bundleUses: bundleUses
        .filter((u) => u.orderId === r.id && !u.releasedAt)
        .map((u) => ({ itemId: u.itemId, title: u.title, count: u.count, unitPrice: u.unitPrice })),
      totalPrice: r.totalPrice,
      vat: r.vat,
      vatPercent: r.vatPercent,
      invoiceId: parts.invoiceIds?.get(r.id) ?? null,
      walletAmount: r.walletAmount,
      bankAmount: r.bankAmount,
      gift,
      expiresAt: r.status === 'awaitingPayment' && r.expiresAt ? r.expiresAt.toISOString() : null,
      paidAt: r.paidAt ? r.paidAt.toISOString() : null,
      refunded: Boolean(r.refundedAt),
      ...(parts.cardRefunds?.has(r.id) ? { refundedToCard: true } : {}),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function orderViewById({
  orderId: id,
  tx = db(),
  viewer,
}: {
  orderId: string;
  tx?: DbOrTx;
  viewer?: OrderViewer;
}): Promise<OrderView | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  return (await toOrderViews({ rows: [row], tx, viewer }))[0];
}
