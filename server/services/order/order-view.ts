import { asc, eq, getTableColumns, inArray, or, type SQL } from 'drizzle-orm';
import type { OrderGiftView, OrderView } from '@/lib/contracts/order';
import { maskPhone } from '@/lib/phone';
import { db, type DbOrTx } from '../../db/client';
import { orderBundleUses, orderItems, orderMoney, orders, providers, providerTables, users } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type MoneyRow = typeof orderMoney.$inferSelect;

/**
 * Orders with their money columns in one query: orderMoney is a second view of the same table, so
 * its columns can be selected from `orders` directly.
 */
export function selectOrdersWithMoney(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select({ ...getTableColumns(orders), money: getTableColumns(orderMoney) })
    .from(orders)
    .where(where);
}

/** Who is looking: the recipient of an anonymous gift does not see the sender. Staff views pass nothing. */
export interface OrderViewer {
  id: string;
  phone: string;
}

const fullName = (u: { firstName: string | null; lastName: string | null } | undefined) => (u ? [u.firstName, u.lastName].filter(Boolean).join(' ') : '');

type ItemRow = typeof orderItems.$inferSelect;
type BundleUseRow = typeof orderBundleUses.$inferSelect;
type Person = { id: string; phone: string; firstName: string | null; lastName: string | null };

/** What the views of some orders need besides their rows: loaded by toOrderViews, or known already (submit). */
export interface OrderViewParts {
  lines: ItemRow[];
  bundleUses: BundleUseRow[];
  providerName: Map<string, string>;
  tableNumber: Map<string, number>;
  /** The customers and gift recipients, by id and by phone. */
  people: Person[];
}

/**
 * Builds the wire view of several orders with a fixed number of extra queries, not one per order.
 * Rows from selectOrdersWithMoney() carry their money columns; plain rows have them looked up.
 */
export async function toOrderViews(rows: (OrderRow & { money?: MoneyRow })[], tx: DbOrTx = db(), viewer?: OrderViewer): Promise<OrderView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const money = rows.every((r) => r.money) ? rows.map((r) => r.money!) : await tx.select().from(orderMoney).where(inArray(orderMoney.id, ids));
  const withBundles = money.filter((m) => m.bundleDiscount > 0).map((m) => m.id);
  const [lines, bundleUses, provs, tables] = await Promise.all([
    tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.sort)),
    withBundles.length ? tx.select().from(orderBundleUses).where(inArray(orderBundleUses.orderId, withBundles)) : Promise.resolve([]),
    tx.select({ id: providers.id, name: providers.name }).from(providers).where(inArray(providers.id, [...new Set(rows.map((r) => r.providerId))])),
    tx
      .select({ id: providerTables.id, number: providerTables.number })
      .from(providerTables)
      .where(inArray(providerTables.id, [...new Set(rows.map((r) => r.tableId).filter((t): t is string => Boolean(t)))].concat(['-']))),
  ]);
  const moneyOf = new Map<string, MoneyRow>(money.map((m) => [m.id, m]));
  const userIds = new Set(rows.map((r) => r.userId));
  const phones = new Set<string>();
  for (const m of money) {
    if (m.giftTargetId) userIds.add(m.giftTargetId);
    else if (m.giftTargetPhone) phones.add(m.giftTargetPhone);
  }
  const people = await tx
    .select({ id: users.id, phone: users.phone, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(or(inArray(users.id, [...userIds]), phones.size ? inArray(users.phone, [...phones]) : undefined));
  const parts: OrderViewParts = {
    lines,
    bundleUses,
    providerName: new Map(provs.map((p) => [p.id, p.name])),
    tableNumber: new Map(tables.map((t) => [t.id, t.number])),
    people,
  };
  return buildOrderViews(
    rows.map((r) => ({ ...r, money: moneyOf.get(r.id) })),
    parts,
    viewer,
  );
}

/** The wire views of orders whose related rows are at hand; no queries. */
export function buildOrderViews(rows: (OrderRow & { money?: MoneyRow })[], parts: OrderViewParts, viewer?: OrderViewer): OrderView[] {
  const { lines, bundleUses, providerName, tableNumber } = parts;
  const byId = new Map(parts.people.map((p) => [p.id, p]));
  const byPhone = new Map(parts.people.map((p) => [p.phone, p]));

  return rows.map((r) => {
    const m = r.money;
    let gift: OrderGiftView | null = null;
    let customerName = fullName(byId.get(r.userId));
    if (m && (m.giftTargetId || m.giftTargetPhone)) {
      // A gift to a phone belongs to whoever holds that phone, also someone who registered after it was sent.
      const target = (m.giftTargetId ? byId.get(m.giftTargetId) : undefined) ?? (m.giftTargetPhone ? byPhone.get(m.giftTargetPhone) : undefined);
      const toMe = Boolean(viewer && ((target && target.id === viewer.id) || (m.giftTargetPhone && m.giftTargetPhone === viewer.phone)));
      const isSender = viewer?.id === r.userId;
      // Only the payer learns who sent an anonymous gift; the recipient (also on live updates, which
      // carry no viewer) and the bar see the recipient as the customer.
      const hideSender = m.giftAnonymous && !isSender;
      const targetName = target ? fullName(target) || null : null;
      const phone = m.giftTargetPhone ?? target?.phone ?? null;
      gift = {
        targetId: target?.id ?? null,
        targetName,
        targetPhone: phone ? (isSender ? phone : maskPhone(phone)) : null,
        anonymous: m.giftAnonymous,
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
      // The recipient of an anonymous gift does not learn who paid.
      userId: gift && gift.anonymous && gift.senderName === null ? '' : r.userId,
      customerName,
      status: r.status,
      orderType: r.orderType,
      tableId: r.tableId,
      tableNumber: r.tableId ? (tableNumber.get(r.tableId) ?? null) : null,
      description: r.description,
      paymentBy: r.paymentBy,
      paid: r.paid,
      paymentMethodId: r.paymentMethodId,
      items: lines
        .filter((l) => l.orderId === r.id)
        .map((l) => ({ _id: l.id, itemId: l.itemId, title: l.title, unitPrice: l.unitPrice, count: l.count, lineTotal: l.lineTotal })),
      itemsPrice: r.itemsPrice,
      discount: r.discount,
      membershipDiscount: m?.membershipDiscount ?? r.discount,
      voucherId: m?.voucherId ?? null,
      voucherDiscount: m?.voucherDiscount ?? 0,
      bundleDiscount: m?.bundleDiscount ?? 0,
      bundleUses: bundleUses
        .filter((u) => u.orderId === r.id && !u.releasedAt)
        .map((u) => ({ itemId: u.itemId, title: u.title, count: u.count, unitPrice: u.unitPrice })),
      totalPrice: r.totalPrice,
      walletAmount: m?.walletAmount ?? 0,
      bankAmount: m?.bankAmount ?? 0,
      gift,
      expiresAt: r.status === 'awaitingPayment' && m?.expiresAt ? m.expiresAt.toISOString() : null,
      paidAt: m?.paidAt ? m.paidAt.toISOString() : null,
      refunded: Boolean(m?.refundedAt),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function orderViewById(id: string, tx: DbOrTx = db(), viewer?: OrderViewer): Promise<OrderView | null> {
  const [row] = await selectOrdersWithMoney(tx, eq(orders.id, id)).limit(1);
  if (!row) return null;
  return (await toOrderViews([row], tx, viewer))[0];
}
