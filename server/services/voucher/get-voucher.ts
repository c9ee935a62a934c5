import { eq } from 'drizzle-orm';
import type { VoucherView } from '@/lib/contracts/voucher';
import { can } from '@/lib/permissions';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { vouchers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toVoucherViews } from './voucher-view';

/** GET /v1/voucher/{voucherId}: one voucher for its branch's staff (the edit form). */
export async function getVoucher({
  actor,
  voucherId,
}: {
  actor: SessionUser;
  voucherId: string;
}): Promise<{ voucher: VoucherView }> {
  const [v] = await db().select().from(vouchers).where(eq(vouchers.id, voucherId)).limit(1);
  if (!v) throw new AppError('VOUCHER_NOT_FOUND');
  if (!can(actor, 'vouchers', v.providerId)) throw new AppError('FORBIDDEN');
  return { voucher: (await toVoucherViews({ rows: [v] }))[0] };
}
