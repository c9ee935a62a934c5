import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { effectiveUnitPrice, percentOf } from '@/lib/money';
import { ERRORS } from '@/lib/messages';
import { ORDER_LIMITS, type PriceLineView, type PriceView } from '@/lib/contracts/order';
import { db, type DbOrTx } from '../../db/client';
import { menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { bundleCovers } from '../bundle/use-bundles';
import type { PricingItem } from './pricing-inputs';

export interface PricedCart extends PriceView {
  providerId: string;
  rows: PricingItem[];
  /** Items of the cart the `bundleHolder`'s active bundles may cover (empty without a holder). */
  bundleItemIds: Set<string>;
}

/** A cart line that cannot be sold now, as the error's `details.lines` lists it. */
export interface UnsellableLine {
  _id: string;
  code: 'ITEM_NOT_FOUND' | 'ITEM_NOT_IN_INVENTORY' | 'ITEM_OVER_LIMIT';
  message: string;
  /** Units left, when fewer than asked. */
  available?: number;
}

/**
 * Adds up repeated lines of one item, so a cart cannot dodge the stock check or the cap on units of
 * one item (ORDER_LIMITS.itemCount) by splitting a line.
 */
export function mergeLines(items: { _id: string; count: number }[]): { _id: string; count: number }[] {
  const merged = new Map<string, number>();
  for (const l of items) merged.set(l._id, (merged.get(l._id) ?? 0) + l.count);
  if ([...merged.values()].some((count) => count > ORDER_LIMITS.itemCount)) throw new AppError('ORDER_ITEM_COUNT_MAX');
  return [...merged].map(([_id, count]) => ({ _id, count }));
}

/** Why an item cannot be sold in `count` units now (the spec's two messages), or null. */
function problemOf(id: string, row: PricingItem | undefined, providerId: string | undefined, count: number): UnsellableLine | null {
  const line = (code: UnsellableLine['code'], available?: number): UnsellableLine => ({ _id: id, code, message: ERRORS[code].fa, ...(available === undefined ? {} : { available }) });
  if (!row || row.providerId !== providerId) return line('ITEM_NOT_FOUND');
  if (!row.active || !row.available || row.stock === 0) return line('ITEM_NOT_IN_INVENTORY');
  if (row.stock !== null && count > row.stock) return line('ITEM_OVER_LIMIT', row.stock);
  return null;
}

/** Refuses a cart with unsellable lines: the first one's code, and every one of them in `details.lines`. */
function refuseUnsellable(lines: UnsellableLine[]): void {
  if (lines.length) throw new AppError(lines[0].code, { details: { lines } });
}

/** The menu rows of a cart's items and, with `bundleHolder`, which of them that customer's bundles may cover. */
async function loadCartRows(
  items: { _id: string }[],
  bundleHolder: string | undefined,
  tx: DbOrTx,
): Promise<{ rows: PricingItem[]; bundleItemIds: Set<string> }> {
  const found = await tx
    .select({ ...getTableColumns(menuItems), bundled: bundleHolder ? bundleCovers(bundleHolder) : sql<boolean>`false` })
    .from(menuItems)
    .where(inArray(menuItems.id, items.map((l) => l._id)));
  return { rows: found.map(({ bundled: _, ...row }) => row), bundleItemIds: new Set(found.filter((r) => r.bundled).map((r) => r.id)) };
}

/**
 * Prices a cart from the item rows it is given (the database's, never the client's): the item's
 * price minus its reduction, minus the member's discount on items that carry one
 * (`membershipDiscount`, the percent the session carries). Refuses unsellable lines (all of them
 * listed) and a total over ORDER_LIMITS.total.
 */
export function priceRows(
  items: { _id: string; count: number }[],
  found: { rows: readonly PricingItem[] | ReadonlyMap<string, PricingItem>; bundleItemIds: Set<string> },
  opts: { providerId?: string; membershipDiscount: number; space?: boolean },
): PricedCart {
  const lines = mergeLines(items);
  const byId: ReadonlyMap<string, PricingItem> = found.rows instanceof Map ? found.rows : new Map((found.rows as PricingItem[]).map((r) => [r.id, r]));
  // Workspace items are booked with a day and hours (services/space), never sold as cart lines.
  if (!opts.space && lines.some((l) => byId.get(l._id)?.kind === 'space')) throw new AppError('SPACE_USE_RESERVATION');
  const providerId = opts.providerId ?? byId.get(lines[0]?._id)?.providerId;
  refuseUnsellable(lines.map((l) => problemOf(l._id, byId.get(l._id), providerId, l.count)).filter((p) => p !== null));
  const rows: PricingItem[] = [];
  const out: PriceLineView[] = [];
  let itemsPrice = 0;
  let discount = 0;
  for (const l of lines) {
    const row = byId.get(l._id)!;
    rows.push(row);
    const original = effectiveUnitPrice(row.price, row.reductionPrice);
    const memberOff = row.hasMembershipDiscount ? percentOf(original, opts.membershipDiscount) : 0;
    const unit = original - memberOff;
    itemsPrice += original * l.count;
    discount += memberOff * l.count;
    out.push({ _id: row.id, title: row.title, count: l.count, unitPrice: unit, originalUnitPrice: original, membershipDiscount: memberOff, lineTotal: unit * l.count });
  }
  if (itemsPrice > ORDER_LIMITS.total) throw new AppError('ORDER_TOTAL_MAX');
  return { providerId: providerId!, rows, bundleItemIds: found.bundleItemIds, price: itemsPrice - discount, itemsPrice, discount, lines: out };
}

/**
 * Prices a cart from the database alone (see priceRows). Prices sent by the client are never read.
 * With `bundleHolder` the same query also tells which items that customer's bundles may cover, so
 * a checkout skips the bundle query when none can.
 */
export async function priceCart(
  opts: { items: { _id: string; count: number }[]; providerId?: string; membershipDiscount: number; bundleHolder?: string; space?: boolean },
  tx: DbOrTx = db(),
): Promise<PricedCart> {
  const found = await loadCartRows(mergeLines(opts.items), opts.bundleHolder, tx);
  return priceRows(opts.items, found, opts);
}
