import { and, eq, inArray, ne } from 'drizzle-orm';
import type { TabShareView, TabSplitInput } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { orderItems, orders, tabMembers, tabShares, tabs } from '../../db/schema';
import { AppError } from '../../http/errors';
import { planShares } from './plan-shares';
import { assertTabAccess } from './tab-access';
import { assertTabOpen, lockTab } from './tab-lock';
import { tabMoney } from './tab-money';
import { publishTab } from './tab-publish';
import { tabViewById } from './tab-view';

/**
 * POST /v1/tab/split: splits what is not yet paid (planShares: by items, equal or custom). Paid shares
 * stay as they are; the open shares of an earlier split are voided and replaced, so the shares to pay
 * always add up to the rest and money taken can never pass the total. Under the tab's row lock, as every
 * payment is: a payment of a voided share is refused.
 */
export async function splitTab({
  user,
  input,
}: {
  user: SessionUser;
  input: TabSplitInput;
}): Promise<{ shares: TabShareView[] }> {
  await db().transaction(async (tx) => {
    const tab = await lockTab({ tx, tabId: input.tabId });
    await assertTabAccess({ tx, user, tab });
    assertTabOpen(tab);
    const { unpaid } = await tabMoney({ tx, tabId: tab.id });
    if (unpaid <= 0) throw new AppError('TAB_NOTHING_OWED');
    const members = (
      await tx
        .select({ userId: tabMembers.userId, joinedAt: tabMembers.joinedAt })
        .from(tabMembers)
        .where(eq(tabMembers.tabId, tab.id))
    )
      .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime())
      .map((m) => m.userId);
    let owedByPerson: Map<string | null, number> | undefined;
    if (input.mode === 'items') {
      owedByPerson = new Map();
      const lines = await tx
        .select({ personId: orderItems.personId, lineTotal: orderItems.lineTotal })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.tabId, tab.id), ne(orders.status, 'canceled')));
      for (const l of lines) owedByPerson.set(l.personId, (owedByPerson.get(l.personId) ?? 0) + l.lineTotal);
      const paid = await tx
        .select({ userId: tabShares.userId, amount: tabShares.amount })
        .from(tabShares)
        .where(and(eq(tabShares.tabId, tab.id), eq(tabShares.status, 'paid')));
      for (const p of paid)
        if (owedByPerson.has(p.userId)) owedByPerson.set(p.userId, owedByPerson.get(p.userId)! - p.amount);
    }
    const planned = planShares({
      mode: input.mode,
      rest: unpaid,
      members,
      count: input.count,
      amounts: input.amounts,
      owedByPerson,
    });
    await tx
      .update(tabShares)
      .set({ status: 'void' })
      .where(and(eq(tabShares.tabId, tab.id), inArray(tabShares.status, ['open'])));
    await tx
      .insert(tabShares)
      .values(
        planned.map((s) => ({ id: newId(), tabId: tab.id, userId: s.userId, amount: s.amount, mode: input.mode })),
      );
    await tx.update(tabs).set({ splitMode: input.mode }).where(eq(tabs.id, tab.id));
    await publishTab({ tx, tab, change: 'split' });
  });
  const tab = (await tabViewById({ tabId: input.tabId }))!;
  return { shares: tab.shares };
}
