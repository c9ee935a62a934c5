import { and, eq, inArray } from 'drizzle-orm';
import { db, type DbOrTx } from '../../db/client';
import { paymentMethods, tabShares } from '../../db/schema';

/**
 * What a report counts as taken at the counter for table tabs, by payment method: a round carries one
 * payment method (finish-tab.ts), but staff may take a tab's shares with several (card and cash), so a
 * report reads the methods from the tab's paid shares. `onSiteByTab`: the counter part of each tab's
 * rounds the report counts as received; it is laid over that tab's counter payments in the order they were
 * taken, so a report never shows more than its received rounds hold.
 */
export async function tabCounterTakings({
  tx = db(),
  onSiteByTab,
}: {
  tx?: DbOrTx;
  onSiteByTab: Map<string, number>;
}): Promise<{ methodId: string; title: string | null; amount: number }[]> {
  if (!onSiteByTab.size) return [];
  const shares = await tx
    .select({
      tabId: tabShares.tabId,
      methodId: tabShares.paymentMethodId,
      title: paymentMethods.title,
      amount: tabShares.counterPaid,
    })
    .from(tabShares)
    .leftJoin(paymentMethods, eq(paymentMethods.id, tabShares.paymentMethodId))
    .where(and(inArray(tabShares.tabId, [...onSiteByTab.keys()]), eq(tabShares.status, 'paid')))
    .orderBy(tabShares.paidAt, tabShares.id);
  const out: { methodId: string; title: string | null; amount: number }[] = [];
  const left = new Map(onSiteByTab);
  for (const s of shares) {
    const room = left.get(s.tabId) ?? 0;
    const take = Math.min(room, s.amount);
    if (take <= 0 || !s.methodId) continue;
    left.set(s.tabId, room - take);
    out.push({ methodId: s.methodId, title: s.title, amount: take });
  }
  return out;
}
