import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TabCancelInput, TabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { orders, tabLines, tabShares, tabs } from '../../db/schema';
import { lockOrder } from '../order/load-order';
import { recordOrderStatus } from '../order/record-status';
import { releaseOrderHoldings } from '../order/release-order';
import { moveWallet } from '../wallet/move-wallet';
import { shareText } from './share-labels';
import { assertTabOpen, lockTab } from './tab-lock';
import { publishTab } from './tab-publish';
import { assertTabStaff } from './tab-staff';
import { tabViewById } from './tab-view';

/** A canceled tab's reason on its rounds when staff give none. */
const CANCEL_REASON = 'لغو صورت‌حساب میز';

/**
 * POST /v1/tab/cancel (staff): ends an open tab without payment. What members paid from their wallet or
 * through the bank goes back to the payer's wallet, once (one ledger key per share); what was taken at
 * the counter is handed back at the counter. Rounds the bar has not finished are canceled (their stock
 * comes back, as any canceled order's); no round becomes paid, so the tab counts as no money received.
 * A bank payment still open for a share credits the payer's wallet if it ever succeeds (settle-tab-share.ts).
 */
export async function cancelTab({
  user,
  input,
}: {
  user: SessionUser;
  input: TabCancelInput;
}): Promise<{ tab: TabView }> {
  await db().transaction(async (tx) => {
    const tab = await lockTab({ tx, tabId: input.tabId });
    assertTabStaff({ user, tab });
    assertTabOpen(tab);
    const { tableNumber } = (await tabViewById({ tx, tabId: tab.id }))!;
    const paid = await tx
      .select()
      .from(tabShares)
      .where(and(eq(tabShares.tabId, tab.id), eq(tabShares.status, 'paid')));
    for (const s of paid) {
      const back = s.walletPaid + s.bankPaid;
      if (back <= 0 || !s.paidBy || s.refundedAt) continue;
      await moveWallet({
        tx,
        move: {
          userId: s.paidBy,
          amount: back,
          reason: 'orderRefund',
          description: `بازگشت وجه ${shareText(tableNumber)}`,
          refType: 'tab',
          refId: tab.id,
          actorId: user.id,
          key: `tab-share:${s.id}:refund`,
        },
      });
      await tx
        .update(tabShares)
        .set({ refundedAt: sql`now()` })
        .where(eq(tabShares.id, s.id));
    }
    await tx
      .update(tabShares)
      .set({ status: 'void' })
      .where(and(eq(tabShares.tabId, tab.id), eq(tabShares.status, 'open')));
    const live = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tabId, tab.id), inArray(orders.status, ['new', 'accepted', 'preparing'])));
    for (const { id } of live) {
      const order = await lockOrder({ tx, orderId: id });
      if (!order || !['new', 'accepted', 'preparing'].includes(order.status)) continue;
      await releaseOrderHoldings({ tx, order, actorId: user.id });
      await tx
        .update(orders)
        .set({ status: 'canceled', cancelReason: input.reason || CANCEL_REASON, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
      await recordOrderStatus({ tx, order, to: 'canceled', actorId: user.id });
    }
    await tx.delete(tabLines).where(eq(tabLines.tabId, tab.id));
    await tx
      .update(tabs)
      .set({ status: 'canceled', closedAt: sql`now()`, closedBy: user.id, cancelReason: input.reason ?? null })
      .where(eq(tabs.id, tab.id));
    await publishTab({ tx, tab, change: 'canceled' });
  });
  return { tab: (await tabViewById({ tabId: input.tabId }))! };
}
