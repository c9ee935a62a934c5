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

/** The menu rows of a cart's items and, with `bundleHolder`, which of them that customer's bundles may cover. */
export async function loadCartRows(
  items: { _id: string }[],
  bundleHolder: string | undefined,
  tx: DbOrTx = db(),
): Promise<{ rows: ItemRow[]; bundleItemIds: Set<string> }> {
  const found = await tx
    .select({ ...getTableColumns(menuItems), bundled: bundleHolder ? bundleCovers(bundleHolder) : sql<boolean>`false` })
    .from(menuItems)
    .where(inArray(menuItems.id, items.map((l) => l._id)));
  return { rows: found.map(({ bundled: _, ...row }) => row), bundleItemIds: new Set(found.filter((r) => r.bundled).map((r) => r.id)) };
}

/**
 * Prices a cart from the item rows it is given (the database's, never the client's): the item's
 * price minus its reduction, minus the member's discount on items that carry one
 * (`membershipDiscount`, the percent the session carries).
 */
export function priceRows(
  items: { _id: string; count: number }[],
  found: { rows: ItemRow[] | ReadonlyMap<string, ItemRow>; bundleItemIds: Set<string> },
  opts: { providerId?: string; membershipDiscount: number },
): PricedCart {
  const lines = mergeLines(items);
  const byId = found.rows instanceof Map ? found.rows : new Map((found.rows as ItemRow[]).map((r) => [r.id, r]));
  const rows: ItemRow[] = [];
  const providerId = opts.providerId ?? byId.get(lines[0]?._id)?.providerId;
  const percent = opts.membershipDiscount;
  const out: PriceLineView[] = [];
  let itemsPrice = 0;
  let discount = 0;
  for (const l of lines) {
    const row = byId.get(l._id);
    if (!row || row.providerId !== providerId) throw new AppError('ITEM_NOT_FOUND');
    assertSellable(row, l.count);
    rows.push(row);
    const original = effectiveUnitPrice(row.price, row.reductionPrice);
    const memberOff = row.hasMembershipDiscount ? percentOf(original, percent) : 0;
    const unit = original - memberOff;
    itemsPrice += original * l.count;
    discount += memberOff * l.count;
    out.push({ _id: row.id, title: row.title, count: l.count, unitPrice: unit, originalUnitPrice: original, membershipDiscount: memberOff, lineTotal: unit * l.count });
  }
  return { providerId: providerId!, rows, bundleItemIds: found.bundleItemIds, price: itemsPrice - discount, itemsPrice, discount, lines: out };
}

/**
 * Prices a cart from the database alone (see priceRows). Prices sent by the client are never read.
 * With `bundleHolder` the same query also tells which items that customer's bundles may cover, so
 * a checkout skips the bundle query when none can.
 */
export async function priceCart(
  opts: { items: { _id: string; count: number }[]; providerId?: string; membershipDiscount: number; bundleHolder?: string },
  tx: DbOrTx = db(),
): Promise<PricedCart> {
  const found = await loadCartRows(mergeLines(opts.items), opts.bundleHolder, tx);
  return priceRows(opts.items, found, opts);
}
