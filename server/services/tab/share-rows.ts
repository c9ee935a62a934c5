import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tabShares } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { TabRow } from './tab-lock';

type ShareRow = typeof tabShares.$inferSelect;

/** The share to pay, read under the tab's lock: one of this tab's, not voided by a re-split, not paid yet. */
export async function openShare({ tx, tab, shareId }: { tx: Tx; tab: TabRow; shareId: string }): Promise<ShareRow> {
  const [share] = await tx
    .select()
    .from(tabShares)
    .where(and(eq(tabShares.id, shareId), eq(tabShares.tabId, tab.id)))
    .limit(1);
  if (!share || share.status === 'void') throw new AppError('TAB_SHARE_NOT_FOUND');
  if (share.status === 'paid') throw new AppError('TAB_SHARE_PAID');
  return share;
}

/** Marks a share paid with its parts (they add up to its amount: the table's CHECK holds it). */
export async function markSharePaid({
  tx,
  share,
  parts,
}: {
  tx: Tx;
  share: ShareRow;
  parts: { wallet?: number; bank?: number; counter?: number; methodId?: string | null; paidBy: string | null };
}): Promise<void> {
  await tx
    .update(tabShares)
    .set({
      status: 'paid',
      walletPaid: parts.wallet ?? 0,
      bankPaid: parts.bank ?? 0,
      counterPaid: parts.counter ?? 0,
      paymentMethodId: parts.methodId ?? null,
      paidBy: parts.paidBy,
      paidAt: sql`now()`,
    })
    .where(and(eq(tabShares.id, share.id), eq(tabShares.status, 'open')));
}
