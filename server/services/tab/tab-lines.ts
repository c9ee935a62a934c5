import { and, eq } from 'drizzle-orm';
import type { TabLineAddInput, TabLineRemoveInput, TabView } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { clockNow } from '../../clock';
import { db } from '../../db/client';
import { newId } from '../../db/ids';
import { tabLines, tabs } from '../../db/schema';
import { AppError } from '../../http/errors';
import { priceCart } from '../order/price';
import { assertTabAccess, isMember } from './tab-access';
import { assertTabOpen, lockTab } from './tab-lock';
import { publishTab } from './tab-publish';
import { tabViewById } from './tab-view';

/**
 * POST /v1/tab/line: adds a line to the caller's own part of the tab (not sent yet). It is checked and
 * priced from the menu as a cart line is (the item at this branch, its options, stock now); the round
 * prices it again when sent. Staff who are not members add lines without a person.
 */
export async function addTabLine({
  user,
  input,
}: {
  user: SessionUser;
  input: TabLineAddInput;
}): Promise<{ tab: TabView }> {
  await db().transaction(async (tx) => {
    const tab = await lockTab({ tx, tabId: input.tabId });
    await assertTabAccess({ tx, user, tab });
    assertTabOpen(tab);
    const priced = await priceCart({
      tx,
      items: [{ _id: input._id, count: input.count, options: input.options, note: input.note }],
      providerId: tab.providerId,
      membershipDiscount: 0,
    });
    const line = priced.lines[0];
    const member = await isMember({ tx, tabId: tab.id, userId: user.id });
    await tx.insert(tabLines).values({
      id: newId(),
      tabId: tab.id,
      userId: member ? user.id : null,
      itemId: line._id,
      title: line.title,
      unitPrice: line.unitPrice,
      count: line.count,
      optionIds: [...new Set(input.options ?? [])].sort(),
      options: line.options.length ? line.options : null,
      note: line.note || null,
    });
    await tx.update(tabs).set({ lastActivityAt: clockNow() }).where(eq(tabs.id, tab.id));
    await publishTab({ tx, tab, change: 'line' });
  });
  return { tab: (await tabViewById({ tabId: input.tabId }))! };
}

/** POST /v1/tab/line/remove: takes a line out of the part not sent yet; a member their own, staff any. */
export async function removeTabLine({
  user,
  input,
}: {
  user: SessionUser;
  input: TabLineRemoveInput;
}): Promise<{ tab: TabView }> {
  await db().transaction(async (tx) => {
    const tab = await lockTab({ tx, tabId: input.tabId });
    const { staff } = await assertTabAccess({ tx, user, tab });
    assertTabOpen(tab);
    const [line] = await tx
      .select()
      .from(tabLines)
      .where(and(eq(tabLines.id, input.lineId), eq(tabLines.tabId, tab.id)))
      .limit(1);
    if (!line || (!staff && line.userId !== user.id)) throw new AppError('TAB_LINE_NOT_FOUND');
    await tx.delete(tabLines).where(eq(tabLines.id, line.id));
    await publishTab({ tx, tab, change: 'line' });
  });
  return { tab: (await tabViewById({ tabId: input.tabId }))! };
}
