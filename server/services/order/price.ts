import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { effectiveUnitPrice, percentOf } from '@/lib/money';
import { ERRORS } from '@/lib/messages';
import { ORDER_LIMITS, type PriceLineView, type PriceView } from '@/lib/contracts/order';
import { db, type DbOrTx } from '../../db/client';
import { menuItems } from '../../db/schema';
import { AppError } from '../../http/errors';
import { bundleCovers } from '../bundle/use-bundles';
import { type ChosenOption } from '@/lib/item-options';
import { OPTION_TEXT } from '@/lib/messages/item-options';
import type { PricingItem } from './pricing-inputs';
import { type CartLineInput, distinctLines, mergeLines } from './cart-lines';

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
 * The options a line chose, checked against the item's groups as the menu has them: every id must
 * be one of the item's options, a required group needs one, a single-choice group takes one.
 * Priced from the menu; the client's prices are never read.
 */
export function chooseOptions({ row, ids }: { row: PricingItem; ids: readonly string[] }): ChosenOption[] {
  const wanted = new Set(ids);
  const out: ChosenOption[] = [];
  for (const g of row.optionGroups ?? []) {
    const picked = g.options.filter((o) => wanted.has(o._id));
    if (g.required && picked.length === 0)
      throw new AppError('BAD_INPUT', { fa: OPTION_TEXT.optionRequired(row.title, g.title) });
    if (!g.multiple && picked.length > 1)
      throw new AppError('BAD_INPUT', { fa: OPTION_TEXT.optionSingle(row.title, g.title) });
    for (const o of picked) out.push({ group: g.title, title: o.title, priceDelta: o.priceDelta });
  }
  if (out.length !== wanted.size) throw new AppError('BAD_INPUT', { fa: OPTION_TEXT.optionUnknown(row.title) });
  return out;
}

/** Why an item cannot be sold in `count` units now (the spec's two messages), or null. */
function problemOf(
  { _id: id, count }: { _id: string; count: number },
  { row, providerId }: { row: PricingItem | undefined; providerId: string | undefined },
): UnsellableLine | null {
  const line = (code: UnsellableLine['code'], available?: number): UnsellableLine => ({
    _id: id,
    code,
    message: ERRORS[code].fa,
    ...(available === undefined ? {} : { available }),
  });
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
  { bundleHolder, tx }: { bundleHolder: string | undefined; tx: DbOrTx },
): Promise<{ rows: PricingItem[]; bundleItemIds: Set<string> }> {
  const found = await tx
    .select({
      ...getTableColumns(menuItems),
      bundled: bundleHolder ? bundleCovers({ userId: bundleHolder }) : sql<boolean>`false`,
    })
    .from(menuItems)
    .where(
      inArray(
        menuItems.id,
        items.map((l) => l._id),
      ),
    );
  return {
    rows: found.map(({ bundled: _, ...row }) => row),
    bundleItemIds: new Set(found.filter((r) => r.bundled).map((r) => r.id)),
  };
}

/**
 * Prices a cart from the item rows it is given (the database's, never the client's): the item's
 * price minus its reduction, minus the member's discount on items that carry one
 * (`membershipDiscount`, the percent the session carries). Refuses unsellable lines (all of them
 * listed) and a total over ORDER_LIMITS.total.
 */
export function priceRows({
  items,
  found,
  opts,
}: {
  items: CartLineInput[];
  found: { rows: readonly PricingItem[] | ReadonlyMap<string, PricingItem>; bundleItemIds: Set<string> };
  opts: { providerId?: string; membershipDiscount: number; space?: boolean };
}): PricedCart {
  const lines = mergeLines(items);
  const byId: ReadonlyMap<string, PricingItem> =
    found.rows instanceof Map ? found.rows : new Map((found.rows as PricingItem[]).map((r) => [r.id, r]));
  // Workspace items are booked with a day and hours (services/space), never sold as cart lines.
  if (!opts.space && lines.some((l) => byId.get(l._id)?.kind === 'space')) throw new AppError('SPACE_USE_RESERVATION');
  const providerId = opts.providerId ?? byId.get(lines[0]?._id)?.providerId;
  refuseUnsellable(lines.map((l) => problemOf(l, { row: byId.get(l._id), providerId })).filter((p) => p !== null));
  const rows: PricingItem[] = lines.map((l) => byId.get(l._id)!);
  const out: PriceLineView[] = [];
  let itemsPrice = 0;
  let discount = 0;
  // One priced line per distinct choice; an item's units over all its lines were checked above.
  for (const l of distinctLines(items)) {
    const row = byId.get(l._id)!;
    const chosen = chooseOptions({ row, ids: l.options });
    const original = effectiveUnitPrice(row.price, row.reductionPrice) + chosen.reduce((n, o) => n + o.priceDelta, 0);
    const memberOff = row.hasMembershipDiscount ? percentOf(original, opts.membershipDiscount) : 0;
    const unit = original - memberOff;
    itemsPrice += original * l.count;
    discount += memberOff * l.count;
    out.push({
      _id: row.id,
      key: l.key,
      title: row.title,
      options: chosen,
      note: l.note,
      count: l.count,
      unitPrice: unit,
      originalUnitPrice: original,
      membershipDiscount: memberOff,
      lineTotal: unit * l.count,
    });
  }
  if (itemsPrice > ORDER_LIMITS.total) throw new AppError('ORDER_TOTAL_MAX');
  return {
    providerId: providerId!,
    rows,
    bundleItemIds: found.bundleItemIds,
    price: itemsPrice - discount,
    itemsPrice,
    discount,
    lines: out,
  };
}

/**
 * Prices a cart from the database alone (see priceRows). Prices sent by the client are never read.
 * With `bundleHolder` the same query also tells which items that customer's bundles may cover, so
 * a checkout skips the bundle query when none can.
 */
export async function priceCart({
  tx = db(),
  ...opts
}: {
  items: CartLineInput[];
  providerId?: string;
  membershipDiscount: number;
  bundleHolder?: string;
  space?: boolean;
  tx?: DbOrTx;
}): Promise<PricedCart> {
  const found = await loadCartRows(mergeLines(opts.items), { bundleHolder: opts.bundleHolder, tx });
  return priceRows({ items: opts.items, found, opts });
}
