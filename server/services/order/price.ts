import { inArray } from 'drizzle-orm';
import { effectiveUnitPrice, percentOf } from '@/lib/money';
import type { PriceLineView, PriceView } from '@/lib/contracts/order';
import { db, type DbOrTx } from '../../db/client';
import { menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { discountForLevel } from '../user/profile-view';

type ItemRow = typeof menuItems.$inferSelect;

export interface PricedCart extends PriceView {
  providerId: string;
  rows: ItemRow[];
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
 * discount on items that carry one. Prices sent by the client are never read.
 */
export async function priceCart(
  opts: { items: { _id: string; count: number }[]; providerId?: string; membershipLevel: number },
  tx: DbOrTx = db(),
): Promise<PricedCart> {
  const lines = mergeLines(opts.items);
  const rows = await tx.select().from(menuItems).where(inArray(menuItems.id, lines.map((l) => l._id)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const providerId = opts.providerId ?? rows[0]?.providerId;
  const percent = await discountForLevel(opts.membershipLevel, tx);
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
  return { providerId: providerId!, rows, price: itemsPrice - discount, itemsPrice, discount, lines: out };
}
