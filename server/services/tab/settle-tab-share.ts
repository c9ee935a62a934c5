import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, tabShares, users } from '../../db/schema';
import type { PurposeHandler } from '../payment/purposes';
import { moveWallet } from '../wallet/move-wallet';
import { closeIfPaid } from './finish-tab';
import { sharePayKey, shareText } from './share-labels';
import { markSharePaid } from './share-rows';
import { lockTab } from './tab-lock';
import { tabViewById } from './tab-view';

type PaymentRow = typeof payments.$inferSelect;

/** The bank's money stays with the payer as wallet credit: the share was paid or re-split meanwhile, or the tab ended. */
async function keepAsCredit({ tx, payment, text }: { tx: Tx; payment: PaymentRow; text: string }) {
  await moveWallet({
    tx,
    move: {
      userId: payment.userId,
      amount: payment.amount,
      reason: 'paymentRefund',
      description: `بازگشت وجه پرداخت ${text}`,
      refType: 'payment',
      refId: payment.id,
      key: `payment:${payment.id}:refund`,
    },
  });
}

/**
 * The bank confirmed a payment of a tab share (purpose 'tab', subject = the share), inside settlePayment's
 * transaction. Checked again under the tab's row lock: if the share is still open on an open tab, it is
 * paid (a hybrid payment's wallet part is taken now, if the wallet still holds it) and the tab closes
 * when that paid it all. Otherwise (paid by someone else meanwhile, voided by a re-split, the tab closed
 * or canceled, or the wallet part is gone) the bank's money is credited to the payer's wallet: never lost,
 * never counted twice.
 */
async function settle({ tx, payment }: { tx: Tx; payment: PaymentRow }): Promise<void> {
  const [found] = payment.subjectId
    ? await tx.select().from(tabShares).where(eq(tabShares.id, payment.subjectId)).limit(1)
    : [];
  if (!found) return keepAsCredit({ tx, payment, text: 'صورت‌حساب میز' });
  const tab = await lockTab({ tx, tabId: found.tabId });
  const [share] = await tx.select().from(tabShares).where(eq(tabShares.id, found.id));
  const text = shareText((await tabViewById({ tx, tabId: tab.id }))?.tableNumber ?? '');
  const walletPart = share.amount - payment.amount;
  if (tab.status !== 'open' || share.status !== 'open' || walletPart < 0) return keepAsCredit({ tx, payment, text });
  if (walletPart > 0) {
    const [me] = await tx
      .select({ wallet: users.wallet })
      .from(users)
      .where(eq(users.id, payment.userId))
      .for('update');
    if ((me?.wallet ?? 0) < walletPart) return keepAsCredit({ tx, payment, text });
    await moveWallet({
      tx,
      move: {
        userId: payment.userId,
        amount: -walletPart,
        reason: 'order',
        description: text,
        refType: 'tab',
        refId: tab.id,
        key: sharePayKey(share.id),
      },
    });
  }
  await markSharePaid({ tx, share, parts: { wallet: walletPart, bank: payment.amount, paidBy: payment.userId } });
  await closeIfPaid({ tx, tab, actorId: payment.userId });
}

/** The bank sends the payer back to the tab's own result screen (pages/tab/payment), which leads back to the table. */
export const TAB_PURPOSE: PurposeHandler = { settle, resultPath: (id) => `/tab/payment/${id}` };
