import { eq } from 'drizzle-orm';
import { can } from '@/lib/permissions';
import { canMoveStatus } from '@/lib/order-rules';
import type { ScanResultView } from '@/lib/contracts/scan';
import { parseScan } from '@/lib/scan-codes';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { userBundles, users, vouchers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { orderViewById } from '../order/order-view';
import { reservationByOrderId } from '../space/get-reservation';
import { reservationByCode } from '../space/checkin-code';
import { toUserBundleViews } from '../bundle/bundle-view';
import { toVoucherViews } from '../voucher/voucher-view';
import { scanTicket } from '../academy/scan-ticket';

/**
 * GET /v1/scan/resolve?code=: what a scanned or typed code is, for staff of the branch it belongs to
 * ('orders' there; a discount code: 'vouchers' or 'orders' there). Anything else, and a code that
 * names nothing, is the same 404, so the scanner tells nobody what exists at other branches.
 */
export async function resolveScan({ actor, code }: { actor: SessionUser; code: string }): Promise<ScanResultView> {
  const parsed = parseScan(code);
  if (!parsed) throw new AppError('SCAN_UNKNOWN');
  // An event ticket (issue 26): staff with 'events' at the event's branch.
  if (parsed.kind === 'ticket') return scanTicket({ actor, code: parsed.id });
  // A reservation's check-in code (issue 28) shows its booking as the order's code does, with «ثبت ورود».
  const byCode = parsed.kind === 'reservation' ? await reservationByCode(parsed.id) : null;
  if (parsed.kind === 'reservation' && !byCode) throw new AppError('SCAN_UNKNOWN');
  if (parsed.kind === 'order' || byCode) {
    const order = await orderViewById({ orderId: byCode?.orderId ?? parsed.id });
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
