import { eq, inArray } from 'drizzle-orm';
import { clockNow } from '@/server/clock';
import type { BundleView, UserBundleView } from '@/lib/contracts/bundle';
import { effectiveUnitPrice } from '@/lib/money';
import { db, type DbOrTx } from '../../db/client';
import { bundleItems, bundles, menuItems, providers, userBundleItems, userBundles } from '../../db/schema';
import { saleVatView, salesVat } from '../vat/sale-vat';

type BundleRow = typeof bundles.$inferSelect;
type UserBundleRow = typeof userBundles.$inferSelect;

/**
 * Bundles with their parts and today's price of the parts one by one (the struck-through price), and the VAT a
 * purchase today carries under the branch's mode (`total`: what the wallet or bank would charge).
 */
export async function toBundleViews({ rows, tx = db() }: { rows: BundleRow[]; tx?: DbOrTx }): Promise<BundleView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [parts, provs, vats] = await Promise.all([
    tx
      .select({
        bundleId: bundleItems.bundleId,
        itemId: bundleItems.itemId,
        count: bundleItems.count,
        title: menuItems.title,
        price: menuItems.price,
        reduction: menuItems.reductionPrice,
      })
      .from(bundleItems)
      .innerJoin(menuItems, eq(menuItems.id, bundleItems.itemId))
      .where(inArray(bundleItems.bundleId, ids)),
    tx
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(inArray(providers.id, [...new Set(rows.map((r) => r.providerId))])),
    salesVat({ tx, sales: rows.map((r) => ({ providerId: r.providerId, amount: r.price })) }),
  ]);
  const providerName = new Map(provs.map((p) => [p.id, p.name]));
  return rows.map((r, i) => {
    const items = parts
      .filter((p) => p.bundleId === r.id)
      .map((p) => ({
        _id: p.itemId,
        title: p.title,
        count: p.count,
        unitPrice: effectiveUnitPrice(p.price, p.reduction),
      }));
    return {
      _id: r.id,
      providerId: r.providerId,
      providerName: providerName.get(r.providerId) ?? '',
      title: r.title,
      description: r.description,
      originalPrice: items.reduce((s, i) => s + i.unitPrice * i.count, 0),
      price: r.price,
      validDays: r.validDays,
      active: r.active,
      items,
      ...saleVatView(vats[i]),
    };
  });
}

/** A customer's bundles with what is left of each part; the shown status also says expired or used up. */
export async function toUserBundleViews({
  rows,
  tx = db(),
  now = clockNow(),
}: {
  rows: UserBundleRow[];
  tx?: DbOrTx;
  now?: Date;
}): Promise<UserBundleView[]> {
  if (!rows.length) return [];
  const [parts, provs] = await Promise.all([
    tx
      .select()
      .from(userBundleItems)
      .where(
        inArray(
          userBundleItems.userBundleId,
          rows.map((r) => r.id),
        ),
      ),
    tx
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(inArray(providers.id, [...new Set(rows.map((r) => r.providerId))])),
  ]);
  const providerName = new Map(provs.map((p) => [p.id, p.name]));
  return rows.map((r) => {
    const items = parts
      .filter((p) => p.userBundleId === r.id)
      .map((p) => ({ itemId: p.itemId, title: p.title, total: p.total, remaining: p.remaining }));
    let status: UserBundleView['status'] = r.status;
    if (r.status === 'active' && r.expiresAt && r.expiresAt <= now) status = 'expired';
    else if (r.status === 'active' && items.every((i) => i.remaining === 0)) status = 'usedUp';
    return {
      _id: r.id,
      bundleId: r.bundleId,
      providerId: r.providerId,
      providerName: providerName.get(r.providerId) ?? '',
      title: r.title,
      price: r.price,
      vat: r.vat,
      status,
      purchasedAt: r.purchasedAt ? r.purchasedAt.toISOString() : null,
      expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
      items,
    };
  });
}
