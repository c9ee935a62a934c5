import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, tabLines, tabShares, tabs } from '../../db/schema';
import type { TabRow } from './tab-lock';
import { tabMoney } from './tab-money';
import { publishTab } from './tab-publish';

/**
 * A tab's money counts as received exactly as an order's does (server/services/stats/received.ts: an
 * order is received at `orders.paid_at` with `paid`), so every report (the branch's /today, the shift
 * report, stats, the financial report) shows it once with no second definition. The rounds are written
 * unpaid (the table pays after the meal); when the tab is fully paid they become paid in the closing
 * transaction, with `paid_at` then, and the shares' money is laid over them in order: the wallet parts
 * first, then the bank parts, then what was taken at the counter, each by its payment method (a round's
 * `payment_method_id` is the method that covered most of its counter part). Shares alone are never
 * counted, so a tab's money cannot count twice; a canceled tab's rounds never become paid (its paid
 * shares went back to the wallets), so it counts nothing.
 */
async function payRounds({ tx, tabId }: { tx: Tx; tabId: string }): Promise<void> {
  const paid = await tx
    .select()
    .from(tabShares)
    .where(and(eq(tabShares.tabId, tabId), eq(tabShares.status, 'paid')));
  const methods = new Map<string, number>();
  for (const s of paid)
    if (s.counterPaid > 0 && s.paymentMethodId)
      methods.set(s.paymentMethodId, (methods.get(s.paymentMethodId) ?? 0) + s.counterPaid);
  const pieces: { kind: 'wallet' | 'bank' | 'method'; id: string | null; left: number }[] = [
    { kind: 'wallet', id: null, left: paid.reduce((n, s) => n + s.walletPaid, 0) },
    { kind: 'bank', id: null, left: paid.reduce((n, s) => n + s.bankPaid, 0) },
    ...[...methods].map(([id, left]) => ({ kind: 'method' as const, id, left })),
  ];
  const rounds = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tabId, tabId), ne(orders.status, 'canceled'), eq(orders.paid, false)))
    .orderBy(asc(orders.createdAt), asc(orders.number));
  for (const o of rounds) {
    let need = o.totalPrice;
    let wallet = 0;
    let bank = 0;
    const counter = new Map<string, number>();
    for (const p of pieces) {
      if (need <= 0) break;
      const take = Math.min(p.left, need);
      if (take <= 0) continue;
      p.left -= take;
      need -= take;
      if (p.kind === 'wallet') wallet += take;
      else if (p.kind === 'bank') bank += take;
      else counter.set(p.id!, (counter.get(p.id!) ?? 0) + take);
    }
    const method = [...counter].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    // Both stamps are the database's clock, as settle-payment.ts and change-status.ts stamp paid_at.
    await tx
      .update(orders)
      .set({
        paid: true,
        paidAt: sql`now()`,
        walletAmount: wallet,
        bankAmount: bank,
        paymentMethodId: method,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, o.id));
  }
}

/**
 * Closes a tab in the caller's transaction (the tab's row is locked): the rounds become paid (payRounds),
 * open shares and unsent lines go, and everyone watching hears it.
 */
export async function closeTabRow({ tx, tab, actorId }: { tx: Tx; tab: TabRow; actorId: string | null }) {
  await payRounds({ tx, tabId: tab.id });
  await tx
    .update(tabShares)
    .set({ status: 'void' })
    .where(and(eq(tabShares.tabId, tab.id), eq(tabShares.status, 'open')));
  await tx.delete(tabLines).where(eq(tabLines.tabId, tab.id));
  await tx
    .update(tabs)
    .set({ status: 'closed', closedAt: sql`now()`, closedBy: actorId })
    .where(eq(tabs.id, tab.id));
  await publishTab({ tx, tab, change: 'closed' });
}

/** After a payment: the tab closes itself once everything ordered is paid; else the payment is announced. */
export async function closeIfPaid({ tx, tab, actorId }: { tx: Tx; tab: TabRow; actorId: string | null }) {
  const { total, paid } = await tabMoney({ tx, tabId: tab.id });
  if (total > 0 && paid >= total) await closeTabRow({ tx, tab, actorId });
  else await publishTab({ tx, tab, change: 'share' });
}
