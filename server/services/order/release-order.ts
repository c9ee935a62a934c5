import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { menuItems, orderItems, orders, payments } from '../../db/schema';
import { toPersianDigits } from '@/lib/digits';
import { moveWallet } from '../wallet/move-wallet';
import { releaseVoucherUse } from '../voucher/take-voucher';
import { releaseBundleUses } from '../bundle/release-bundle-uses';
import { releasePlanUses } from '../plan/credit-uses';
import type { OrderRow } from './load-order';
import { claimCardRefund } from '../payment/refund-to-card';

/**
 * Gives back everything an order holds when it is canceled or expires: its stock, its voucher use,
 * its bundle units, its member plan credits, and the money it took online (the wallet part, and the bank part once paid) to
 * the customer's wallet. Each step is idempotent (conditional updates, the ledger key), so a
 * second call changes nothing. The caller holds the order's row lock and sets its status.
 */
export async function releaseOrderHoldings({
  tx,
  order,
  actorId = null,
  toCard = false,
  keep = 0,
}: {
  tx: Tx;
  order: OrderRow;
  /** Who released it (null for the expiry sweep). */
  actorId?: string | null;
  /** A branch cancel: the bank part goes back to the card while the bank can still reverse it. */
  toCard?: boolean;
  /** A fee the branch keeps of what was paid online (a workspace no-show or late cancel, issue 28). */
  keep?: number;
}): Promise<{ refunded: number; cardRefund?: string | null }> {
  // Stock that comes back announces itself to the menus (the menu_items trigger, migration 0005).
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const l of lines) {
    await tx
      .update(menuItems)
      .set({ stock: sql`${menuItems.stock} + ${l.count}`, updatedAt: sql`now()` })
      .where(and(eq(menuItems.id, l.itemId), sql`${menuItems.stock} IS NOT NULL`));
  }
  await releaseVoucherUse({ tx, orderId: order.id });
  await releaseBundleUses({ tx, orderId: order.id });
  // A member plan's room hours, day pass or covered drinks come back to this plan month (or day).
  await releasePlanUses({ tx, refId: order.id });
  // Money taken at the till (pos) is returned at the till; only what was paid online comes back here. With
  // `toCard` (a branch cancel), the bank part goes back to the card when the bank can still reverse it: the
  // payment is claimed here and the caller asks the bank after commit (refundToCard).
  const cardRefund =
    toCard && order.paid && order.bankAmount > 0
      ? await claimCardRefund({ tx, orderId: order.id, amount: order.bankAmount })
      : null;
  const refund = Math.max(0, order.walletAmount + (order.paid && !cardRefund ? order.bankAmount : 0) - keep);
  let refunded = 0;
  // A walk-in counter order (no customer) is paid at the till only, so it never has a refund here.
  if (refund > 0 && order.userId) {
    const r = await moveWallet({
      tx,
      move: {
        userId: order.userId,
        amount: refund,
        reason: 'orderRefund',
        description: `بازگشت وجه سفارش شماره ${toPersianDigits(order.number)}`,
        refType: 'order',
        refId: order.id,
        actorId,
        key: `order:${order.id}:refund`,
      },
    });
    if (r.applied) {
      refunded = refund;
      await tx
        .update(orders)
        .set({ refundedAt: sql`now()` })
        .where(eq(orders.id, order.id));
    }
  }
  // A bank session still open for this order may yet be paid: verification then credits the wallet.
  await tx
    .update(payments)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
  await tx.update(orders).set({ expiresAt: null }).where(eq(orders.id, order.id));
  return { refunded, cardRefund };
}
