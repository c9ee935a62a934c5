import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders, tabShares, tabs } from '../../db/schema';
import { moveWallet } from '../wallet/move-wallet';
import { closeIfPaid } from './finish-tab';
import { shareText } from './share-labels';
import { lockTab, type TabRow } from './tab-lock';
import { tabMoney } from './tab-money';
import { tabViewById } from './tab-view';

/**
 * The tab of an order about to be canceled on the board, locked before the order is: every change of a tab
 * takes the tab's row first (cancel-tab.ts locks the tab, then its rounds), so the two never wait on each
 * other. Null for an order that is no tab's round.
 */
export async function lockRoundTab({ tx, orderId }: { tx: Tx; orderId: string }): Promise<TabRow | null> {
  const [row] = await tx.select({ tabId: orders.tabId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row?.tabId ? lockTab({ tx, tabId: row.tabId }) : null;
}

/**
 * A round of an open tab was canceled on the board (change-status.ts, in its transaction, the round already
 * `canceled`): the tab's total dropped, so
 *  - the open shares of the split are voided and the split reset (they added up to the old rest; the table
 *    splits the new rest again), so paying them can never take more than the new total;
 *  - what paid shares took beyond the new total goes back, once (one ledger key per share and round): first
 *    from the shares of the people whose lines were in the canceled round, then from the latest paid. Of each
 *    share the wallet part comes back first, then the bank part, both to the payer's wallet; what was taken
 *    at the counter is handed back at the counter. The share keeps what it still covers (void if nothing),
 *    so its parts still add up to its amount and paid never passes the total;
 *  - a tab whose new total is all paid closes, its money laid over the rounds left (finish-tab.ts).
 * A closed tab's round was paid with it and comes back as any paid order's (release-order.ts).
 */
export async function settleCanceledRound({
  tx,
  tab,
  orderId,
  actorId,
}: {
  tx: Tx;
  tab: TabRow;
  orderId: string;
  actorId: string;
}): Promise<void> {
  if (tab.status !== 'open') return;
  const voided = await tx
    .update(tabShares)
    .set({ status: 'void' })
    .where(and(eq(tabShares.tabId, tab.id), eq(tabShares.status, 'open')))
    .returning({ id: tabShares.id });
  if (voided.length) await tx.update(tabs).set({ splitMode: null }).where(eq(tabs.id, tab.id));
  const { total, paid } = await tabMoney({ tx, tabId: tab.id });
  let excess = paid - total;
  if (excess > 0) {
    const people = new Set(
      (await tx.select({ id: orderItems.personId }).from(orderItems).where(eq(orderItems.orderId, orderId))).map(
        (l) => l.id,
      ),
    );
    const shares = await tx
      .select()
      .from(tabShares)
      .where(and(eq(tabShares.tabId, tab.id), eq(tabShares.status, 'paid')))
      .orderBy(desc(tabShares.paidAt), desc(tabShares.id));
    const theirs = (s: (typeof shares)[number]) => people.has(s.userId ?? s.paidBy ?? '');
    const order = [...shares.filter(theirs), ...shares.filter((s) => !theirs(s))];
    const { tableNumber } = (await tabViewById({ tx, tabId: tab.id }))!;
    for (const s of order) {
      if (excess <= 0) break;
      const cut = Math.min(excess, s.amount);
      excess -= cut;
      const wallet = Math.min(cut, s.walletPaid);
      const bank = Math.min(cut - wallet, s.bankPaid);
      const counter = cut - wallet - bank;
      if (wallet + bank > 0 && s.paidBy)
        await moveWallet({
          tx,
          move: {
            userId: s.paidBy,
            amount: wallet + bank,
            reason: 'orderRefund',
            description: `بازگشت وجه دور لغوشده ${shareText(tableNumber)}`,
            refType: 'tab',
            refId: tab.id,
            actorId,
            key: `tab-share:${s.id}:refund:${orderId}`,
          },
        });
      await tx
        .update(tabShares)
        .set(
          cut === s.amount
            ? { status: 'void', refundedAt: sql`now()` }
            : {
                amount: s.amount - cut,
                walletPaid: s.walletPaid - wallet,
                bankPaid: s.bankPaid - bank,
                counterPaid: s.counterPaid - counter,
              },
        )
        .where(eq(tabShares.id, s.id));
    }
  }
  await closeIfPaid({ tx, tab, actorId });
}
