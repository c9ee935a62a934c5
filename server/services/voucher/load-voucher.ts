import { eq, inArray } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { vouchers, voucherTargets } from '../../db/schema';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherTargetRow = typeof voucherTargets.$inferSelect;

export interface LoadedVoucher {
  voucher: VoucherRow;
  targets: VoucherTargetRow[];
}

/** A voucher with its targets, by id or by code (codes are stored in capitals). */
export async function loadVoucher({
  by,
  tx = db(),
}: {
  by: { id: string } | { code: string };
  tx?: DbOrTx;
}): Promise<LoadedVoucher | null> {
  const where = 'id' in by ? eq(vouchers.id, by.id) : eq(vouchers.code, by.code.toUpperCase());
  const [voucher] = await tx.select().from(vouchers).where(where).limit(1);
  if (!voucher) return null;
  const targets = await tx.select().from(voucherTargets).where(eq(voucherTargets.voucherId, voucher.id));
  return { voucher, targets };
}

/** Targets of several vouchers at once, grouped by voucher. */
export async function targetsOf({
  ids,
  tx = db(),
}: {
  ids: string[];
  tx?: DbOrTx;
}): Promise<Map<string, VoucherTargetRow[]>> {
  const out = new Map<string, VoucherTargetRow[]>();
  if (!ids.length) return out;
  const rows = await tx.select().from(voucherTargets).where(inArray(voucherTargets.voucherId, ids));
  for (const r of rows) out.set(r.voucherId, [...(out.get(r.voucherId) ?? []), r]);
  return out;
}
