import { and, eq } from 'drizzle-orm';
import type { TabPayInput, TabPayAnswer } from '@/lib/contracts/tab';
import type { SessionUser } from '../../auth/session';
import { db, type Tx } from '../../db/client';
import { paymentMethods, providers, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { createPayment } from '../payment/create-payment';
import { startPayment } from '../payment/start-payment';
import { moveWallet } from '../wallet/move-wallet';
import { closeIfPaid } from './finish-tab';
import { sharePayKey, shareText } from './share-labels';
import { markSharePaid, openShare } from './share-rows';
import { assertTabAccess } from './tab-access';
import { assertTabOpen, lockTab } from './tab-lock';
import { assertTabStaff } from './tab-staff';
import { tabViewById } from './tab-view';

/**
 * POST /v1/tab/pay: a member pays a share (theirs or anyone's) by wallet, bank or hybrid. Everything runs
 * under the tab's row lock, so twenty parallel payments of one share pay it once (the rest get 409) and a
 * re-split cannot slip between the check and the payment. By wallet the share is paid at once. By bank
 * (and hybrid, whose wallet part is taken when the bank confirms, so nothing is held meanwhile) the
 * answer carries the bank's link; the share stays open until the bank confirms (settle-tab-share.ts), so
 * a failed or abandoned payment leaves it unpaid and blocks nothing.
 */
export async function payShare({ user, input }: { user: SessionUser; input: TabPayInput }): Promise<TabPayAnswer> {
  const made = await db().transaction(async (tx) => {
    const tab = await lockTab({ tx, tabId: input.tabId });
    await assertTabAccess({ tx, user, tab });
    assertTabOpen(tab);
    const share = await openShare({ tx, tab, shareId: input.shareId });
    const [provider] = await tx.select().from(providers).where(eq(providers.id, tab.providerId));
    const types = provider?.paymentTypes ?? [];
    const allowed =
      input.paymentBy === 'hybrid'
        ? types.includes('wallet') && types.includes('bank')
        : types.includes(input.paymentBy);
    if (!allowed) throw new AppError('PAYMENT_TYPE_NOT_ALLOWED');
    const { tableNumber } = (await tabViewById({ tx, tabId: tab.id }))!;
    let walletPart = input.paymentBy === 'wallet' ? share.amount : 0;
    if (input.paymentBy === 'hybrid') {
      const [me] = await tx.select({ wallet: users.wallet }).from(users).where(eq(users.id, user.id));
      walletPart = Math.min(me?.wallet ?? 0, share.amount);
    }
    if (walletPart === share.amount) {
      await moveWallet({
        tx,
        move: {
          userId: user.id,
          amount: -share.amount,
          reason: 'order',
          description: shareText(tableNumber),
          refType: 'tab',
          refId: tab.id,
          key: sharePayKey(share.id),
        },
      });
      await markSharePaid({ tx, share, parts: { wallet: share.amount, paidBy: user.id } });
      await closeIfPaid({ tx, tab, actorId: user.id });
      return { paymentId: null, tableNumber };
    }
    const paymentId = await createPayment({
      tx,
      payment: {
        userId: user.id,
        providerId: tab.providerId,
        purpose: 'tab',
        subjectId: share.id,
        amount: share.amount - walletPart,
        bankType: input.bankType ?? 'pos',
      },
    });
    return { paymentId, tableNumber };
  });
  const link = made.paymentId
    ? await startPayment({
        paymentId: made.paymentId,
        opts: { description: shareText(made.tableNumber), mobile: user.phone },
      })
    : undefined;
  return { tab: (await tabViewById({ tabId: input.tabId }))!, ...(link ? { link } : {}) };
}

/** The branch's active payment method, or 400 in Persian. */
export async function branchMethod({ tx, providerId, id }: { tx: Tx; providerId: string; id: string }) {
  const [pm] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.providerId, providerId), eq(paymentMethods.active, true)))
    .limit(1);
  if (!pm) throw new AppError('PAYMENT_METHOD_INVALID');
  return pm.id;
}

/** POST /v1/tab/staff/pay: staff of the branch mark a share paid at the counter with one of its payment methods. */
export async function staffPayShare({
  user,
  input,
}: {
  user: SessionUser;
  input: { tabId: string; shareId: string; paymentMethodId: string };
}): Promise<{ tab: NonNullable<Awaited<ReturnType<typeof tabViewById>>> }> {
  await db().transaction(async (tx) => {
    const tab = await lockTab({ tx, tabId: input.tabId });
    assertTabStaff({ user, tab });
    assertTabOpen(tab);
    const share = await openShare({ tx, tab, shareId: input.shareId });
    const methodId = await branchMethod({ tx, providerId: tab.providerId, id: input.paymentMethodId });
    await markSharePaid({ tx, share, parts: { counter: share.amount, methodId, paidBy: null } });
    await closeIfPaid({ tx, tab, actorId: user.id });
  });
  return { tab: (await tabViewById({ tabId: input.tabId }))! };
}
