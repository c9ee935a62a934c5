import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { effectiveUnitPrice, percentOf } from '@/lib/money';
import type { PriceLineView, PriceView } from '@/lib/contracts/order';
import { db, type DbOrTx } from '../../db/client';
import { menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { bundleCovers } from '../bundle/use-bundles';

type ItemRow = typeof menuItems.$inferSelect;

export interface PricedCart extends PriceView {
  providerId: string;
  rows: ItemRow[];
  /** Items of the cart the `bundleHolder`'s active bundles may cover (empty without a holder). */
  bundleItemIds: Set<string>;
}

/** Adds up repeated lines of one item, so a cart cannot dodge the stock check by splitting a line. */
export function mergeLines(items: { _id: string; count: number }[]): { _id: string; count: number }[] {
  const merged = new Map<string, number>();
  for (const l of items) merged.set(l._id, (merged.get(l._id) ?? 0) + l.count);
  return [...merged].map(([_id, count]) => ({ _id, count }));
}

/** Checks that an item can be sold in `count` units now; the spec's two messages. */
export function assertSellable(row: ItemRow, count: number): void {
  if (!row.active || !row.available || row.stock === 0) throw new AppError('ITEM_NOT_IN_INVENTORY');
  if (row.stock !== null && count > row.stock) throw new AppError('ITEM_OVER_LIMIT');
}

/**
 * Prices a cart from the database alone: the item's price minus its reduction, minus the member's
 * discount on items that carry one (`membershipDiscount`, the percent the session carries). Prices
 * sent by the client are never read. With `bundleHolder` the same query also tells which items that
 * customer's bundles may cover, so a checkout skips the bundle query when none can.
 */
export async function priceCart(
  opts: { items: { _id: string; count: number }[]; providerId?: string; membershipDiscount: number; bundleHolder?: string },
  tx: DbOrTx = db(),
): Promise<PricedCart> {
  const lines = mergeLines(opts.items);
  const found = await tx
    .select({ ...getTableColumns(menuItems), bundled: opts.bundleHolder ? bundleCovers(tx, opts.bundleHolder) : sql<boolean>`false` })
    .from(menuItems)
    .where(inArray(menuItems.id, lines.map((l) => l._id)));
  const rows: ItemRow[] = found.map(({ bundled: _, ...row }) => row);
  const bundleItemIds = new Set(found.filter((r) => r.bundled).map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const providerId = opts.providerId ?? rows[0]?.providerId;
  const percent = opts.membershipDiscount;
  const out: PriceLineView[] = [];
  let itemsPrice = 0;
  let discount = 0;
  for (const l of lines) {
    const row = byId.get(l._id);
    if (!row || row.providerId !== providerId) throw new AppError('ITEM_NOT_FOUND');
    assertSellable(row, l.count);
    const original = effectiveUnitPrice(row.price, row.reductionPrice);
    const memberOff = row.hasMembershipDiscount ? percentOf(original, percent) : 0;
    const unit = original - memberOff;
    itemsPrice += original * l.count;
    discount += memberOff * l.count;
    out.push({ _id: row.id, title: row.title, count: l.count, unitPrice: unit, originalUnitPrice: original, membershipDiscount: memberOff, lineTotal: unit * l.count });
  }
  return { providerId: providerId!, rows, bundleItemIds, price: itemsPrice - discount, itemsPrice, discount, lines: out };
}
