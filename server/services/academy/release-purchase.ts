import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { clockNow } from '../../clock';
import { db, type Tx } from '../../db/client';
import { eventTicketPurchases, payments } from '../../db/schema';
import { log } from '../../log';
import { moveWallet } from '../wallet/move-wallet';
import { releaseVoucherUse } from '../voucher/take-voucher';

type PurchaseRow = typeof eventTicketPurchases.$inferSelect;

/**
 * Releases a purchase still waiting for the bank (inside the caller's transaction): its seats free up
 * (a released purchase holds none), its voucher use and wallet part come back, its open bank session is
 * marked expired (paid later, PURPOSE_HANDLERS.event credits the payer's wallet). Exactly once: the status
 * moves by a conditional update.
 */
export async function releasePurchaseInTx({ tx, purchase }: { tx: Tx; purchase: PurchaseRow }): Promise<boolean> {
  const [won] = await tx
    .update(eventTicketPurchases)
    .set({ status: 'released', expiresAt: null })
    .where(and(eq(eventTicketPurchases.id, purchase.id), eq(eventTicketPurchases.status, 'awaitingPayment')))
    .returning();
  if (!won) return false;
  await releaseVoucherUse({ tx, eventPurchaseId: won.id });
  if (won.walletAmount > 0)
    await moveWallet({
      tx,
      move: {
        userId: won.userId,
        amount: won.walletAmount,
        reason: 'eventRefund',
        description: 'بازگشت وجه خرید بلیت پرداخت نشده',
        refType: 'event',
        refId: won.id,
        key: `event-purchase:${won.id}:release`,
      },
    });
  await tx
    .update(payments)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(payments.purpose, 'event'), eq(payments.subjectId, won.id), eq(payments.status, 'pending')));
  return true;
}

/** Releases one purchase by id when its payment time is up (or at once with `force`). */
export async function releasePurchase({
  purchaseId,
  now = clockNow(),
  force = false,
}: {
  purchaseId: string;
  now?: Date;
  force?: boolean;
}): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(eventTicketPurchases)
      .where(eq(eventTicketPurchases.id, purchaseId))
      .for('update');
    if (!p || p.status !== 'awaitingPayment') return false;
    if (!force && (!p.expiresAt || p.expiresAt > now)) return false;
    return releasePurchaseInTx({ tx, purchase: p });
  });
}

/** The job (server/jobs): releases every unpaid purchase whose payment time is up. Returns how many. */
export async function releaseDuePurchases(now = clockNow()): Promise<number> {
  const due = await db()
    .select({ id: eventTicketPurchases.id })
    .from(eventTicketPurchases)
    .where(and(eq(eventTicketPurchases.status, 'awaitingPayment'), lte(eventTicketPurchases.expiresAt, now)))
    .orderBy(asc(eventTicketPurchases.expiresAt))
    .limit(200);
  let n = 0;
  for (const d of due) {
    try {
      if (await releasePurchase({ purchaseId: d.id, now })) n++;
    } catch (err) {
      log.error({ err, purchaseId: d.id }, '[academy] releasing an unpaid purchase');
    }
  }
  return n;
}
