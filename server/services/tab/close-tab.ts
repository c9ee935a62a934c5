import { and, eq, sql } from 'drizzle-orm';
import type { TabCloseInput, TabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { tabShares } from '../../db/schema';
import { AppError } from '../../http/errors';
import { closeTabRow } from './finish-tab';
import { branchMethod } from './pay-share';
import { assertTabAccess } from './tab-access';
import { assertTabOpen, lockTab } from './tab-lock';
import { tabMoney } from './tab-money';
import { tabViewById } from './tab-view';

/**
 * POST /v1/tab/close: closes the tab when nothing is owed (a member or staff), or staff take the unpaid
 * rest at the counter with one of the branch's payment methods (`paymentMethodId`): the open shares are
 * voided and the rest is one share paid at the counter, so the money stays exactly the total.
 */
export async function closeTab({
  user,
  input,
}: {
  user: SessionUser;
  input: TabCloseInput;
}): Promise<{ tab: TabView }> {
  await db().transaction(async (tx) => {
    const tab = await lockTab({ tx, tabId: input.tabId });
    const { staff } = await assertTabAccess({ tx, user, tab });
    assertTabOpen(tab);
    const { unpaid } = await tabMoney({ tx, tabId: tab.id });
    if (input.paymentMethodId && !staff) throw new AppError('FORBIDDEN');
    if (unpaid > 0) {
      if (!input.paymentMethodId) throw new AppError('TAB_UNPAID');
      const methodId = await branchMethod({ tx, providerId: tab.providerId, id: input.paymentMethodId });
      await tx
        .update(tabShares)
        .set({ status: 'void' })
        .where(and(eq(tabShares.tabId, tab.id), eq(tabShares.status, 'open')));
      await tx.insert(tabShares).values({
        id: newId(),
        tabId: tab.id,
        amount: unpaid,
        mode: 'counter',
        status: 'paid',
        counterPaid: unpaid,
        paymentMethodId: methodId,
        paidAt: sql`now()`,
      });
    }
    await closeTabRow({ tx, tab, actorId: user.id });
  });
  return { tab: (await tabViewById({ tabId: input.tabId }))! };
}
