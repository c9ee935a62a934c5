import { and, eq, sql } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import { canMoveStatus } from '@/lib/order-rules';
import type { UserBundleView } from '@/lib/contracts/bundle';
import type { ScanResult } from '@/lib/contracts/office';
import { parseScan } from '@/lib/scan-codes';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { bundleRedemptions, userBundleItems, userBundles, users, vouchers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { orderViewById } from '../order/order-view';
import { reservationByOrderId } from '../space/get-reservation';
import { toUserBundleViews } from '../bundle/bundle-view';
import { toVoucherViews } from '../voucher/voucher-view';

/**
 * GET /v1/scan/resolve?code=: what a scanned or typed code is, for staff of the branch it belongs to
 * ('orders' there; a discount code: 'vouchers' or 'orders' there). Anything else, and a code that
 * names nothing, is the same 404, so the scanner tells nobody what exists at other branches.
 */
export async function resolveScan(actor: SessionUser, code: string): Promise<ScanResult> {
  const parsed = parseScan(code);
  if (!parsed) throw new AppError('SCAN_UNKNOWN');
  if (parsed.kind === 'order') {
    const order = await orderViewById(parsed.id);
    if (!order || !can(actor, 'orders', order.providerId)) throw new AppError('SCAN_UNKNOWN');
    const booking = await reservationByOrderId({ orderId: order._id });
    if (booking)
      return {
        kind: 'order',
        order,
        canDeliver: false,
        booking: { ...booking, canCheckIn: canMoveStatus(order.status, 'delivered') },
      };
    return { kind: 'order', order, canDeliver: canMoveStatus(order.status, 'delivered') };
  }
  if (parsed.kind === 'bundle') {
    const [row] = await db().select().from(userBundles).where(eq(userBundles.id, parsed.id)).limit(1);
    if (!row || !can(actor, 'orders', row.providerId)) throw new AppError('SCAN_UNKNOWN');
    const [bundle] = await toUserBundleViews({ rows: [row] });
    const [owner] = await db()
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.userId));
    const customerName = [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || 'مشتری بدون نام';
    return { kind: 'bundle', bundle, customerName, canRedeem: bundle.status === 'active' };
  }
  const [row] = await db().select().from(vouchers).where(eq(vouchers.code, parsed.id)).limit(1);
  if (!row || !(can(actor, 'vouchers', row.providerId) || can(actor, 'orders', row.providerId)))
    throw new AppError('SCAN_UNKNOWN');
  const [voucher] = await toVoucherViews({ rows: [row] });
  return { kind: 'voucher', voucher };
}

/**
 * POST /v1/bundle/redeem: hands over one unit of an item of a customer's bundle at the counter. The
 * unit is taken and recorded in one transaction with the row locked; the same clientKey again (a
 * retried tap) changes nothing and answers as the first time.
 */
export async function redeemBundleUnit(
  actor: SessionUser,
  input: { userBundleId: string; itemId: string; clientKey: string },
): Promise<{ bundle: UserBundleView; redeemed: boolean }> {
  const redeemed = await db().transaction(async (tx) => {
    const [part] = await tx
      .select({ item: userBundleItems, bundle: userBundles })
      .from(userBundleItems)
      .innerJoin(userBundles, eq(userBundles.id, userBundleItems.userBundleId))
      .where(and(eq(userBundleItems.userBundleId, input.userBundleId), eq(userBundleItems.itemId, input.itemId)))
      .for('update', { of: userBundleItems })
      .limit(1);
    if (!part || !can(actor, 'orders', part.bundle.providerId)) throw new AppError('SCAN_UNKNOWN');
    const [done] = await tx
      .select({ id: bundleRedemptions.id, itemId: bundleRedemptions.userBundleItemId })
      .from(bundleRedemptions)
      .where(eq(bundleRedemptions.clientKey, input.clientKey));
    if (done) {
      if (done.itemId !== part.item.id)
        throw new AppError('BAD_INPUT', { fa: 'این درخواست قبلاً برای آیتم دیگری ثبت شده است.' });
      return false;
    }
    const now = new Date();
    if (part.bundle.status !== 'active' || (part.bundle.expiresAt && part.bundle.expiresAt <= now))
      throw new AppError('BUNDLE_NOT_REDEEMABLE');
    if (part.item.remaining <= 0) throw new AppError('BUNDLE_ITEM_USED_UP');
    await tx
      .update(userBundleItems)
      .set({ remaining: sql`${userBundleItems.remaining} - 1` })
      .where(eq(userBundleItems.id, part.item.id));
    await tx.insert(bundleRedemptions).values({
      id: newId(),
      userBundleItemId: part.item.id,
      providerId: part.bundle.providerId,
      staffId: actor.id,
      clientKey: input.clientKey,
    });
    return true;
  });
  const [row] = await db().select().from(userBundles).where(eq(userBundles.id, input.userBundleId));
  return { bundle: (await toUserBundleViews({ rows: [row] }))[0], redeemed };
}
