import type { VoucherView } from '@/lib/contracts/voucher';
import { db, type DbOrTx } from '../../db/client';
import { targetsOf, type VoucherRow } from './load-voucher';

/** Vouchers with their targets as id lists (items, categories, users). */
export async function toVoucherViews({ rows, tx = db() }: { rows: VoucherRow[]; tx?: DbOrTx }): Promise<VoucherView[]> {
  const targets = await targetsOf({ ids: rows.map((r) => r.id), tx });
  return rows.map((v) => {
    const t = targets.get(v.id) ?? [];
    const ids = (type: string) => t.filter((x) => x.targetType === type).map((x) => x.targetId);
    return {
      _id: v.id,
      providerId: v.providerId,
      code: v.code,
      title: v.title,
      type: v.type,
      value: v.value,
      maxDiscount: v.maxDiscount,
      minOrderPrice: v.minOrderPrice,
      startDate: v.startsAt ? v.startsAt.toISOString() : null,
      endDate: v.endsAt ? v.endsAt.toISOString() : null,
      totalLimit: v.totalLimit,
      perUserLimit: v.perUserLimit,
      usedCount: v.usedCount,
      scope: v.scope,
      categoryIds: ids('category'),
      itemIds: ids('item'),
      userIds: ids('user'),
      inactiveTargetIds: t.filter((x) => !x.active).map((x) => x.targetId),
      active: v.active,
      createdAt: v.createdAt.toISOString(),
    };
  });
}
