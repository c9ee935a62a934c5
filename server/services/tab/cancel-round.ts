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

/** What to take back from a tab's paid shares: at most `total`, of which at most `wallet`, `bank`, `counter`. */
interface Cut {
  total: number;
  wallet: number;
  bank: number;
  counter: number;
}

/**
 * Takes `want` back from the tab's paid shares, once per share and round (its ledger key): first from the shares
 * of the people whose lines were in the canceled round, then from the latest paid. Of each share the wallet part
 * comes back first, then the bank part, both to the payer's wallet; what was taken at the counter is handed back
 * at the counter. The share keeps what it still covers (void if nothing), so its parts still add up to its amount.
 */
async function giveBack({
  tx,
  tab,
  orderId,
  actorId,
  want,
}: {
  tx: Tx;
  tab: TabRow;
  orderId: string;
  actorId: string;
  want: Cut;
}): Promise<void> {
  if (want.total <= 0) return;
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
  const left = { ...want };
  for (const s of order) {
    if (left.total <= 0) break;
    const wallet = Math.min(left.total, left.wallet, s.walletPaid);
    const bank = Math.min(left.total - wallet, left.bank, s.bankPaid);
    const counter = Math.min(left.total - wallet - bank, left.counter, s.counterPaid);
    const cut = wallet + bank + counter;
    if (cut <= 0) continue;
    left.total -= cut;
    left.wallet -= wallet;
    left.bank -= bank;
    left.counter -= counter;
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

/**
 * A round of a tab was canceled on the board (change-status.ts, in its transaction, the round already
 * `canceled`), the tab's total dropped:
 *  - an open tab: the open shares of the split are voided and the split reset (they added up to the old rest;
 *    the table splits the new rest again), so paying them can never take more than the new total; what paid
 *    shares took beyond the new total goes back to their payers (giveBack); a tab whose new total is all paid
 *    closes, its money laid over the rounds left (finish-tab.ts);
 *  - a closed tab: the round was paid with the tab's money laid over it (its wallet, bank and counter parts,
 *    finish-tab.ts), which came from the people who paid shares, not from whoever sent the round: those parts
 *    go back to the payers (giveBack), and the caller releases the round with no money of its own to refund.
 */
export async function settleCanceledRound({
  tx,
  tab,
  round,
  actorId,
}: {
  tx: Tx;
  tab: TabRow;
  round: Pick<typeof orders.$inferSelect, 'id' | 'paid' | 'totalPrice' | 'walletAmount' | 'bankAmount'>;
  actorId: string;
}): Promise<void> {
  if (tab.status === 'closed') {
    if (!round.paid) return;
    const counter = round.totalPrice - round.walletAmount - round.bankAmount;
    const want = { total: round.totalPrice, wallet: round.walletAmount, bank: round.bankAmount, counter };
    await giveBack({ tx, tab, orderId: round.id, actorId, want });
    return;
  }
  if (tab.status !== 'open') return;
  const voided = await tx
    .update(tabShares)
    .set({ status: 'void' })
    .where(and(eq(tabShares.tabId, tab.id), eq(tabShares.status, 'open')))
    .returning({ id: tabShares.id });
  if (voided.length) await tx.update(tabs).set({ splitMode: null }).where(eq(tabs.id, tab.id));
  const { total, paid } = await tabMoney({ tx, tabId: tab.id });
  const excess = paid - total;
  await giveBack({
    tx,
    tab,
    orderId: round.id,
    actorId,
    want: { total: excess, wallet: excess, bank: excess, counter: excess },
  });
  await closeIfPaid({ tx, tab, actorId });
}
