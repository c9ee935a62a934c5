import { getTableColumns, type Table } from 'drizzle-orm';
import { menuItems, providers } from '../../db/schema';
import { sqlRow } from '../../db/sql-row';

/**
 * The one list of what an order's price and refusals depend on. Pricing (priceRows) sees item rows
 * only through ITEM_INPUTS, so it cannot read a column that is not listed; submit checks a branch
 * only through PROVIDER_INPUTS. When a cart is priced from the cached menu, the snapshot of exactly
 * these columns goes to place_order, which compares each of them with the rows as they are now
 * (`snapshot_holds`, migration 0039: equal values, a list entry for entry; `cached_cart_holds` also checks
 * the VAT rate) and writes nothing if any differs (CART_STALE).
 *
 * `stock` is compared by whether the item is stocked at all: its count changes with every sale and
 * is checked by place_order's conditional decrement instead.
 */
export const ITEM_INPUTS = [
  'id',
  'providerId',
  'categoryId',
  'title',
  'price',
  'reductionPrice',
  'hasMembershipDiscount',
  'active',
  'available',
  'stock',
  'kind',
  'optionGroups',
  'planCovered',
  'vatExempt',
] as const;
export const PROVIDER_INPUTS = [
  'id',
  'name',
  'active',
  'paymentTypes',
  'openingTime',
  'closingTime',
  'vatMode',
] as const;

/** The branch's listed columns, to select a branch for checkout. */
export const providerInputColumns = (() => {
  const all = getTableColumns(providers);
  return Object.fromEntries(PROVIDER_INPUTS.map((k) => [k, all[k]])) as Pick<
    typeof all,
    (typeof PROVIDER_INPUTS)[number]
  >;
})();

export type PricingItem = Pick<typeof menuItems.$inferSelect, (typeof ITEM_INPUTS)[number]>;
export type CheckoutProvider = Pick<typeof providers.$inferSelect, (typeof PROVIDER_INPUTS)[number]>;

/** The listed fields of a row keyed by SQL column name, as `to_jsonb` of the table's row has them. */
function snapshot(
  { table, fields }: { table: Table; fields: readonly string[] },
  row: Record<string, unknown>,
): Record<string, unknown> {
  return sqlRow(table, Object.fromEntries(fields.map((f) => [f, row[f]])));
}

/**
 * What place_order confirms before it writes an order priced from the cached menu; `vatPercent`, the rate
 * in force on the order's day as the cached rate table has it (cachedVatTerms), is added by placeOrder.
 */
export interface PlaceVerify {
  provider: Record<string, unknown>;
  items: Record<string, unknown>[];
  vatPercent?: number;
}

export function verifySnapshot({
  provider,
  rows,
}: {
  provider: CheckoutProvider;
  rows: readonly PricingItem[];
}): PlaceVerify {
  return {
    provider: snapshot({ table: providers, fields: PROVIDER_INPUTS }, provider),
    items: rows.map((r) => snapshot({ table: menuItems, fields: ITEM_INPUTS }, { ...r, stock: r.stock !== null })),
  };
}
